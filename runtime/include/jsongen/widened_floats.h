// Floats written as the doubles they convert to (JSONGEN_WIDEN_FLOATS, the
// configuration's widen_floats, implied by --nlohmann): 0.1f is written
// 0.10000000149011612, as nlohmann::json (and any library that stores
// numbers as doubles) writes it, instead of the shortest text that reads
// back as the same float, 0.1. Reading is unchanged: either text reads
// back as 0.1f. Inside optionals, smart pointers, pairs and tuples,
// containers and map values too; everything else is written as usual.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "arrays.h"
#include "detail/value_kinds.h"
#include "maps.h"
#include "require_cxx17.h"
#include "serializer_core.h"

namespace jsongen {
namespace detail {
namespace widened_floats {

template <class T>
constexpr bool holds_float();

template <class Tuple, std::size_t... I>
constexpr bool any_element_holds_float(std::index_sequence<I...>) {
  return (false || ... || holds_float<std::tuple_element_t<I, Tuple>>());
}

// Whether a T has a float anywhere in it that this header widens.
template <class T>
constexpr bool holds_float() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same<U, float>::value) {
    return true;
  } else if constexpr (is_optional_type<U>::value) {
    return holds_float<typename U::value_type>();
  } else if constexpr (is_smart_pointer<U>::value) {
    return holds_float<typename U::element_type>();
  } else if constexpr (is_tuple_like<U>::value) {
    return any_element_holds_float<U>(std::make_index_sequence<std::tuple_size<U>::value>{});
  } else if constexpr (is_map_like<U>::value) {
    return holds_float<typename U::mapped_type>();
  } else if constexpr (is_text<U>::value) {
    return false;
  } else if constexpr (is_range<U>::value) {
    return holds_float<typename range_value<U>::type>();
  } else {
    return false;
  }
}

template <class W, class T>
char* write(W& w, char* p, const T& v);

template <class W, class Tuple, std::size_t... I>
char* write_elements(W& w, char* p, const Tuple& t, std::index_sequence<I...>) {
  p = w.begin_array(p);
  ((p = w.array_item(p, I), p = write(w, p, std::get<I>(t))), ...);
  return w.end_array(p, sizeof...(I));
}

template <class W, class T>
char* write(W& w, char* p, const T& v) {
  using U = std::remove_cv_t<T>;
  if constexpr (!holds_float<U>()) {
    return write_value(w, p, v);
  } else if constexpr (std::is_same<U, float>::value) {
    return write_value(w, p, static_cast<double>(v));
  } else if constexpr (is_optional_type<U>::value || is_smart_pointer<U>::value) {
    if (!v) return w.write_literal(p, "null");
    return write(w, p, *v);
  } else if constexpr (is_tuple_like<U>::value) {
    return write_elements(w, p, v, std::make_index_sequence<std::tuple_size<U>::value>{});
  } else if constexpr (is_map_like<U>::value &&
                       (!is_multimap<U>::value || W::options::multimaps == multimap_format::repeated_keys)) {
    p = w.begin_map(p);
    std::size_t count = 0;
    for (const auto& entry : v) {
      p = w.map_key(p, count++);
      p = write_key(w, p, entry.first);
      p = w.map_value(p);
      p = write(w, p, entry.second);
    }
    return w.end_map(p, count);
  } else {  // a range (a multimap: [key, value] pairs, as maps.h writes it)
    p = w.begin_array(p);
    std::size_t count = 0;
    for (const auto& element : v) {
      p = w.array_item(p, count++);
      p = write(w, p, element);
    }
    return w.end_array(p, count);
  }
}

}  // namespace widened_floats
}  // namespace detail
}  // namespace jsongen
