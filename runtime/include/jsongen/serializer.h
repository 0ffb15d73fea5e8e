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

template <class W, class T>
JSONGEN_ALWAYS_INLINE void write_value(W& w, const T& value) {
  serializer<T>::write(w, value);
}

// Values with a known largest size (numbers, bools, and the enums the
// generated code adds) provide max_size and write_at(w, p, v), which writes
// at p without checking capacity; runs of them share one capacity check.
template <class Derived>
struct fixed_size_serializer {
  template <class W, class T>
  static JSONGEN_ALWAYS_INLINE void write(W& w, const T& v) {
    w.reserve(Derived::max_size);
    w.set_cursor(Derived::write_at(w, w.cursor(), v));
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
  static constexpr std::size_t max_size =
      static_cast<std::size_t>(std::numeric_limits<T>::digits10) + 1 + (std::is_signed<T>::value ? 1 : 0);
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W&, char* p, T v) {
    return detail::format_integer(p, v);
  }
};

// A plain char is text: a one-character string.
template <>
struct serializer<char> {
  template <class W>
  static void write(W& w, char v) {
    write_string(w, &v, 1);
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
  static JSONGEN_ALWAYS_INLINE void write(W& w, const std::basic_string<char, Traits, Alloc>& v) {
    write_string(w, v.data(), v.size());
  }
  static std::string_view text(const std::basic_string<char, Traits, Alloc>& v) { return {v.data(), v.size()}; }
};

template <class Traits>
struct serializer<std::basic_string_view<char, Traits>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, std::basic_string_view<char, Traits> v) {
    write_string(w, v.data(), v.size());
  }
  static std::string_view text(std::basic_string_view<char, Traits> v) { return {v.data(), v.size()}; }
};

// C strings; a null pointer is null.
template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, const char*>::value || std::is_same<T, char*>::value>> {
  template <class W>
  static void write(W& w, const char* v) {
    if (v == nullptr) return w.write_literal("null");
    write_string(w, v, std::strlen(v));
  }
};

// A char array holds text: a string up to the first NUL (or all N bytes).
template <std::size_t N>
struct serializer<char[N]> {
  template <class W>
  static void write(W& w, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    write_string(w, v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
};

// ---- Nullable and sum types ----------------------------------------------

template <class T>
struct serializer<std::optional<T>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, const std::optional<T>& v) {
    if (!v.has_value()) return w.write_literal("null");
    write_value(w, *v);
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
  static void write(W& w, const T* v) {
    if (v == nullptr) return w.write_literal("null");
    write_value(w, *v);
  }
};

template <class T, class Deleter>
struct serializer<std::unique_ptr<T, Deleter>> {
  template <class W>
  static void write(W& w, const std::unique_ptr<T, Deleter>& v) {
    if (!v) return w.write_literal("null");
    write_value(w, *v);
  }
};

template <class T>
struct serializer<std::shared_ptr<T>> {
  template <class W>
  static void write(W& w, const std::shared_ptr<T>& v) {
    if (!v) return w.write_literal("null");
    write_value(w, *v);
  }
};

template <>
struct serializer<std::monostate> {
  template <class W>
  static void write(W& w, std::monostate) {
    w.write_literal("null");
  }
};

// The active alternative's value (a variant left valueless by an exception is null).
template <class... Ts>
struct serializer<std::variant<Ts...>> {
  template <class W>
  static void write(W& w, const std::variant<Ts...>& v) {
    if (v.valueless_by_exception()) return w.write_literal("null");
    std::visit([&w](const auto& alternative) { write_value(w, alternative); }, v);
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

template <class W, class Range>
inline void write_array(W& w, const Range& range) {
  using element = typename range_value<Range>::type;
  constexpr std::size_t element_size = fixed_size<W, element>();
  if constexpr (element_size != 0 && !W::pretty && !W::tracking && is_sized<Range>::value) {
    // One capacity check for the whole array.
    const std::size_t count = std::size(range);
    if (JSONGEN_LIKELY(count < (std::size_t(-1) - 2) / (element_size + 1))) {
      w.reserve(2 + count * (element_size + 1));
      char* p = w.cursor();
      *p++ = '[';
      for (const auto& value : range) {
        p = write_fixed(w, p, value);
        *p++ = ',';
      }
      if (count != 0) --p;
      *p++ = ']';
      w.set_cursor(p);
      return;
    }
  }
  w.begin_array();
  std::size_t count = 0;
  for (const auto& element : range) {
    w.array_item(count++);
    write_value(w, element);
  }
  w.end_array(count);
}

template <class W, class Tuple, std::size_t... I>
inline void write_tuple(W& w, const Tuple& t, std::index_sequence<I...>) {
  w.begin_array();
  ((w.array_item(I), write_value(w, std::get<I>(t))), ...);
  w.end_array(sizeof...(I));
}

}  // namespace detail

template <class T, class Alloc>
struct serializer<std::vector<T, Alloc>> {
  template <class W>
  static void write(W& w, const std::vector<T, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, std::size_t N>
struct serializer<std::array<T, N>> {
  template <class W>
  static void write(W& w, const std::array<T, N>& v) {
    detail::write_array(w, v);
  }
};

template <class T, std::size_t N>
struct serializer<T[N]> {
  template <class W>
  static void write(W& w, const T (&v)[N]) {
    detail::write_array(w, v);
  }
};

// The other standard sequences and sets, all written as arrays in iteration order.
template <class T, class Alloc>
struct serializer<std::deque<T, Alloc>> {
  template <class W>
  static void write(W& w, const std::deque<T, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Alloc>
struct serializer<std::list<T, Alloc>> {
  template <class W>
  static void write(W& w, const std::list<T, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Alloc>
struct serializer<std::forward_list<T, Alloc>> {
  template <class W>
  static void write(W& w, const std::forward_list<T, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Compare, class Alloc>
struct serializer<std::set<T, Compare, Alloc>> {
  template <class W>
  static void write(W& w, const std::set<T, Compare, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Compare, class Alloc>
struct serializer<std::multiset<T, Compare, Alloc>> {
  template <class W>
  static void write(W& w, const std::multiset<T, Compare, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_set<T, Hash, Equal, Alloc>> {
  template <class W>
  static void write(W& w, const std::unordered_set<T, Hash, Equal, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_multiset<T, Hash, Equal, Alloc>> {
  template <class W>
  static void write(W& w, const std::unordered_multiset<T, Hash, Equal, Alloc>& v) {
    detail::write_array(w, v);
  }
};

template <class A, class B>
struct serializer<std::pair<A, B>> {
  template <class W>
  static void write(W& w, const std::pair<A, B>& v) {
    detail::write_tuple(w, v, std::index_sequence<0, 1>{});
  }
};

template <class... Ts>
struct serializer<std::tuple<Ts...>> {
  template <class W>
  static void write(W& w, const std::tuple<Ts...>& v) {
    detail::write_tuple(w, v, std::index_sequence_for<Ts...>{});
  }
};

// ---- Objects from maps ------------------------------------------------------

// A map key as a JSON string: text as it is, integers as their digits, enums
// as their enumerator names (the generated enum serializers provide write_key).
template <class W, class K>
JSONGEN_ALWAYS_INLINE void write_key(W& w, const K& key) {
  if constexpr (detail::is_number_integer<K>) {
    w.reserve(kMaxIntegerChars + 2);
    char* p = w.cursor();
    *p = '"';
    p = detail::format_integer(p + 1, key);
    *p = '"';
    w.set_cursor(p + 1);
  } else if constexpr (std::is_enum<K>::value) {
    serializer<K>::write_key(w, key);
  } else {
    write_value(w, key);
  }
}

namespace detail {

template <class W, class Map>
inline void write_map(W& w, const Map& map) {
  w.begin_map();
  std::size_t count = 0;
  for (const auto& entry : map) {
    const std::size_t key_start = w.map_key(count++);
    write_key(w, entry.first);
    w.map_value(key_start);
    write_value(w, entry.second);
  }
  w.end_map(count);
}

}  // namespace detail

template <class K, class V, class Compare, class Alloc>
struct serializer<std::map<K, V, Compare, Alloc>> {
  template <class W>
  static void write(W& w, const std::map<K, V, Compare, Alloc>& v) {
    detail::write_map(w, v);
  }
};

template <class K, class V, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_map<K, V, Hash, Equal, Alloc>> {
  template <class W>
  static void write(W& w, const std::unordered_map<K, V, Hash, Equal, Alloc>& v) {
    detail::write_map(w, v);
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
void write_enum_number(W& w, const T& v) {
  if constexpr (is_optional_type<T>::value) {
    if (!v.has_value()) return w.write_literal("null");
    write_enum_number(w, *v);
  } else {
    using wide = std::conditional_t<std::is_signed<std::underlying_type_t<T>>::value, long long, unsigned long long>;
    write_value(w, static_cast<wide>(v));
  }
}

}  // namespace detail

namespace detail {

template <class T, class = void>
struct is_text : std::false_type {};
template <class T>
struct is_text<T, std::void_t<decltype(serializer<T>::text(std::declval<const T&>()))>> : std::true_type {};

template <class W, class T>
constexpr std::size_t fixed_size_of(const T&) {
  return fixed_size<W, T>();
}

// A field without a fixed size: its key, then its value. A string shares
// one capacity check with its key.
template <class W, std::size_t N, class T>
JSONGEN_ALWAYS_INLINE void write_field(W& w, const char (&key)[N], const T& value) {
  if constexpr (is_text<T>::value) {
    const std::string_view text = serializer<T>::text(value);
    char* p = w.reserve_fields(N - 1 + text.size() + 2, 1);
    p = w.key_at(p, key);
    w.set_cursor(write_string_at(w, p, text.data(), text.size(), 0));
  } else if constexpr (is_optional_type<T>::value) {
    if constexpr (is_text<typename T::value_type>::value) {
      if (value.has_value()) return write_field(w, key, *value);
      char* p = w.key_at(w.reserve_fields(N - 1 + 4, 1), key);
      std::memcpy(p, "null", 4);
      w.set_cursor(p + 4);
    } else {
      w.key(key);
      write_value(w, value);
    }
  } else {
    w.key(key);
    write_value(w, value);
  }
}

}  // namespace detail

}  // namespace jsongen
