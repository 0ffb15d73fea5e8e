// Readers of the standard maps from JSON objects, whose keys are strings:
// text keys as they are, a char from a one-character key, integers from
// their digits, a bool from "true" or "false", enums from their names (by the generated enum
// deserializer's read_key). Multimaps from arrays of [key, value] pairs or
// objects that repeat keys (Options::multimaps), as written.
#pragma once

#include <cstddef>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "config.h"
#include "deserializer_core.h"
#include "read_number.h"
#include "read_sequences.h"
#include "require_cxx17.h"
#include "traits.h"

namespace jsongen {
namespace detail {

// deserializer<K>::read_key(r, key_start, text, key): a key type of its own
// (the generated enum deserializers have one; a user-written one may).
template <class R, class K, class = void>
struct has_read_key : std::false_type {};
template <class R, class K>
struct has_read_key<R, K,
                    std::void_t<decltype(deserializer<K>::read_key(std::declval<R&>(), std::declval<const char*>(),
                                                                   std::declval<std::string_view>(),
                                                                   std::declval<K&>()))>> : std::true_type {};

// The key whose decoded text is `text` (its '"' at key_start) into `key`;
// false after a failure.
template <class R, class K>
bool read_map_key(R& r, const char* key_start, std::string_view text, K& key) {
  if constexpr (std::is_same<K, std::string>::value) {
    key.assign(text.data(), text.size());
    return true;
  } else if constexpr (is_number_integer<K>) {
    const char* end = text.data() + text.size();
    const number_result n = text.empty() ? number_result{end, number_error::syntax}
                                         : (text[0] == '-' || (text[0] >= '0' && text[0] <= '9'))
                                               ? parse_integer(text.data(), end, key)
                                               : number_result{text.data(), number_error::syntax};
    if (JSONGEN_LIKELY(n.error == number_error::none && n.ptr == end)) return true;
    r.fail_with(n.error == number_error::out_of_range ? errc::number_out_of_range : errc::wrong_type, key_start,
                "expected an integer key from " + std::to_string(std::numeric_limits<K>::min()) + " to " +
                    std::to_string(std::numeric_limits<K>::max()) + ", found " + describe_found(key_start, r.end()));
    return false;
  } else if constexpr (std::is_same<K, bool>::value) {
    if (text == "true" || text == "false") {
      key = text[0] == 't';
      return true;
    }
    r.fail_with(errc::wrong_type, key_start,
                "expected a bool key, \"true\" or \"false\", found " + describe_found(key_start, r.end()));
    return false;
  } else if constexpr (has_read_key<R, K>::value) {
    return deserializer<K>::read_key(r, key_start, text, key);
  } else if constexpr (std::is_same<K, char>::value) {
    if (JSONGEN_LIKELY(text.size() == 1)) {
      key = text[0];
      return true;
    }
    r.fail_with(errc::wrong_length, key_start, "a char key is one byte, found " + describe_found(key_start, r.end()));
    return false;
  } else if constexpr (std::is_enum<K>::value) {
    static_assert(always_false<K>::value,
                  "jsongen: this enum's jsongen::deserializer has no read_key(r, key_start, text, key), so it "
                  "cannot be a map key; the generated enum deserializers have one");
    return false;
  } else {
    static_assert(always_false<K>::value,
                  "jsongen: from_json reads map keys into std::string, char, integers, bool, enums with "
                  "a generated deserializer, or types whose jsongen::deserializer has read_key(r, key_start, "
                  "text, key)");
    return false;
  }
}

template <class K>
bool same_key(const K& key, std::string_view text, const K& parsed) {
  if constexpr (std::is_same<K, std::string>::value) {
    (void)parsed;
    return key.size() == text.size() && std::memcmp(key.data(), text.data(), text.size()) == 0;
  } else {
    (void)text;
    return key == parsed;
  }
}

template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_duplicate_key(R& r, const char* key_start) {
  r.fail_with(errc::duplicate_key, key_start, "the key " + describe_found(key_start, r.end()) + " is given twice");
  return r.in_map_key(key_start);
}

// A map read again keeps the entries whose keys come again in the order it
// holds them (a std::map read from what it wrote: every one), with their
// values read in place; from the first key out of that order on, the
// entries not yet seen are erased and the rest inserted.
template <class Map>
struct map_deserializer {
  using key_type = typename Map::key_type;
  static constexpr unsigned kinds = kind_object;
  template <class R>
  static const char* read(R& r, const char* p, Map& v) {
    p = r.open_object(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    auto it = v.begin();
    bool in_order = true;
    key_type key{};
    while (*p != '}') {
      const char* const key_start = p;
      std::string_view text;
      p = r.read_key(p, text);
      if (JSONGEN_UNLIKELY(!p)) return p;
      constexpr bool text_keys = std::is_same<key_type, std::string>::value;
      if (!text_keys && JSONGEN_UNLIKELY(!read_map_key(r, key_start, text, key))) return r.in_map_key(key_start);
      if (in_order && it != v.end() && same_key(it->first, text, key)) {
        p = read_value(r, p, it->second);
        ++it;
      } else {
        if (in_order) {
          it = v.erase(it, v.end());
          in_order = false;
        }
        if (text_keys) read_map_key(r, key_start, text, key);
        auto [entry, inserted] = v.try_emplace(std::move(key));
        if (!inserted && R::options::duplicate_keys == duplicate_key_policy::error) {
          return fail_duplicate_key(r, key_start);
        }
        p = read_value(r, p, entry->second);
      }
      if (JSONGEN_UNLIKELY(!p)) return r.in_map_key(key_start);
      p = r.next_member(p);
      if (JSONGEN_UNLIKELY(!p)) return p;
    }
    if (in_order) v.erase(it, v.end());
    return r.close_object(p);
  }
};

// Emptied, then each entry inserted: from [key, value] pairs (any key
// type, read as its own JSON value) or from an object's members.
template <class Map>
struct multimap_deserializer {
  using key_type = typename Map::key_type;
  using mapped_type = typename Map::mapped_type;
  template <class R>
  static const char* read(R& r, const char* p, Map& v) {
    v.clear();
    if constexpr (R::options::multimaps == multimap_format::repeated_keys) {
      p = r.open_object(p);
      if (JSONGEN_UNLIKELY(!p)) return p;
      while (*p != '}') {
        const char* const key_start = p;
        std::string_view text;
        p = r.read_key(p, text);
        if (JSONGEN_UNLIKELY(!p)) return p;
        key_type key{};
        if (JSONGEN_UNLIKELY(!read_map_key(r, key_start, text, key))) return r.in_map_key(key_start);
        auto entry = v.emplace(std::move(key), mapped_type{});
        p = read_value(r, p, entry->second);
        if (JSONGEN_UNLIKELY(!p)) return r.in_map_key(key_start);
        p = r.next_member(p);
        if (JSONGEN_UNLIKELY(!p)) return p;
      }
      return r.close_object(p);
    } else {
      p = r.open_array(p);
      if (JSONGEN_UNLIKELY(!p)) return p;
      if (*p != ']') {
        std::pair<key_type, mapped_type> entry{};
        for (std::size_t i = 0;; ++i) {
          p = read_value(r, p, entry);
          if (JSONGEN_UNLIKELY(!p)) return r.in_index(i);
          v.emplace(std::move(entry.first), std::move(entry.second));
          p = r.next_element(p);
          if (JSONGEN_UNLIKELY(!p)) return p;
          if (*p == ']') break;
        }
      }
      return r.close_array(p);
    }
  }
};

}  // namespace detail

template <class K, class V, class Compare, class Alloc>
struct deserializer<std::map<K, V, Compare, Alloc>> : detail::map_deserializer<std::map<K, V, Compare, Alloc>> {};
template <class K, class V, class Hash, class Equal, class Alloc>
struct deserializer<std::unordered_map<K, V, Hash, Equal, Alloc>>
    : detail::map_deserializer<std::unordered_map<K, V, Hash, Equal, Alloc>> {};

template <class K, class V, class Compare, class Alloc>
struct deserializer<std::multimap<K, V, Compare, Alloc>>
    : detail::multimap_deserializer<std::multimap<K, V, Compare, Alloc>> {
  static constexpr unsigned kinds = detail::kind_array | detail::kind_object;
};
template <class K, class V, class Hash, class Equal, class Alloc>
struct deserializer<std::unordered_multimap<K, V, Hash, Equal, Alloc>>
    : detail::multimap_deserializer<std::unordered_multimap<K, V, Hash, Equal, Alloc>> {
  static constexpr unsigned kinds = detail::kind_array | detail::kind_object;
};

}  // namespace jsongen
