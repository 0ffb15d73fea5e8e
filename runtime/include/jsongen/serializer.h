// serializer<T>::write(W& writer, const T& value) for the built-in and
// standard library types. The generated headers add specializations for
// annotated structs and for the enums they use, and users may add their own
// for types jsongen cannot see into (see README: "Custom serializers").
// Containers find all of them through this one template, so nesting
// (vector<optional<Struct>>) needs nothing extra.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <forward_list>
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

template <>
struct serializer<bool> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, bool v) {
    w.reserve(5);
    // "true" and "fals" are both 4 bytes; the 'e' is kept only for false.
    std::memcpy(w.cursor(), v ? "true" : "fals", 4);
    w.cursor()[4] = 'e';
    w.advance(v ? 4 : 5);
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
struct serializer<T, std::enable_if_t<detail::is_number_integer<T>>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, T v) {
    w.reserve(kMaxIntegerChars);
    w.set_cursor(detail::format_integer(w.cursor(), v));
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
struct serializer<T, std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, T v) {
    if (JSONGEN_UNLIKELY(!std::isfinite(v))) return write_non_finite(w, v);
    w.reserve(kMaxFloatChars);
    w.set_cursor(format_finite_float(w.cursor(), v));
  }

 private:
  template <class W>
  static JSONGEN_NOINLINE void write_non_finite(W& w, T v) {
    constexpr nan_policy policy = W::options::nan;
    if constexpr (policy == nan_policy::literal) {
      if (std::isnan(v)) {
        w.write_literal("NaN");
      } else if (v > 0) {
        w.write_literal("Infinity");
      } else {
        w.write_literal("-Infinity");
      }
      return;
    }
    if constexpr (policy == nan_policy::error) w.fail(errc::non_finite_number);
    w.write_literal("null");
  }
};

template <class Traits, class Alloc>
struct serializer<std::basic_string<char, Traits, Alloc>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, const std::basic_string<char, Traits, Alloc>& v) {
    write_string(w, v.data(), v.size());
  }
};

template <class Traits>
struct serializer<std::basic_string_view<char, Traits>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE void write(W& w, std::basic_string_view<char, Traits> v) {
    write_string(w, v.data(), v.size());
  }
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

template <class W, class Range>
inline void write_array(W& w, const Range& range) {
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

template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

// JSONGEN_OMIT_NULL: an empty optional or a null pointer.
template <class T>
bool is_null(const T& v) {
  if constexpr (is_optional<T>::value) {
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
  } else if constexpr (is_optional<T>::value || std::is_pointer<T>::value) {
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
  if constexpr (is_optional<T>::value) {
    if (!v.has_value()) return w.write_literal("null");
    write_enum_number(w, *v);
  } else {
    using wide = std::conditional_t<std::is_signed<std::underlying_type_t<T>>::value, long long, unsigned long long>;
    write_value(w, static_cast<wide>(v));
  }
}

}  // namespace detail

}  // namespace jsongen
