// The readers of nlohmann_conventions.h's values, for the fields of the
// types jsongen --nlohmann takes from NLOHMANN_DEFINE_TYPE_* macros: a
// char from its number, a float from a number, a map whose key is not
// text from [key, value] pairs, a multimap with text keys from an object;
// containers, optionals, smart pointers, pairs and tuples of those element
// by element. The rest is read by its own deserializer, with the same
// strictness (a char out of char's range is errc::number_out_of_range).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "deserializer_core.h"
#include "nlohmann_conventions.h"
#include "read_maps.h"
#include "read_sequences.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {
namespace nlohmann_style {

template <class R, class T>
const char* read(R& r, const char* p, T& v);

struct element_reader {
  template <class R, class T>
  const char* operator()(R& r, const char* p, T& value) const {
    return read(r, p, value);
  }
};

template <class T, class = void>
struct has_push_back : std::false_type {};
template <class T>
struct has_push_back<T, std::void_t<decltype(std::declval<T&>().emplace_back())>> : std::true_type {};

template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};

// An object into a map with text keys: emptied, then each member inserted
// (a key given twice is errc::duplicate_key unless the options let the
// last win; a multimap keeps each).
template <class R, class Map>
const char* read_object(R& r, const char* p, Map& v) {
  v.clear();
  p = r.open_object(p);
  if (JSONGEN_UNLIKELY(!p)) return p;
  while (*p != '}') {
    const char* const key_start = p;
    std::string_view text;
    p = r.read_key(p, text);
    if (JSONGEN_UNLIKELY(!p)) return p;
    typename Map::key_type key{};
    if (JSONGEN_UNLIKELY(!read_map_key(r, key_start, text, key))) return r.in_map_key(key_start);
    typename Map::mapped_type* value = nullptr;
    if constexpr (is_multimap<Map>::value) {
      value = &v.emplace(std::move(key), typename Map::mapped_type{})->second;
    } else {
      auto [entry, inserted] = v.try_emplace(std::move(key));
      if (!inserted && R::options::duplicate_keys == duplicate_key_policy::error) {
        return fail_duplicate_key(r, key_start);
      }
      value = &entry->second;
    }
    p = read(r, p, *value);
    if (JSONGEN_UNLIKELY(!p)) return r.in_map_key(key_start);
    p = r.next_member(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
  }
  return r.close_object(p);
}

// An array of [key, value] pairs into a map or a set, or an array into
// another container without emplace_back: emptied, then each inserted.
template <class R, class Container>
const char* read_inserting(R& r, const char* p, Container& v) {
  v.clear();
  p = r.open_array(p);
  if (JSONGEN_UNLIKELY(!p)) return p;
  if (*p != ']') {
    for (std::size_t i = 0;; ++i) {
      const char* const start = p;
      if constexpr (is_map_like<Container>::value) {
        std::pair<typename Container::key_type, typename Container::mapped_type> entry{};
        p = read(r, p, entry);
        if (JSONGEN_UNLIKELY(!p)) return r.in_index(i);
        const bool inserted = v.emplace(std::move(entry.first), std::move(entry.second)).second;
        if constexpr (!is_multimap<Container>::value) {
          if (!inserted && R::options::duplicate_keys == duplicate_key_policy::error) {
            r.fail_with(errc::duplicate_key, start, "a key given twice in a map");
            return r.in_index(i);
          }
        }
      } else {
        typename Container::value_type element{};
        p = read(r, p, element);
        if (JSONGEN_UNLIKELY(!p)) return r.in_index(i);
        v.insert(std::move(element));
      }
      p = r.next_element(p);
      if (JSONGEN_UNLIKELY(!p)) return p;
      if (*p == ']') break;
    }
  }
  return r.close_array(p);
}

template <class R, class T>
const char* read(R& r, const char* p, T& v) {
  if constexpr (!differs<T>()) {
    return read_value(r, p, v);
  } else if constexpr (std::is_same<T, char>::value) {
    // As a number of char's own range (signed or not, as the platform has it).
    std::conditional_t<std::is_signed<char>::value, signed char, unsigned char> number = 0;
    p = read_value(r, p, number);
    if (JSONGEN_LIKELY(p != nullptr)) v = static_cast<char>(number);
    return p;
  } else if constexpr (std::is_same<T, float>::value) {
    return read_value(r, p, v);
  } else if constexpr (is_optional_type<T>::value || is_smart_pointer<T>::value) {
    if (p != r.end() && *p == 'n') {
      v.reset();
      return r.literal(p, "null", "null");
    }
    if constexpr (is_optional_type<T>::value) {
      if (!v) v.emplace();
    } else if constexpr (std::is_same<T, std::shared_ptr<typename T::element_type>>::value) {
      if (!v || v.use_count() != 1) v = std::make_shared<typename T::element_type>();
    } else {
      if (!v) v = std::make_unique<typename T::element_type>();
    }
    return read(r, p, *v);
  } else if constexpr (is_tuple_like<T>::value) {
    return read_sequence_with(r, p, v, element_reader{});
  } else if constexpr (is_text_keyed_map<T>()) {
    return read_object(r, p, v);
  } else if constexpr (is_map_like<T>::value) {
    return read_inserting(r, p, v);
  } else if constexpr (std::is_array<T>::value || is_std_array<T>::value || has_push_back<T>::value) {
    // std::vector, std::deque, std::list, std::array, T[N] (and pairs and tuples, above): their own
    // readers, each element by read().
    return read_sequence_with(r, p, v, element_reader{});
  } else {
    return read_inserting(r, p, v);  // sets
  }
}

}  // namespace nlohmann_style
}  // namespace detail
}  // namespace jsongen
