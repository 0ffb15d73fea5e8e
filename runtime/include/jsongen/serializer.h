// serializer<T>::write(W& writer, const T& value) for the built-in and
// standard library types. The generated headers add specializations for
// annotated structs and for the enums they use, and users may add their own
// for types jsongen cannot see into (see README: "Custom serializers").
// Containers find all of them through this one template, so nesting
// (vector<optional<Struct>>) needs nothing extra.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <forward_list>
#include <iterator>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

#include "config.h"
#include "escape.h"
#include "floating.h"
#include "integer.h"
#include "writer.h"

namespace jsongen {

template <class T>
struct always_false : std::false_type {};

template <class T, class Enable = void>
struct serializer {
  static_assert(always_false<T>::value,
                "jsongen: no serializer for this type. Mark the struct JSONGEN_SERIALIZE, run jsongen "
                "on its header and include the generated .json.h before using it, or specialize "
                "jsongen::serializer for it.");
};

// Writes value at p and returns the end; every serializer has this shape.
template <class W, class T>
JSONGEN_ALWAYS_INLINE char* write_value(W& w, char* p, const T& value) {
  return serializer<T>::write(w, p, value);
}

namespace detail {
// After a failed write, finds the first error in value and its path
// (locate.h): serializer<T>::locate(l, value) where there is one; true when
// it found the error.
template <class L, class T>
bool locate_value(L& l, const T& value);
}  // namespace detail

// Values with a known largest size (numbers, bools, and the enums the
// generated code adds) provide max_size and write_at(w, p, v), which writes
// at p without checking capacity; runs of them share one capacity check.
template <class Derived>
struct fixed_size_serializer {
  template <class W, class T>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, const T& v) {
    return Derived::write_at(w, w.reserve(p, Derived::max_size), v);
  }
};

template <>
struct serializer<bool> : fixed_size_serializer<serializer<bool>> {
  static constexpr std::size_t max_size = 5;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W&, char* p, bool v) {
    // "true" and "fals" are both 4 bytes; the 'e' is kept only for false.
    std::memcpy(p, v ? "true" : "fals", 4);
    p[4] = 'e';
    return p + (v ? 4 : 5);
  }
  template <class L>
  static bool locate(L&, bool) {
    return false;
  }
};

namespace detail {
template <class T>
inline constexpr bool is_number_integer =
    std::is_integral<T>::value && !std::is_same<T, bool>::value && !std::is_same<T, char>::value;

template <class T>
JSONGEN_ALWAYS_INLINE char* format_integer(char* p, T v) {
  if constexpr (std::is_signed<T>::value) {
    return sizeof(T) <= 4 ? format_i32(p, static_cast<std::int32_t>(v)) : format_i64(p, static_cast<std::int64_t>(v));
  } else {
    return sizeof(T) <= 4 ? format_u32(p, static_cast<std::uint32_t>(v)) : format_u64(p, static_cast<std::uint64_t>(v));
  }
}
}  // namespace detail

// Every integer type but bool and char (int8_t and uint8_t print as numbers).
template <class T>
struct serializer<T, std::enable_if_t<detail::is_number_integer<T>>> : fixed_size_serializer<serializer<T>> {
  // A volatile member's value, read once (a volatile parameter is deprecated in C++20).
  using value_type = std::remove_cv_t<T>;
  static constexpr std::size_t digits_and_sign =
      static_cast<std::size_t>(std::numeric_limits<T>::digits10) + 1 + (std::is_signed<T>::value ? 1 : 0);
  static constexpr std::size_t max_size = digits_and_sign > kMinIntegerRoom ? digits_and_sign : kMinIntegerRoom;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W&, char* p, value_type v) {
    return detail::format_integer(p, v);
  }
  template <class L>
  static bool locate(L&, value_type) {
    return false;
  }
};

// A plain char is text: a one-character string.
template <>
struct serializer<char> {
  template <class W>
  static char* write(W& w, char* p, char v) {
    return write_string(w, p, &v, 1);
  }
  template <class L>
  static bool locate(L& l, char v) {
    return l.text(&v, 1);
  }
};

template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value>>
    : fixed_size_serializer<serializer<T>> {
  static constexpr std::size_t max_size = kMaxFloatChars;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W& w, char* p, T v) {
    if (JSONGEN_UNLIKELY(!std::isfinite(v))) return write_non_finite(w, p, v);
    return format_finite_float(p, v);
  }
  template <class L>
  static bool locate(L& l, T v) {
    if constexpr (L::options::nan == nan_policy::error) {
      if (!std::isfinite(v)) return l.fail(errc::non_finite_number);
    }
    (void)l;
    (void)v;
    return false;
  }

 private:
  template <std::size_t N>
  static char* put(char* p, const char (&text)[N]) {
    std::memcpy(p, text, N - 1);
    return p + N - 1;
  }
  template <class W>
  static JSONGEN_NOINLINE char* write_non_finite(W& w, char* p, T v) {
    constexpr nan_policy policy = W::options::nan;
    if constexpr (policy == nan_policy::literal) {
      if (std::isnan(v)) return put(p, "NaN");
      return v > 0 ? put(p, "Infinity") : put(p, "-Infinity");
    }
    if constexpr (policy == nan_policy::error) w.fail(errc::non_finite_number);
    return put(p, "null");
  }
};

template <class Traits, class Alloc>
struct serializer<std::basic_string<char, Traits, Alloc>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, const std::basic_string<char, Traits, Alloc>& v) {
    return write_string(w, p, v.data(), v.size(), readable(v));
  }
  static JSONGEN_ALWAYS_INLINE detail::text_span text(const std::basic_string<char, Traits, Alloc>& v) {
    return {v.data(), v.size(), readable(v)};
  }
  // A std::string owns capacity() + 1 bytes (its text and the terminating
  // NUL), at least 16 in libstdc++, libc++ and MSVC's library (the short
  // string buffer, or a heap block no smaller); the escaper reads whole
  // 16-byte blocks within them. Not from capacity() itself: in libstdc++ it
  // branches on where the text lives, a branch that mixed data mispredicts.
  static JSONGEN_ALWAYS_INLINE std::size_t readable(const std::basic_string<char, Traits, Alloc>& v) {
#if JSONGEN_STRING_OVERREAD
    const std::size_t n = v.size() < 16 ? 16 : v.size() + 1;
    // size() + 1 cannot wrap around; knowing it, the compiler drops the
    // escaper's path for text that may not be read in a whole block, which
    // was half the code of every string field.
    JSONGEN_ASSUME(n >= 16);
    return n;
#else
    return v.size();
#endif
  }
};

template <class Traits>
struct serializer<std::basic_string_view<char, Traits>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, std::basic_string_view<char, Traits> v) {
    return write_string(w, p, v.data(), v.size());
  }
  static JSONGEN_ALWAYS_INLINE detail::text_span text(std::basic_string_view<char, Traits> v) {
    return {v.data(), v.size(), v.size()};
  }
};

// C strings; a null pointer is null.
template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, const char*>::value || std::is_same<T, char*>::value>> {
  template <class W>
  static char* write(W& w, char* p, const char* v) {
    if (v == nullptr) return w.write_literal(p, "null");
    return write_string(w, p, v, std::strlen(v));
  }
  template <class L>
  static bool locate(L& l, const char* v) {
    return v != nullptr && l.text(v, std::strlen(v));
  }
};

// A char array holds text: a string up to the first NUL (or all N bytes).
template <std::size_t N>
struct serializer<char[N]> {
  template <class W>
  static char* write(W& w, char* p, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    return write_string(w, p, v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
  template <class L>
  static bool locate(L& l, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    return l.text(v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
};

// ---- Nullable and sum types ----------------------------------------------

template <class T>
struct serializer<std::optional<T>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, const std::optional<T>& v) {
    if (!v.has_value()) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::optional<T>& v) {
    return v.has_value() && detail::locate_value(l, *v);
  }
};

namespace detail {
template <class T>
inline constexpr bool is_char_type = std::is_same<std::remove_cv_t<T>, char>::value;
}

// Pointers to values (not to char, which are C strings): the pointee or null.
template <class T>
struct serializer<T*, std::enable_if_t<!detail::is_char_type<T>>> {
  template <class W>
  static char* write(W& w, char* p, const T* v) {
    if (v == nullptr) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const T* v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <class T, class Deleter>
struct serializer<std::unique_ptr<T, Deleter>> {
  template <class W>
  static char* write(W& w, char* p, const std::unique_ptr<T, Deleter>& v) {
    if (!v) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::unique_ptr<T, Deleter>& v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <class T>
struct serializer<std::shared_ptr<T>> {
  template <class W>
  static char* write(W& w, char* p, const std::shared_ptr<T>& v) {
    if (!v) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::shared_ptr<T>& v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <>
struct serializer<std::monostate> {
  template <class W>
  static char* write(W& w, char* p, std::monostate) {
    return w.write_literal(p, "null");
  }
  template <class L>
  static bool locate(L&, std::monostate) {
    return false;
  }
};

// The active alternative's value (a variant left valueless by an exception is null).
template <class... Ts>
struct serializer<std::variant<Ts...>> {
  template <class W>
  static char* write(W& w, char* p, const std::variant<Ts...>& v) {
    if (v.valueless_by_exception()) return w.write_literal(p, "null");
    return std::visit([&w, p](const auto& alternative) { return write_value(w, p, alternative); }, v);
  }
  template <class L>
  static bool locate(L& l, const std::variant<Ts...>& v) {
    if (v.valueless_by_exception()) return false;
    return std::visit([&l](const auto& alternative) { return detail::locate_value(l, alternative); }, v);
  }
};

// ---- Arrays -----------------------------------------------------------------

namespace detail {

template <class Range>
struct range_value {
  using type = typename Range::value_type;
};
template <class T, std::size_t N>
struct range_value<T[N]> {
  using type = T;
};
// What the loops over a range bind each element to: its value_type, also
// where the range yields a proxy (libc++'s std::vector<bool> gives a
// __bit_const_reference, which converts to bool; libstdc++ gives bool).
template <class Range>
using element_of = typename range_value<Range>::type;

template <class T, class = void>
struct has_max_size : std::false_type {};
template <class T>
struct has_max_size<T, std::void_t<decltype(serializer<T>::max_size)>> : std::true_type {};

template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};

template <class T>
struct is_optional_type : std::false_type {};
template <class T>
struct is_optional_type<std::optional<T>> : std::true_type {};

template <class T, class = void>
struct is_range : std::false_type {};
template <class T>
struct is_range<T, std::void_t<decltype(std::begin(std::declval<const T&>()))>> : std::true_type {};

template <class Range, class = void>
struct is_sized : std::false_type {};
template <class Range>
struct is_sized<Range, std::void_t<decltype(std::size(std::declval<const Range&>()))>> : std::true_type {};

// The most bytes writer W can write for a T without checking capacity, or 0
// when that is not bounded (strings, containers, structs). Fixed arrays
// count only in minified, untracked output, where they have no newlines.
template <class W, class T>
constexpr std::size_t fixed_size() {
  if constexpr (is_optional_type<T>::value) {
    constexpr std::size_t inner = fixed_size<W, typename T::value_type>();
    return inner == 0 ? 0 : (inner > 4 ? inner : 4);
  } else if constexpr (is_std_array<T>::value) {
    constexpr std::size_t inner = fixed_size<W, typename T::value_type>();
    if (W::pretty || W::tracking || inner == 0) return 0;
    return 2 + std::tuple_size<T>::value * (inner + 1);
  } else if constexpr (has_max_size<T>::value) {
    return serializer<T>::max_size;
  } else {
    return 0;
  }
}

// Writes a value with fixed_size<W, T>() > 0 at p, unchecked.
template <class W, class T>
JSONGEN_ALWAYS_INLINE char* write_fixed(W& w, char* p, const T& v) {
  if constexpr (is_optional_type<T>::value) {
    if (!v.has_value()) {
      std::memcpy(p, "null", 4);
      return p + 4;
    }
    return write_fixed(w, p, *v);
  } else if constexpr (is_std_array<T>::value) {
    *p++ = '[';
    for (const auto& element : v) {
      p = write_fixed(w, p, element);
      *p++ = ',';
    }
    if (std::tuple_size<T>::value != 0) --p;
    *p++ = ']';
    return p;
  } else {
    return serializer<T>::write_at(w, p, v);
  }
}

// Arrays whose elements have a fixed size need one capacity check for the
// whole array (array_room in writer.h), for any writer.
template <class W, class Range>
constexpr bool has_fixed_elements() {
  return fixed_size<W, typename range_value<Range>::type>() != 0;
}
template <class Range>
JSONGEN_ALWAYS_INLINE std::size_t range_size(const Range& range) {
  if constexpr (is_sized<Range>::value) {
    return std::size(range);
  } else {
    return static_cast<std::size_t>(std::distance(std::begin(range), std::end(range)));  // forward_list
  }
}
template <class W, class Range>
JSONGEN_ALWAYS_INLINE std::uint64_t fixed_elements_room(const W& w, const Range& range) {
  return w.array_room(range_size(range), fixed_size<W, typename range_value<Range>::type>());
}
// Writes such an array where fixed_elements_room made room.
template <class W, class Range>
JSONGEN_ALWAYS_INLINE char* write_fixed_elements(W& w, char* p, const Range& range) {
  if constexpr (!W::pretty && !W::tracking) {
    // A ',' after every value, the last one then taken back: no branch per value.
    *p++ = '[';
    for (const element_of<Range>& value : range) {
      p = write_fixed(w, p, value);
      *p++ = ',';
    }
    if (!std::empty(range)) --p;
    *p++ = ']';
    return p;
  } else {
    p = w.begin_array_at(p);
    std::size_t count = 0;
    for (const element_of<Range>& value : range) p = write_fixed(w, w.array_item_at(p, count++), value);
    return w.end_array_at(p, count);
  }
}

// ---- Runs of fields with a bound (generated code) ----------------------
//
// A struct's consecutive fields whose values have a largest size, fixed
// (numbers, bools, enums) or known from a count (arrays of those), are
// written after one capacity check for the whole run: run_room, then each
// key with key_at and each value with write_bounded.

template <class W, class T>
constexpr bool is_bounded() {
  if constexpr (fixed_size<W, T>() != 0) {
    return true;
  } else if constexpr (is_range<T>::value) {
    return has_fixed_elements<W, T>();
  } else {
    return false;
  }
}

template <class W, class T>
JSONGEN_ALWAYS_INLINE std::uint64_t bounded_size(const W& w, const T& value) {
  static_assert(is_bounded<W, T>(), "jsongen: a value without a bound in a run of fields (generated code and runtime disagree)");
  if constexpr (fixed_size<W, T>() != 0) {
    (void)w;
    (void)&value;  // not `value` itself: reading a volatile member would be a load
    return fixed_size<W, T>();
  } else {
    return fixed_elements_room(w, value);
  }
}

// `keys` bytes of keys (and a closing '}') and each value's most. A plain
// sum: each array asks for at most kImpossibleRoom (2^54), which grow()
// refuses, so the up to 256 fields of a run (emitter.cpp's parts) cannot
// wrap around, and one impossible array makes the whole run impossible.
template <class W, class... T>
JSONGEN_ALWAYS_INLINE std::size_t run_room(const W& w, std::size_t keys, const T&... values) {
  return W::room((std::uint64_t{keys} + ... + bounded_size(w, values)));
}

template <class W, class T>
JSONGEN_ALWAYS_INLINE char* write_bounded(W& w, char* p, const T& value) {
  if constexpr (fixed_size<W, T>() != 0) {
    return write_fixed(w, p, value);
  } else {
    return write_fixed_elements(w, p, value);
  }
}

// Serializers that leave room for one more byte after what they write
// (the generated ones for structs: end_object and their closing run make
// it) say so with `static constexpr std::size_t room_after = 1`; an array
// of such values writes its separators without a capacity check.
template <class T, class = void>
struct leaves_room : std::false_type {};
template <class T>
struct leaves_room<T, std::void_t<decltype(serializer<T>::room_after)>>
    : std::bool_constant<(serializer<T>::room_after >= 1)> {};

template <class W, class Range>
inline char* write_array(W& w, char* p, const Range& range) {
  if constexpr (has_fixed_elements<W, Range>()) {
    return write_fixed_elements(w, w.reserve(p, W::room(fixed_elements_room(w, range))), range);
  } else if constexpr (!W::pretty && !W::tracking && leaves_room<typename range_value<Range>::type>::value) {
    // A ',' after every value, in the room it left; the last one becomes ']'.
    p = w.reserve(p, 2);
    if (std::empty(range)) return W::literal_at(p, "[]");
    *p++ = '[';
    for (const element_of<Range>& element : range) {
      p = write_value(w, p, element);
      *p++ = ',';
    }
    p[-1] = ']';
    return p;
  }
  p = w.begin_array(p);
  std::size_t count = 0;
  for (const element_of<Range>& element : range) {
    p = w.array_item(p, count++);
    p = write_value(w, p, element);
  }
  return w.end_array(p, count);
}

template <class W, class Tuple, std::size_t... I>
inline char* write_tuple(W& w, char* p, const Tuple& t, std::index_sequence<I...>) {
  p = w.begin_array(p);
  ((p = w.array_item(p, I), p = write_value(w, p, std::get<I>(t))), ...);
  return w.end_array(p, sizeof...(I));
}

// The searches of write_array and write_tuple (locate.h).
template <class L, class Range>
bool locate_range(L& l, const Range& range) {
  std::size_t index = 0;
  for (const element_of<Range>& element : range) {
    if (locate_value(l, element)) return l.index(index);
    ++index;
  }
  return false;
}

template <class L, class Tuple, std::size_t... I>
bool locate_tuple(L& l, const Tuple& t, std::index_sequence<I...>) {
  return ((locate_value(l, std::get<I>(t)) && l.index(I)) || ...);
}

}  // namespace detail

template <class T, class Alloc>
struct serializer<std::vector<T, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::vector<T, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::vector<T, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, std::size_t N>
struct serializer<std::array<T, N>> {
  template <class W>
  static char* write(W& w, char* p, const std::array<T, N>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::array<T, N>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, std::size_t N>
struct serializer<T[N]> {
  template <class W>
  static char* write(W& w, char* p, const T (&v)[N]) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const T (&v)[N]) {
    return detail::locate_range(l, v);
  }
};

// The other standard sequences and sets, all written as arrays in iteration order.
template <class T, class Alloc>
struct serializer<std::deque<T, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::deque<T, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::deque<T, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Alloc>
struct serializer<std::list<T, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::list<T, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::list<T, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Alloc>
struct serializer<std::forward_list<T, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::forward_list<T, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::forward_list<T, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Compare, class Alloc>
struct serializer<std::set<T, Compare, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::set<T, Compare, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::set<T, Compare, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Compare, class Alloc>
struct serializer<std::multiset<T, Compare, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::multiset<T, Compare, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::multiset<T, Compare, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_set<T, Hash, Equal, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::unordered_set<T, Hash, Equal, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::unordered_set<T, Hash, Equal, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_multiset<T, Hash, Equal, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::unordered_multiset<T, Hash, Equal, Alloc>& v) {
    return detail::write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::unordered_multiset<T, Hash, Equal, Alloc>& v) {
    return detail::locate_range(l, v);
  }
};

template <class A, class B>
struct serializer<std::pair<A, B>> {
  template <class W>
  static char* write(W& w, char* p, const std::pair<A, B>& v) {
    return detail::write_tuple(w, p, v, std::index_sequence<0, 1>{});
  }
  template <class L>
  static bool locate(L& l, const std::pair<A, B>& v) {
    return detail::locate_tuple(l, v, std::index_sequence<0, 1>{});
  }
};

template <class... Ts>
struct serializer<std::tuple<Ts...>> {
  template <class W>
  static char* write(W& w, char* p, const std::tuple<Ts...>& v) {
    return detail::write_tuple(w, p, v, std::index_sequence_for<Ts...>{});
  }
  template <class L>
  static bool locate(L& l, const std::tuple<Ts...>& v) {
    return detail::locate_tuple(l, v, std::index_sequence_for<Ts...>{});
  }
};

// ---- Objects from maps ------------------------------------------------------

// A map key as a JSON string: text as it is, integers as their digits, enums
// as their enumerator names (the generated enum serializers provide write_key).
template <class W, class K>
JSONGEN_ALWAYS_INLINE char* write_key(W& w, char* p, const K& key) {
  if constexpr (detail::is_number_integer<K>) {
    p = w.reserve(p, kMaxIntegerChars + 2);  // also the 8-byte stores: 1 + 9 for short keys
    *p = '"';
    p = detail::format_integer(p + 1, key);
    *p = '"';
    return p + 1;
  } else if constexpr (std::is_enum<K>::value) {
    return serializer<K>::write_key(w, p, key);
  } else {
    return write_value(w, p, key);
  }
}

namespace detail {

template <class W, class Map>
inline char* write_map(W& w, char* p, const Map& map) {
  p = w.begin_map(p);
  std::size_t count = 0;
  for (const auto& entry : map) {
    p = w.map_key(p, count++);
    p = write_key(w, p, entry.first);
    p = w.map_value(p);
    p = write_value(w, p, entry.second);
  }
  return w.end_map(p, count);
}

// The search of write_map: each key, then its value.
template <class L, class Map>
bool locate_map(L& l, const Map& map) {
  const typename Map::key_type* previous = nullptr;
  for (const auto& entry : map) {
    if (l.key_fails(entry.first, previous)) return true;
    if (locate_value(l, entry.second)) return l.map_key(entry.first);
    previous = &entry.first;
  }
  return false;
}

}  // namespace detail

template <class K, class V, class Compare, class Alloc>
struct serializer<std::map<K, V, Compare, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::map<K, V, Compare, Alloc>& v) {
    return detail::write_map(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::map<K, V, Compare, Alloc>& v) {
    return detail::locate_map(l, v);
  }
};

template <class K, class V, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_map<K, V, Hash, Equal, Alloc>> {
  template <class W>
  static char* write(W& w, char* p, const std::unordered_map<K, V, Hash, Equal, Alloc>& v) {
    return detail::write_map(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const std::unordered_map<K, V, Hash, Equal, Alloc>& v) {
    return detail::locate_map(l, v);
  }
};

// ---- Helpers the generated code calls -------------------------------------

namespace detail {

template <class T, class = void>
struct has_empty : std::false_type {};
template <class T>
struct has_empty<T, std::void_t<decltype(std::declval<const T&>().empty())>> : std::true_type {};


// JSONGEN_OMIT_NULL: an empty optional or a null pointer.
template <class T>
bool is_null(const T& v) {
  if constexpr (is_optional_type<T>::value) {
    return !v.has_value();
  } else {
    return v == nullptr;
  }
}

// JSONGEN_OMIT_EMPTY: null, or an empty string or container.
template <class T>
bool is_empty(const T& v) {
  if constexpr (std::is_array<T>::value) {
    return v[0] == '\0';  // char[N]: the generator allows no other array
  } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
    return v == nullptr || *v == '\0';
  } else if constexpr (is_optional_type<T>::value || std::is_pointer<T>::value) {
    return is_null(v);
  } else if constexpr (has_empty<T>::value) {
    return v.empty();
  } else {
    return v == nullptr;  // unique_ptr, shared_ptr
  }
}

// JSONGEN_ENUM_AS_NUMBER: an enum, or an optional one, as its number.
template <class W, class T>
char* write_enum_number(W& w, char* p, const T& v) {
  if constexpr (is_optional_type<T>::value) {
    if (!v.has_value()) return w.write_literal(p, "null");
    return write_enum_number(w, p, *v);
  } else {
    using wide = std::conditional_t<std::is_signed<std::underlying_type_t<T>>::value, long long, unsigned long long>;
    return write_value(w, p, static_cast<wide>(v));
  }
}

}  // namespace detail

namespace detail {

template <class T, class = void>
struct is_text : std::false_type {};
template <class T>
struct is_text<T, std::void_t<decltype(serializer<T>::text(std::declval<const T&>()))>> : std::true_type {};

template <class T>
struct is_optional_text : std::false_type {};
template <class T>
struct is_optional_text<std::optional<T>> : is_text<T> {};

// A field outside a run (strings, containers, structs...): its key, then
// its value. A string shares one capacity check with its key, and may come
// with its field's text_hint.
template <class W, std::size_t N, class T>
JSONGEN_ALWAYS_INLINE char* write_field(W& w, char* p, const char (&key)[N], const T& value,
                                        text_hint* hint = nullptr) {
  if constexpr (is_text<T>::value) {
    const text_span text = serializer<T>::text(value);
    p = w.key_at(w.reserve_fields(p, N - 1 + text.size + 2 + kStringSlack, 1), key);
    return write_string_at(w, p, text.data, text.size, text.readable, hint);
  } else if constexpr (is_optional_text<T>::value) {
    if (value.has_value()) return write_field(w, p, key, *value, hint);
    return W::literal_at(w.key_at(w.reserve_fields(p, N - 1 + 4, 1), key), "null");
  } else {
    (void)hint;
    return write_value(w, w.key(p, key), value);
  }
}

}  // namespace detail

namespace detail {

// JSONGEN_WITH(Writer): Writer::write is the user's, searched by the tracking writer.
template <class Writer, class L, class T>
bool locate_with(L& l, const T& value) {
  return l.tracked([&value](auto& w, char* p) { return Writer::write(w, p, value); });
}

template <class L, class T, class = void>
struct has_locate : std::false_type {};
template <class L, class T>
struct has_locate<L, T, std::void_t<decltype(serializer<T>::locate(std::declval<L&>(), std::declval<const T&>()))>>
    : std::true_type {};

template <class L, class T>
bool locate_value(L& l, const T& value) {
  if constexpr (has_locate<L, T>::value) {
    return serializer<T>::locate(l, value);
  } else if constexpr (is_text<T>::value) {
    const text_span text = serializer<T>::text(value);
    return l.text(text.data, text.size);
  } else {
    return l.tracked([&value](auto& w, char* p) { return write_value(w, p, value); });
  }
}

}  // namespace detail

}  // namespace jsongen
