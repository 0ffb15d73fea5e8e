// The key tables that readers dispatch on (backend/key_index.h): each key
// under its length's case, compared by its bytes, returning its index.
#include "backend/key_index.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "backend/code_text.h"

namespace {

// The lines of `text` between "case N:" and the next case or default.
std::string case_body(const std::string& text, std::size_t length) {
  const std::string label = "case " + std::to_string(length) + ":";
  const auto start = text.find(label);
  if (start == std::string::npos) return {};
  auto end = text.find("case ", start + label.size());
  if (end == std::string::npos) end = text.find("default:", start);
  return text.substr(start, end - start);
}

}  // namespace

TEST_CASE("every key is found under its length, by its bytes, as its index") {
  const std::vector<std::string> keys = {"id", "name", "tags", "x", "naïve", "a\"bc"};
  const std::string text = jsongen::key_index_function("field_index", keys, false);
  CHECK(text.find("static int field_index(std::string_view key) {") != std::string::npos);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const std::string expected = "if (std::memcmp(key.data(), " + jsongen::cpp_literal(keys[i]) + ", " +
                                 std::to_string(keys[i].size()) + ") == 0) return " + std::to_string(i) + ";";
    INFO(keys[i]);
    CHECK(case_body(text, keys[i].size()).find(expected) != std::string::npos);
  }
  // Keys of one length share their case; a length no key has has none.
  CHECK(case_body(text, 4).find("return 1;") != std::string::npos);
  CHECK(case_body(text, 4).find("return 2;") != std::string::npos);
  CHECK(text.find("case 3:") == std::string::npos);
  CHECK(text.find("return -1;") != std::string::npos);
}

TEST_CASE("a tag table never finds std::monostate's empty tag") {
  const std::string text = jsongen::key_index_function("tag_index", {"", "Circle", "Square"}, true);
  CHECK(text.find("case 0:") == std::string::npos);
  CHECK(case_body(text, 6).find("return 1;") != std::string::npos);
  CHECK(case_body(text, 6).find("return 2;") != std::string::npos);
  // A key table does find an empty key.
  const std::string keys = jsongen::key_index_function("field_index", {"", "a"}, false);
  CHECK(case_body(keys, 0).find("return 0;") != std::string::npos);
}

TEST_CASE("a table without keys finds nothing") {
  const std::string text = jsongen::key_index_function("tag_index", {""}, true);
  CHECK(text.find("switch") == std::string::npos);
  CHECK(text.find("return -1;") != std::string::npos);
}

TEST_CASE("the same keys give the same text") {
  const std::vector<std::string> keys = {"b", "a", "cc", "dd"};
  CHECK(jsongen::key_index_function("f", keys, false) == jsongen::key_index_function("f", keys, false));
}
