// from_json end to end: the structs a reader of JSON meets (every field kind
// from_json reads, annotations, inheritance, a private member, a custom
// reader, tagged variants, recursion). main.cpp reads good and bad
// documents into them and prints what each gave.
#pragma once
#include <jsongen/jsongen.h>

#include <array>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

namespace rd {

enum class Color { Red, Green, Blue JSONGEN_RENAME("blue!") };
enum JSONGEN_ENUM_AS_NUMBER Level : short { Low = -1, High = 7 };

// Written as "0x1f" by its own writer and read back by its own reader
// (JSONGEN_WITH: write and read beside each other).
struct Hex {
  template <class W>
  static char* write(W& w, char* p, unsigned v) {
    char text[16];
    const int n = std::snprintf(text, sizeof text, "0x%x", v);
    return jsongen::write_value(w, p, std::string(text, static_cast<std::size_t>(n)));
  }
  template <class R>
  static const char* read(R& r, const char* p, unsigned& v) {
    std::string text;
    const char* after = jsongen::read_value(r, p, text);
    if (!after) return after;
    char* end = nullptr;
    const unsigned long x = text.size() > 2 && text.compare(0, 2, "0x") == 0
                                ? std::strtoul(text.c_str() + 2, &end, 16)
                                : 0;
    if (end == nullptr || *end != 0 || x > UINT_MAX) {
      return r.fail_with(jsongen::errc::invalid_value, p, "expected \"0x\" and hexadecimal digits");
    }
    v = static_cast<unsigned>(x);
    return after;
  }
};

struct JSONGEN_SERIALIZE Point {
  int x;
  int y;
};

struct JSONGEN_SERIALIZE Base {
  std::string id;
};

// Fields an input may leave out: they keep their defaults.
struct JSONGEN_SERIALIZE Limits {
  int retries JSONGEN_DEFAULT = 3;
  std::string mode JSONGEN_DEFAULT = "fast";
  int required = 0;
};

// A format that renamed its keys: reading takes the older names too.
struct JSONGEN_SERIALIZE Profile {
  std::string user_name JSONGEN_ALIAS("userName") JSONGEN_ALIAS("login");
  int age JSONGEN_RENAME("years") JSONGEN_ALIAS("age");
};

struct JSONGEN_SERIALIZE JSONGEN_NAMING("camelCase") Record : Base {
  std::int8_t small_number;
  std::uint32_t count;
  double ratio;
  float scale;
  bool active;
  char grade;
  std::string name JSONGEN_RENAME("full name");
  std::optional<std::string> nickname;
  std::vector<Point> points;
  std::array<int, 3> triple;
  std::tuple<int, std::string> pair;
  std::map<std::string, int> tags;
  std::map<int, std::string> by_id;
  std::map<Color, int> by_color;
  std::set<std::string> labels;
  Color color;
  Level level;
  Color color_number JSONGEN_ENUM_AS_NUMBER;
  std::unique_ptr<Point> origin;
  std::variant<int, std::string, std::vector<int>> any;
  std::vector<std::string> notes JSONGEN_OMIT_EMPTY;
  unsigned flags : 3;
  unsigned code JSONGEN_WITH(rd::Hex);
  int cache JSONGEN_SKIP = 7;
};

struct JSONGEN_SERIALIZE Circle {
  double r;
};
struct JSONGEN_SERIALIZE Square {
  double side;
};

struct JSONGEN_SERIALIZE Drawing {
  std::variant<Circle, Square> external JSONGEN_TAGGED("type", "value");
  std::variant<std::monostate, Circle, Square> internal JSONGEN_TAG_FIELD("kind");
  std::vector<std::variant<Circle, Square>> many JSONGEN_TAG_FIELD("kind");
  std::optional<std::variant<Circle, Square>> maybe JSONGEN_TAGGED("t", "v");
};

class JSONGEN_SERIALIZE Account {
  JSONGEN_FRIEND;

 public:
  int id = 0;
  int balance() const { return balance_; }

 private:
  int balance_ = 0;
};

struct JSONGEN_SERIALIZE Node {
  int value;
  std::vector<Node> children;
};

}  // namespace rd
