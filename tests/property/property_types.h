// The structs of the differential property tests (tests/property) and of the
// struct fuzzer (tests/fuzz): every type docs/reference.md's "Supported types" lists and
// every annotation that changes the shape of the output. Their serializers
// are generated at build time with add_json_serializers; the tests fill them
// with random values and read the JSON back with nlohmann::json, and read it
// back with from_json (roundtrip.h). What from_json cannot read (views, C
// strings, raw pointers) is in structs of its own, Views and Borrowed, so
// that Owned, everything else, can be read.
//
// tests/property/schema.h describes the same structs to the tests (keys,
// annotations); change both together.
#pragma once
#include <jsongen/jsongen.h>

#include <array>
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
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

namespace prop {

enum class Color { Red, Green, Blue JSONGEN_RENAME("bl\"ue\\\xc3\xa9") };
enum Small : std::int8_t { Lowest = -128, Nothing = 0, Highest = 127 };
enum class Wide : std::uint64_t { Zero = 0, Top = 18446744073709551615ull };
enum Alias { First = 1, AlsoFirst JSONGEN_SKIP = 1, Second = 2 };  // JSON names the value First

// A type jsongen cannot see into, written by a user serializer (below).
struct Cents {
  std::int64_t value;
};

struct JSONGEN_SERIALIZE Scalars {
  bool flag;
  char letter;  // a one-character string
  signed char schar;
  unsigned char uchar;
  std::int8_t i8;
  std::uint8_t u8;
  std::int16_t i16;
  std::uint16_t u16;
  std::int32_t i32;
  std::uint32_t u32;
  std::int64_t i64;
  std::uint64_t u64;
  short s;
  unsigned short us;
  int i;
  unsigned u;
  long l;
  unsigned long ul;
  long long ll;
  unsigned long long ull;
  std::size_t size;
  float f;
  double d;
  Color color;
  Small small;
  Wide wide;
  Alias alias;
};

struct JSONGEN_SERIALIZE Leaf {
  std::int32_t id;
  std::string name;
};

struct JSONGEN_SERIALIZE Texts {
  std::string text;
  char buffer[12];  // up to the first NUL, or all 12 bytes
  std::optional<std::string> maybe;
  std::vector<std::string> list;
};

struct JSONGEN_SERIALIZE Sequences {
  std::vector<int> ints;
  std::vector<double> doubles;
  std::vector<bool> bits;
  std::vector<Leaf> leaves;
  std::vector<std::vector<std::int16_t>> nested;
  std::array<std::uint8_t, 4> quad;
  std::array<std::string, 0> none;
  int grid[2][3];
  std::deque<std::int64_t> deque;
  std::list<std::string> list;
  std::forward_list<float> forward;
  std::set<int> set;
  std::multiset<std::string> multiset;
  std::unordered_set<std::uint32_t> hashed;
  std::unordered_multiset<int> hashed_multi;
  std::pair<int, std::string> pair;
  std::tuple<bool, double, std::string, Leaf> tuple;
  std::tuple<> empty_tuple;
};

struct JSONGEN_SERIALIZE Maps {
  std::map<std::string, int> by_name;
  std::unordered_map<std::string, Leaf> leaves;
  std::map<int, std::string> by_int;
  std::map<std::int8_t, bool> by_i8;
  std::map<std::uint64_t, double> by_u64;
  std::unordered_map<std::int64_t, std::int64_t> by_i64;
  std::map<Color, std::string> by_color;
  std::unordered_map<Small, std::vector<int>> by_small;
  std::map<std::string, std::map<std::string, int>> nested;
};

struct JSONGEN_SERIALIZE JSONGEN_RENAME("circle") Circle {
  double radius;
};

struct JSONGEN_SERIALIZE Square {
  double side;
  std::string label;
};

struct JSONGEN_SERIALIZE Variants {
  std::variant<std::monostate, bool, std::int64_t, double, std::string, Leaf, std::vector<int>> plain;
  std::variant<Circle, Square, int, std::string> external JSONGEN_TAGGED("type", "value");
  std::variant<std::monostate, Circle, Square> internal JSONGEN_TAG_FIELD("kind");
  std::optional<std::variant<int, std::string>> maybe;
};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Pointers {
  std::optional<int> maybe;
  std::unique_ptr<Leaf> unique;
  std::shared_ptr<std::string> shared;
  std::optional<double> maybe_double;
  int always;
};

struct JSONGEN_SERIALIZE Annotated {
  std::optional<int> first JSONGEN_OMIT_EMPTY;  // the object's '{' cannot be fused with it
  std::vector<int> tags JSONGEN_OMIT_EMPTY;
  std::string note JSONGEN_OMIT_EMPTY;
  std::map<std::string, int> extra JSONGEN_OMIT_EMPTY;
  int hidden JSONGEN_SKIP;
  Color number JSONGEN_ENUM_AS_NUMBER;
  std::optional<Small> maybe_number JSONGEN_ENUM_AS_NUMBER;
  std::string renamed JSONGEN_RENAME("k\"e\\y\n\t\x01 \xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80 /");
  std::string empty_key JSONGEN_RENAME("");
};

struct JSONGEN_SERIALIZE JSONGEN_NAMING("camelCase") Named {
  int user_id;
  std::string display_name;
};

struct JSONGEN_SERIALIZE Derived : Leaf {
  double weight;
};

template <class T>
struct JSONGEN_SERIALIZE Box {
  T value;
  std::optional<T> other;
};

struct JSONGEN_SERIALIZE Tree {
  int value;
  std::vector<Tree> children;
  std::unique_ptr<Tree> next;
};

// Written only: views and pointers that would not own what is read.
struct JSONGEN_SERIALIZE Views {
  std::string_view view;
  const char* c_string;
  char* mutable_c_string;
  std::map<std::string_view, float> by_view;
};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Borrowed {
  const Leaf* raw;
  const char* c_string;
  int always;
};

// Everything from_json reads.
struct JSONGEN_SERIALIZE Owned {
  Scalars scalars;
  Texts texts;
  Sequences sequences;
  Maps maps;
  Variants variants;
  Pointers pointers;
  Annotated annotated;
  Named named;
  Derived derived;
  Box<int> int_box;
  Box<std::string> text_box;
  std::vector<Cents> money;
  std::optional<Cents> maybe_money;
  Tree tree;
  std::vector<Scalars> many_scalars;
};

struct JSONGEN_SERIALIZE Everything : Owned {
  Views views;
  Borrowed borrowed;
};

}  // namespace prop

namespace jsongen {
template <>
struct serializer<prop::Cents> {
  template <class W>
  static char* write(W& w, char* p, const prop::Cents& c) {
    return write_value(w, p, c.value);
  }
};
// Its reader: a user-written serializer needs one for from_json (docs/reading.md).
template <>
struct deserializer<prop::Cents> {
  template <class R>
  static const char* read(R& r, const char* p, prop::Cents& c) {
    return read_value(r, p, c.value);
  }
};
}  // namespace jsongen
