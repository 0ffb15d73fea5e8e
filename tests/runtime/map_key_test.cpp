// Map keys: every key the runtime accepts becomes a JSON string (the keys it
// refuses are compile-fail tests, tests/runtime/compile_fail/), and a null C
// string key is errc::null_key with the map's path.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

struct repeated_keys_options : jsongen::default_options {
  static constexpr jsongen::multimap_format multimaps = jsongen::multimap_format::repeated_keys;
};

// A user type with a key writer of its own.
struct point {
  int x, y;
  bool operator<(const point& o) const { return x != o.x ? x < o.x : y < o.y; }
};

// A user type whose serializer has no locate(): the path-tracking writer
// finds its errors.
struct opaque {
  std::map<const char*, int> inner;
};

}  // namespace

template <>
struct jsongen::serializer<point> {
  template <class W>
  static char* write(W& w, char* p, const point& v) {
    p = w.put(p, '[');
    p = write_value(w, p, v.x);
    p = w.put(p, ',');
    p = write_value(w, p, v.y);
    return w.put(p, ']');
  }
  template <class W>
  static char* write_key(W& w, char* p, const point& v) {
    const std::string text = '"' + std::to_string(v.x) + "/" + std::to_string(v.y) + '"';
    return w.write(p, text.data(), text.size());
  }
};

template <>
struct jsongen::serializer<opaque> {
  template <class W>
  static char* write(W& w, char* p, const opaque& v) {
    return write_value(w, p, v.inner);
  }
};

TEST_CASE("the map keys the runtime accepts are JSON strings", "[map_keys]") {
  CHECK(jsongen::to_json(std::map<int, int>{{-1, 1}, {2, 2}}) == R"({"-1":1,"2":2})");
  CHECK(jsongen::to_json(std::map<std::uint64_t, int>{{18446744073709551615u, 1}}) == R"({"18446744073709551615":1})");
  CHECK(jsongen::to_json(std::map<std::int8_t, int>{{-5, 1}}) == R"({"-5":1})");
  CHECK(jsongen::to_json(std::map<unsigned char, int>{{200, 1}}) == R"({"200":1})");
  CHECK(jsongen::to_json(std::map<char, int>{{'a', 1}, {'"', 2}}) == R"({"\"":2,"a":1})");
  CHECK(jsongen::to_json(std::map<std::string_view, int>{{"k\n", 1}}) == R"({"k\n":1})");
  CHECK(jsongen::to_json(std::map<std::string, int>{{"", 1}}) == R"({"":1})");
  const char* a = "a";
  CHECK(jsongen::to_json(std::map<const char*, int>{{a, 1}}) == R"({"a":1})");
  CHECK(jsongen::to_json(std::map<point, int>{{{1, 2}, 3}}) == R"({"1/2":3})");
  CHECK(jsongen::to_json(std::map<std::string, std::map<int, bool>>{{"m", {{1, true}}}}) == R"({"m":{"1":true}})");
  CHECK(jsongen::to_json(std::map<bool, int>{{true, 1}, {false, 0}}) == R"({"false":0,"true":1})");
}

TEST_CASE("a bool key is read from the keys true and false only", "[map_keys]") {
  std::map<bool, int> m;
  REQUIRE(jsongen::from_json(R"({"true":1,"false":0})", m).ok());
  CHECK(m == std::map<bool, int>{{false, 0}, {true, 1}});
  for (const char* json :
       {R"({"true":1,"1":2})", R"({"true":1,"True":2})", R"({"true":1,"":2})", R"({"true":1,"falsey":2})"}) {
    INFO(json);
    const jsongen::status s = jsongen::from_json(json, m);
    CHECK(s.code == jsongen::errc::wrong_type);
    CHECK(s.offset == 10);  // the key's quote
    CHECK(s.path.find('[') == 0);
  }
}

TEST_CASE("a null C string key is errc::null_key, named by its map", "[map_keys]") {
  const char* a = "a";
  std::string out = "old";

  const std::map<const char*, int> m{{nullptr, 1}, {a, 2}};
  jsongen::status st = jsongen::try_to_json(m, out);
  CHECK(st.code == jsongen::errc::null_key);
  CHECK(st.path == "[...]");
  CHECK(out.empty());
  CHECK_THROWS_WITH(jsongen::to_json(m), "jsongen: a null C string as a map key at [...]");

  const std::map<std::string, std::map<const char*, int>> nested{{"m", m}};
  st = jsongen::try_to_json(nested, out);
  CHECK(st.code == jsongen::errc::null_key);
  CHECK(st.path == "[\"m\"][...]");

  const std::vector<std::unordered_map<const char*, int>> in_array{{{a, 1}}, {{nullptr, 2}}};
  st = jsongen::try_to_json(in_array, out);
  CHECK(st.code == jsongen::errc::null_key);
  CHECK(st.path == "[1][...]");

  const std::map<char*, int> mutable_keys{{nullptr, 1}};
  CHECK(jsongen::try_to_json(mutable_keys, out).code == jsongen::errc::null_key);

  const std::multimap<const char*, int> multi{{a, 1}, {nullptr, 2}};
  st = jsongen::try_to_json<repeated_keys_options>(multi, out);
  CHECK(st.code == jsongen::errc::null_key);
  CHECK(st.path == "[...]");
  // As pairs, a null C string is a null value, as anywhere else.
  CHECK(jsongen::to_json(std::multimap<const char*, int>{{nullptr, 2}}) == "[[null,2]]");

  // Found by the path-tracking writer, inside a serializer without locate().
  const std::map<std::string, opaque> tracked{{"o", opaque{m}}};
  st = jsongen::try_to_json(tracked, out);
  CHECK(st.code == jsongen::errc::null_key);
  CHECK(st.path == "[\"o\"][...]");
}
