// The array machinery the sequence serializers share: a range or tuple as a
// JSON array, with one capacity check for a whole array of fixed-size
// values (numbers, bools, enums), and the error search over elements.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <tuple>
#include <type_traits>
#include <utility>

#include "config.h"
#include "require_cxx17.h"
#include "serializer_core.h"

namespace jsongen {
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

template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};

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
    // g++ keeps the loop over a pair (canada's points) a loop of two turns:
    // unrolled, canada writes ~3% faster. clang unrolls it itself (and was
    // 5% slower with the elements written by hand through an index_sequence).
    JSONGEN_UNROLL_SHORT_LOOP
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


// The serializer of a range written as an array in iteration order.
template <class Range>
struct range_serializer {
  template <class W>
  static char* write(W& w, char* p, const Range& v) {
    return write_array(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const Range& v) {
    return locate_range(l, v);
  }
};

}  // namespace detail
}  // namespace jsongen
