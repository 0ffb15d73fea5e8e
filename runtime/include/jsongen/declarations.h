// The names a generated .json.h (split layout) uses, declared without the
// machinery behind them. A file that includes only such .json.h files
// parses this and a few standard headers, not the writer, the escapers and
// the number formatting: it calls serializers compiled in the .json.cpp
// files (compiled.h). jsongen.h includes this header and defines what it
// declares; the definitions are needed only where a serializer is
// instantiated (the .json.cpp, a .json.inl.h, a header-only .json.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>  // the enum serializers' std::memcpy
#include <string>
#include <string_view>
#include <type_traits>

#include "config.h"
#include "detail/bits.h"
#include "error.h"
#include "options.h"
#include "require_cxx17.h"
#include "text_hint.h"

// Revision of the contract between generated headers and this runtime. It
// changes only when generated code must be regenerated to work with it.
#define JSONGEN_FORMAT_REVISION 14

namespace jsongen {

// Every type's serializer specializes this (serializer_core.h defines the
// primary template: a static_assert naming what would give T one).
template <class T, class Enable = void>
struct serializer;

template <class T>
struct always_false : std::false_type {};

// Every type's reader specializes this (deserializer_core.h defines the
// primary template: a static_assert naming what would give T one).
template <class T, class Enable = void>
struct deserializer;

// The reader (reader.h).
namespace detail {
template <class Options>
class basic_reader;
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

// A map key as a JSON string (maps.h).
template <class W, class K>
char* write_key(W& w, char* p, const K& key);

// Any value (serializer_core.h).
template <class W, class T>
char* write_value(W& w, char* p, const T& value);

namespace outputs {
template <class Container>
class container_output;
}  // namespace outputs

// The output of a writer that is given a std::string.
using string_output = outputs::container_output<std::string>;

// The writer (writer.h): Tracking keeps the path of what it writes.
template <class Options, bool Tracking = false, class Output = string_output>
class basic_writer;

namespace detail {

// The base of the serializers that refuse their type with a static_assert:
// do-nothing members, so that the compiler's one error is that message.
struct refused_serializer {
  template <class W, class V>
  static char* write(W&, char* p, const V&) {
    return p;
  }
  template <class L, class V>
  static bool locate(L&, const V&) {
    return false;
  }
};
struct refused_deserializer {
  template <class R, class V>
  static const char* read(R&, const char* p, V&) {
    return p;
  }
};

// An integer's digits at p, without checking capacity (scalars.h).
template <class T>
char* format_integer(char* p, T v);

// What the serializers of small structs call, which a .json.h defines in
// its class (generated_support.h).
template <class W, class... T>
std::size_t run_room(const W& w, std::size_t keys, const T&... values);
template <class W, class T>
char* write_bounded(W& w, char* p, const T& value);
template <class W, class Range>
char* write_bounded(W& w, char* p, const Range& range, std::size_t run, std::size_t keys);
template <class W, std::size_t N, class T>
char* write_field(W& w, char* p, const char (&key)[N], const T& value, text_hint* hint = nullptr);
template <class T>
bool is_null(const T& v);
template <class T>
bool is_empty(const T& v);
template <class W, class T>
char* write_enum_number(W& w, char* p, const T& v);

// The search for an error's path after a failed write (locate.h).
template <class Options>
class error_locator;

// The kinds of JSON value a type reads, as bits: how an untagged
// std::variant picks its alternative (the first whose kinds hold the
// value's). A deserializer says which with `static constexpr unsigned
// kinds`; one that does not (a user's) takes any value.
enum json_kind : unsigned {
  kind_null = 1,
  kind_bool = 2,
  kind_integer = 4,   // a number without fraction or exponent
  kind_fraction = 8,  // a number with one
  kind_string = 16,
  kind_array = 32,
  kind_object = 64,
  kind_number = kind_integer | kind_fraction,
  kind_any = 127,
};

// Which fields of an object have been read, a bit per field in
// declaration order.
template <std::size_t N>
struct field_set {
  static constexpr std::size_t kWords = N == 0 ? 1 : (N + 63) / 64;
  std::uint64_t words[kWords] = {};

  // The first n fields, as the in-order path leaves them.
  JSONGEN_ALWAYS_INLINE void set_first(std::size_t n) {
    for (std::size_t i = 0; i < kWords; ++i) {
      const std::size_t bits = n > i * 64 ? n - i * 64 : 0;
      words[i] = bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
    }
  }
  JSONGEN_ALWAYS_INLINE void set(std::size_t i) { words[i / 64] |= std::uint64_t{1} << (i % 64); }
  JSONGEN_ALWAYS_INLINE bool has(std::size_t i) const { return (words[i / 64] >> (i % 64)) & 1; }
  // k when the set is exactly the first k fields, else -1: after a member
  // out of order (an unknown key, most often), the in-order path can go on
  // from field k with nothing read twice.
  JSONGEN_ALWAYS_INLINE int first_count() const {
    int count = 0;
    for (std::size_t i = 0; i < kWords; ++i) {
      const std::uint64_t w = words[i];
      if ((w & (w + 1)) != 0) return -1;  // not ones from bit 0 up, then zeros
      if (w == ~std::uint64_t{0}) {
        count += 64;
        continue;
      }
      // The run ends in this word: the words after it must be empty.
      for (std::size_t j = i + 1; j < kWords; ++j) {
        if (words[j] != 0) return -1;
      }
      return count + count_trailing_zeros(w + 1);
    }
    return count;
  }
  JSONGEN_ALWAYS_INLINE bool all() const {
    for (std::size_t i = 0; i < kWords; ++i) {
      const std::size_t bits = N > i * 64 ? N - i * 64 : 0;
      const std::uint64_t full = bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
      if (words[i] != full) return false;
    }
    return true;
  }
};

// What the generated enum deserializers call (read_generated_support.h).
template <class R, class E>
const char* read_enum_number(R& r, const char* p, E& v);
template <class R, class E>
bool read_enum_number_key(R& r, const char* key_start, std::string_view text, E& v);
template <class R, class E>
const char* read_enum_name(R& r, const char* p, E& v, bool (*from_name)(std::string_view, E&), const char* expected);
template <class R, class E>
bool read_enum_key(R& r, const char* key_start, std::string_view text, E& v, bool (*from_name)(std::string_view, E&),
                   const char* expected);

}  // namespace detail
}  // namespace jsongen
