// The decoding of the string literals the annotation macros pass
// (frontend/string_literal.h), and its agreement with the literals the
// emitters write (backend/code_text.h).
#include "frontend/string_literal.h"

#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

#include "backend/code_text.h"

namespace {

std::string decoded(std::string_view spelling) {
  std::string out, why;
  INFO(spelling);
  REQUIRE(jsongen::decode_string_literals(spelling, out, why));
  return out;
}

std::string refusal(std::string_view spelling) {
  std::string out, why;
  INFO(spelling);
  REQUIRE_FALSE(jsongen::decode_string_literals(spelling, out, why));
  return why;
}

}  // namespace

TEST_CASE("plain literals and their escapes") {
  CHECK(decoded(R"("id")") == "id");
  CHECK(decoded(R"("")") == "");
  CHECK(decoded(R"("a\"b\\c")") == "a\"b\\c");
  CHECK(decoded(R"("\n\t\r\a\b\f\v\?\'")") == "\n\t\r\a\b\f\v?'");
  CHECK(decoded(R"("na\xc3\xafve")") == "na\xc3\xafve");
  CHECK(decoded(R"("\101\0629")") == "A29");  // octal: at most three digits
  CHECK(decoded(R"("na\u00efve")") == "na\xc3\xafve");
  CHECK(decoded(R"("\U0001F600")") == "\xf0\x9f\x98\x80");
}

TEST_CASE("prefixes, raw literals and adjacent literals") {
  CHECK(decoded(R"(u8"x")") == "x");
  CHECK(decoded(R"spelling(R"(a\n"b)")spelling") == "a\\n\"b");
  CHECK(decoded(R"spelling(R"d(x)")d")spelling") == "x)\"");
  CHECK(decoded(R"("a" "b"  u8"c")") == "abc");
}

TEST_CASE("what is not a narrow string literal is refused with a reason") {
  CHECK_FALSE(refusal("camelCase").empty());  // an identifier
  CHECK_FALSE(refusal(R"(L"wide")").empty());
  CHECK_FALSE(refusal(R"("unterminated)").empty());
  CHECK_FALSE(refusal(R"("\q")").empty());
  CHECK_FALSE(refusal(R"spelling(R"(no end")spelling").empty());
}

TEST_CASE("a list of literals, as a variadic macro passes them (JSONGEN_UNDER)") {
  using List = std::vector<std::string>;
  const auto listed = [](std::string_view spelling) {
    List out;
    std::string why;
    INFO(spelling);
    REQUIRE(jsongen::decode_string_literal_list(spelling, out, why));
    return out;
  };
  CHECK(listed(R"("body")") == List{"body"});
  CHECK(listed(R"("body", "source")") == List{"body", "source"});
  CHECK(listed(R"("a.b","c,d")") == List{"a.b", "c,d"});  // a dot or comma inside a literal is the key's
  CHECK(listed(R"spelling(R"(x", "y)", "a" "b")spelling") == List{"x\", \"y", "ab"});
  List out;
  std::string why;
  CHECK_FALSE(jsongen::decode_string_literal_list("", out, why));
  CHECK_FALSE(jsongen::decode_string_literal_list(R"("a",)", out, why));
  CHECK_FALSE(jsongen::decode_string_literal_list(R"(, "a")", out, why));
  CHECK_FALSE(jsongen::decode_string_literal_list(R"("a", 3)", out, why));
  std::string one;
  CHECK_FALSE(jsongen::decode_string_literals(R"("a", "b")", one, why));  // (one value only)
}

TEST_CASE("UTF-8 validation") {
  CHECK(jsongen::is_valid_utf8("plain"));
  CHECK(jsongen::is_valid_utf8("na\xc3\xafve \xf0\x9f\x98\x80"));
  CHECK_FALSE(jsongen::is_valid_utf8("\xc3"));              // truncated
  CHECK_FALSE(jsongen::is_valid_utf8("\xc0\xaf"));          // overlong
  CHECK_FALSE(jsongen::is_valid_utf8("\xed\xa0\x80"));      // a surrogate
  CHECK_FALSE(jsongen::is_valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  CHECK_FALSE(jsongen::is_valid_utf8("\x80"));
}

TEST_CASE("a literal the emitters write decodes to its bytes") {
  std::mt19937 random(7);
  for (int round = 0; round < 2000; ++round) {
    std::string bytes(random() % 12, '\0');
    for (char& c : bytes) c = static_cast<char>(random() % 256);
    std::string out, why;
    const std::string literal = jsongen::cpp_literal(bytes);
    INFO(literal);
    REQUIRE(jsongen::decode_string_literals(literal, out, why));
    CHECK(out == bytes);
  }
}
