// The writer and the std containers: capacity reuse, growth from nothing,
// and container shapes.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

TEST_CASE("to_json(value, out) overwrites out and reuses its capacity", "[writer]") {
  std::string out = "old contents that must go";
  out.reserve(4096);
  const char* data = out.data();
  const std::size_t capacity = out.capacity();
  jsongen::to_json(std::vector<int>{1, 2, 3}, out);
  CHECK(out == "[1,2,3]");
  CHECK(out.data() == data);
  CHECK(out.capacity() == capacity);
}

TEST_CASE("output far larger than the starting buffer", "[writer]") {
  std::vector<std::string> words(5000, "word\n");
  std::string expected = "[";
  for (std::size_t i = 0; i < words.size(); ++i) expected += i ? ",\"word\\n\"" : "\"word\\n\"";
  expected += "]";
  std::string out;
  jsongen::to_json(words, out);
  CHECK(out == expected);
}

TEST_CASE("standard containers", "[writer]") {
  CHECK(jsongen::to_json(std::vector<int>{}) == "[]");
  CHECK(jsongen::to_json(std::array<double, 2>{1.5, -2}) == "[1.5,-2]");
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  CHECK(jsongen::to_json(grid) == "[[1,2,3],[4,5,6]]");
  CHECK(jsongen::to_json(std::optional<int>{}) == "null");
  CHECK(jsongen::to_json(std::optional<int>{7}) == "7");
  CHECK(jsongen::to_json(std::map<std::string, int>{{"b", 2}, {"a", 1}}) == R"({"a":1,"b":2})");
  CHECK(jsongen::to_json(std::map<std::string, int>{}) == "{}");
  CHECK(jsongen::to_json(std::unordered_map<std::string_view, bool>{{"k\"", true}}) == R"({"k\"":true})");
  CHECK(jsongen::to_json(std::string_view("sv")) == "\"sv\"");
  const char* text = "c\tstr";
  const char* none = nullptr;
  CHECK(jsongen::to_json(text) == R"("c\tstr")");
  CHECK(jsongen::to_json(none) == "null");
}
