// Serializers of the standard maps: JSON objects, whose keys are strings.
// A key type that cannot be written as one is refused at compile time.
// Multimaps are arrays of [key, value] pairs, or objects that repeat keys
// (Options::multimaps).
#pragma once

#include <cstddef>
#include <map>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "arrays.h"
#include "config.h"
#include "error.h"
#include "generated_support.h"
#include "integer.h"
#include "options.h"
#include "require_cxx17.h"
#include "scalars.h"
#include "serializer_core.h"
#include "strings.h"

namespace jsongen {

namespace detail {
// serializer<K>::write_key(w, p, key) writes a key as a quoted JSON string
// (the generated enum serializers have one; a user-written one may).
template <class W, class K, class = void>
struct has_write_key : std::false_type {};
template <class W, class K>
struct has_write_key<W, K,
                     std::void_t<decltype(serializer<K>::write_key(std::declval<W&>(), std::declval<char*>(),
                                                                   std::declval<const K&>()))>> : std::true_type {};
}  // namespace detail

// A map key as a JSON string: text as it is, a char as a one-character
// string, integers as their digits, a bool as "true" or "false", enums as their enumerator names, other
// types by their serializer's write_key. A null C string is errc::null_key.
template <class W, class K>
JSONGEN_ALWAYS_INLINE char* write_key(W& w, char* p, const K& key) {
  if constexpr (detail::is_number_integer<K>) {
    p = w.reserve(p, kMaxIntegerChars + 2);  // also the 8-byte stores: 1 + 9 for short keys
    *p = '"';
    p = detail::format_integer(p + 1, key);
    *p = '"';
    return p + 1;
  } else if constexpr (std::is_same<K, bool>::value) {
    return key ? w.write_literal(p, "\"true\"") : w.write_literal(p, "\"false\"");  // as Glaze and serde write them
  } else if constexpr (detail::has_write_key<W, K>::value) {
    return serializer<K>::write_key(w, p, key);
  } else if constexpr (std::is_enum<K>::value) {
    static_assert(always_false<K>::value,
                  "jsongen: this enum's jsongen::serializer has no write_key(w, p, key), so it cannot be a "
                  "map key; the generated enum serializers have one");
    return p;
  } else if constexpr (std::is_same<K, const char*>::value || std::is_same<K, char*>::value) {
    if (JSONGEN_UNLIKELY(key == nullptr)) {
      w.fail(errc::null_key, p);  // p: where the key starts, so the path shows the map's key as [...]
      return w.write_literal(p, "\"\"");
    }
    return write_value(w, p, key);
  } else if constexpr (std::is_same<K, char>::value || detail::is_text<K>::value) {
    return write_value(w, p, key);
  } else {
    static_assert(always_false<K>::value,
                  "jsongen: this map key type cannot be a JSON object key, which is a string. Keys may be "
                  "std::string, std::string_view, const char*, char, integers, bool, enums with a "
                  "generated serializer, or types whose jsongen::serializer has write_key(w, p, key); "
                  "not floating point, optional or other values: convert the keys, or write the "
                  "entries as an array of pairs");
    return p;
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

// A map field left out of entries whose value is null (an empty optional, a
// null pointer), as Glaze's skip_null_members does: omit = "null" on the
// field, or JSONGEN_OMIT_NULL on its struct. Reading is unchanged (a null
// value is read as one).
template <class W, class Map>
char* write_map_without_nulls(W& w, char* p, const Map& map) {
  p = w.begin_map(p);
  std::size_t count = 0;
  for (const auto& entry : map) {
    if (is_null(entry.second)) continue;
    p = w.map_key(p, count++);
    p = write_key(w, p, entry.first);
    p = w.map_value(p);
    p = write_value(w, p, entry.second);
  }
  return w.end_map(p, count);
}

template <class L, class Map>
bool locate_map_without_nulls(L& l, const Map& map) {
  const typename Map::key_type* previous = nullptr;
  for (const auto& entry : map) {
    if (is_null(entry.second)) continue;
    if (l.key_fails(entry.first, previous)) return true;
    if (locate_value(l, entry.second)) return l.map_key(entry.first);
    previous = &entry.first;
  }
  return false;
}

template <class Map>
struct map_serializer {
  template <class W>
  static char* write(W& w, char* p, const Map& v) {
    return write_map(w, p, v);
  }
  template <class L>
  static bool locate(L& l, const Map& v) {
    return locate_map(l, v);
  }
};

// A key may repeat: [[key, value], ...] by default, which any key type
// allows, or an object with the key once per value (multimap_format).
template <class Map>
struct multimap_serializer {
  template <class W>
  static char* write(W& w, char* p, const Map& v) {
    if constexpr (W::options::multimaps == multimap_format::repeated_keys) {
      return write_map(w, p, v);
    } else {
      return write_array(w, p, v);
    }
  }
  template <class L>
  static bool locate(L& l, const Map& v) {
    if constexpr (L::options::multimaps == multimap_format::repeated_keys) {
      return locate_map(l, v);
    } else {
      return locate_range(l, v);
    }
  }
};

}  // namespace detail

template <class K, class V, class Compare, class Alloc>
struct serializer<std::map<K, V, Compare, Alloc>> : detail::map_serializer<std::map<K, V, Compare, Alloc>> {};

template <class K, class V, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_map<K, V, Hash, Equal, Alloc>>
    : detail::map_serializer<std::unordered_map<K, V, Hash, Equal, Alloc>> {};

template <class K, class V, class Compare, class Alloc>
struct serializer<std::multimap<K, V, Compare, Alloc>>
    : detail::multimap_serializer<std::multimap<K, V, Compare, Alloc>> {};

template <class K, class V, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_multimap<K, V, Hash, Equal, Alloc>>
    : detail::multimap_serializer<std::unordered_multimap<K, V, Hash, Equal, Alloc>> {};

}  // namespace jsongen
