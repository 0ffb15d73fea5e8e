// Test-only types that read any JSON value through the reader's public
// operations (reader.h), as a user-written jsongen::deserializer would:
// any_value keeps what it read (for comparisons with another parser),
// skipped validates and discards it with basic_reader::skip_value.
#pragma once

#include <jsongen/jsongen.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace reader_test {

struct any_value {
  enum kind_t { null, boolean, number, string, array, object } kind = null;
  bool b = false;
  double n = 0;
  std::string number_text;  // the number as written
  std::string s;
  std::vector<any_value> items;
  // An object's members in input order, duplicates kept: keys[i] names
  // values[i] (two vectors: a std::pair of this still incomplete type fails
  // to compile where C++20's constexpr vector instantiates it early).
  std::vector<std::string> keys;
  std::vector<any_value> values;
};

struct skipped {};

}  // namespace reader_test

namespace jsongen {

template <>
struct deserializer<reader_test::any_value> {
  template <class R>
  static const char* read(R& r, const char* p, reader_test::any_value& v) {
    using reader_test::any_value;
    if (p == r.end()) return r.fail_syntax(p, "a value");
    switch (*p) {
      case '{': {
        v.kind = any_value::object;
        p = r.open_object(p);
        if (!p) return p;
        while (*p != '}') {
          std::string_view key;
          p = r.read_key(p, key);
          if (!p) return p;
          v.keys.emplace_back(key);  // key may view the scratch: copied first
          v.values.emplace_back();
          p = read_value(r, p, v.values.back());
          if (!p) return r.in_field(v.keys.back());
          p = r.next_member(p);
          if (!p) return p;
        }
        return r.close_object(p);
      }
      case '[': {
        v.kind = any_value::array;
        p = r.open_array(p);
        if (!p) return p;
        if (*p == ']') return r.close_array(p);
        for (;;) {
          v.items.emplace_back();
          p = read_value(r, p, v.items.back());
          if (!p) return r.in_index(v.items.size() - 1);
          p = r.next_element(p);
          if (!p) return p;
          if (*p == ']') return r.close_array(p);
        }
      }
      case '"': v.kind = any_value::string; return read_value(r, p, v.s);
      case 't':
      case 'f': v.kind = any_value::boolean; return read_value(r, p, v.b);
      case 'n': v.kind = any_value::null; return r.literal(p, "null", "a value");
      default: {
        if (*p != '-' && (*p < '0' || *p > '9')) return r.fail_syntax(p, "a value");
        v.kind = any_value::number;
        const char* q = read_value(r, p, v.n);
        if (q) v.number_text.assign(p, q);
        return q;
      }
    }
  }
};

template <>
struct deserializer<reader_test::skipped> {
  template <class R>
  static const char* read(R& r, const char* p, reader_test::skipped&) {
    return r.skip_value(p);
  }
};

}  // namespace jsongen
