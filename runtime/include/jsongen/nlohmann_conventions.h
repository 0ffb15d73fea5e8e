// nlohmann::json's conventions, for the fields of the types jsongen
// --nlohmann takes from NLOHMANN_DEFINE_TYPE_* macros: where nlohmann::json
// writes a value differently from jsongen, the value is written as
// nlohmann::json writes it, so the output parses to the same JSON value:
//
//   - a char is its number (97), not a one-character string;
//   - a float is the double it converts to (0.1f: 0.10000000149011612);
//   - a map whose key is not text (std::string can be constructed from it)
//     is an array of [key, value] pairs; a multimap with text keys is an
//     object holding each key's first value;
//   - containers, optionals, smart pointers, pairs and tuples of those,
//     element by element.
//
// Everything else, and every value without such a part anywhere inside,
// is written by its own jsongen serializer. Enums are the generated enum
// serializers' business (numbers, or NLOHMANN_JSON_SERIALIZE_ENUM's values).
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
namespace nlohmann_style {

// nlohmann's rule for an object: its key type can make a std::string.
template <class K>
inline constexpr bool text_key = std::is_constructible<std::string, const K&>::value;

template <class T>
constexpr bool is_text_keyed_map() {
  if constexpr (is_map_like<T>::value) {
    return text_key<typename T::key_type>;
  } else {
    return false;
  }
}

template <class T>
constexpr bool differs();

template <class Tuple, std::size_t... I>
constexpr bool any_element_differs(std::index_sequence<I...>) {
  return (false || ... || differs<std::tuple_element_t<I, Tuple>>());
}

// Whether nlohmann::json writes a T differently from jsongen anywhere in it.
template <class T>
constexpr bool differs() {
  using U = std::remove_cv_t<T>;
  if constexpr (std::is_same<U, char>::value || std::is_same<U, float>::value) {
    return true;
  } else if constexpr (is_optional_type<U>::value) {
    return differs<typename U::value_type>();
  } else if constexpr (is_smart_pointer<U>::value) {
    return differs<typename U::element_type>();
  } else if constexpr (is_tuple_like<U>::value) {
    return any_element_differs<U>(std::make_index_sequence<std::tuple_size<U>::value>{});
  } else if constexpr (is_map_like<U>::value) {
    return !text_key<typename U::key_type> || is_multimap<U>::value || differs<typename U::mapped_type>();
  } else if constexpr (std::is_array<U>::value) {
    return !std::is_same<std::remove_cv_t<std::remove_extent_t<U>>, char>::value &&
           differs<std::remove_extent_t<U>>();  // char[N] is text to both
  } else if constexpr (is_text<U>::value) {
    return false;
  } else if constexpr (is_range<U>::value) {
    return differs<typename range_value<U>::type>();
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
  if constexpr (!differs<U>()) {
    return write_value(w, p, v);
  } else if constexpr (std::is_same<U, char>::value) {
    return write_value(w, p, static_cast<int>(v));
  } else if constexpr (std::is_same<U, float>::value) {
    return write_value(w, p, static_cast<double>(v));
  } else if constexpr (is_optional_type<U>::value || is_smart_pointer<U>::value) {
    if (!v) return w.write_literal(p, "null");
    return write(w, p, *v);
  } else if constexpr (is_tuple_like<U>::value) {
    return write_elements(w, p, v, std::make_index_sequence<std::tuple_size<U>::value>{});
  } else if constexpr (is_text_keyed_map<U>()) {
    p = w.begin_map(p);
    std::size_t count = 0;
    const typename U::key_type* previous = nullptr;
    for (const auto& entry : v) {
      // A multimap's equal keys are neighbours; nlohmann::json keeps the first.
      if (is_multimap<U>::value && previous != nullptr && *previous == entry.first) continue;
      previous = &entry.first;
      p = w.map_key(p, count++);
      p = write_key(w, p, entry.first);
      p = w.map_value(p);
      p = write(w, p, entry.second);
    }
    return w.end_map(p, count);
  } else if constexpr (is_map_like<U>::value) {
    p = w.begin_array(p);
    std::size_t count = 0;
    for (const auto& entry : v) {
      p = w.array_item(p, count++);
      p = w.begin_array(p);
      p = w.array_item(p, 0);
      p = write(w, p, entry.first);
      p = w.array_item(p, 1);
      p = write(w, p, entry.second);
      p = w.end_array(p, 2);
    }
    return w.end_array(p, count);
  } else {
    p = w.begin_array(p);
    std::size_t count = 0;
    for (const auto& element : v) {
      p = w.array_item(p, count++);
      p = write(w, p, element);
    }
    return w.end_array(p, count);
  }
}

// After a failed write, the first error and its path (locate.h): values
// written by jsongen's serializers are searched by theirs, the others by
// the path-tracking writer.
template <class L, class T>
bool locate(L& l, const T& v) {
  if constexpr (!differs<T>()) {
    return locate_value(l, v);
  } else {
    return l.tracked([&v](auto& w, char* p) { return write(w, p, v); });
  }
}

}  // namespace nlohmann_style
}  // namespace detail
}  // namespace jsongen

#include "read_nlohmann_conventions.h"  // and their readers
