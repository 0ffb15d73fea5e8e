// String escaping: every escaper against a scalar reference written here from
// the JSON grammar, on every byte, every block position and random strings.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "readable_escaper.h"

namespace {

std::string reference_escape(const std::string& s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case 0x08: out += "\\b"; break;
      case 0x0C: out += "\\f"; break;
      case 0x0A: out += "\\n"; break;
      case 0x0D: out += "\\r"; break;
      case 0x09: out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
          out += buffer;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

using escaper = test_support::escaper<jsongen::writer>;

const std::vector<test_support::named_escaper<jsongen::writer>>& all_escapers() {
  static const auto list = test_support::escapers<jsongen::writer>();
  return list;
}

// Starts from an empty string each time, so the escaper's own growth is what
// keeps it inside the buffer (the sanitizer build checks that).
std::string escape_with(escaper function, const std::string& s) {
  std::string out;
  jsongen::writer w(out);
  w.finish(function(w, w.begin(), s.data(), s.size()));
  return out;
}

void check_all(const std::string& s) {
  const std::string expected = reference_escape(s);
  for (const auto& e : all_escapers()) {
    INFO("escaper " << e.name << ", input length " << s.size());
    REQUIRE(escape_with(e.function, s) == expected);
  }
}

}  // namespace

TEST_CASE("every byte value escapes like the reference", "[escape]") {
  for (int c = 0; c < 256; ++c) {
    check_all(std::string(1, static_cast<char>(c)));
    check_all("abc" + std::string(1, static_cast<char>(c)) + "defghijklmnopqrstuvwxyz");
  }
}

TEST_CASE("every byte value at each position around the block boundaries", "[escape]") {
  // 16-byte blocks (SSE2, SSSE3, AVX2's shorter strings) and 32-byte ones
  // (AVX2), up to 64 (RVV), the last block overlapping the one before or
  // read past the end.
  for (const std::size_t length : {15, 16, 17, 31, 32, 33, 34, 48, 64, 65, 66, 97, 128, 129}) {
    for (std::size_t at = 0; at < length; ++at) {
      const bool near_boundary = at < 2 || at % 16 < 1 || at % 16 > 14 || length - at < 3;
      if (!near_boundary) continue;
      for (int c = 0; c < 256; c += (c < 0x80 ? 1 : 7)) {  // UTF-8 is utf8_test.cpp's
        std::string s(length, 'q');
        s[at] = static_cast<char>(c);
        check_all(s);
      }
    }
  }
}

TEST_CASE("escapes in a row and after each other at block boundaries", "[escape]") {
  for (std::size_t length = 1; length <= 100; ++length) {
    std::string s(length, 'x');
    for (std::size_t i = 0; i < length; i += 3) s[i] = '"';
    check_all(s);
    for (std::size_t i = 0; i < length; ++i) s[i] = i % 17 == 16 || i % 32 == 31 ? '\\' : 'y';
    check_all(s);
    s.assign(length, 'z');
    s[length - 1] = '\n';  // an escape as the last byte
    check_all(s);
  }
}

TEST_CASE("several escapes in one block after the first, at every offset", "[escape]") {
  // Each escape is written with one 8-byte store over what follows, then
  // the stretch after it copied: two or three escapes of every kind at
  // every distance in one block, the last at the string's last byte, and
  // text read past its end that needs attention (readable_escaper.h).
  const char* const escapes[] = {"\"", "\\", "\n", "\x01", "\x1f", "\b"};
  for (std::size_t length = 2; length <= 40; ++length) {
    for (std::size_t first = 0; first + 1 < length; ++first) {
      for (std::size_t gap = 1; first + gap < length && gap <= 17; gap += (gap < 3 ? 1 : 7)) {
        std::string s(length, 'k');
        s[first] = escapes[(first + gap) % 6][0];
        s[first + gap] = escapes[(first + gap + 1) % 6][0];
        s[length - 1] = escapes[first % 6][0];
        check_all(s);
      }
    }
  }
}

TEST_CASE("short escape forms are used where JSON has them", "[escape]") {
  CHECK(escape_with(jsongen::write_string, "\b\f\n\r\t\"\\") == R"("\b\f\n\r\t\"\\")");
  CHECK(escape_with(jsongen::write_string, std::string("\0\x1f\x7f", 3)) == "\"\\u0000\\u001f\x7f\"");
  CHECK(escape_with(jsongen::write_string, "") == "\"\"");
  CHECK(escape_with(jsongen::write_string, "caf\xc3\xa9") == "\"caf\xc3\xa9\"");
}

TEST_CASE("an escape at every position of several blocks", "[escape]") {
  for (std::size_t length = 0; length <= 70; ++length) {
    for (std::size_t at = 0; at < length; ++at) {
      for (const char special : {'"', '\\', '\n', '\x01', '\x1f'}) {
        std::string s(length, 'x');
        s[at] = special;
        check_all(s);
      }
    }
    check_all(std::string(length, 'y'));
    check_all(std::string(length, '\x02'));  // every byte escaped: worst-case growth
  }
}

TEST_CASE("random strings match the reference", "[escape]") {
  std::mt19937_64 random(20261130);
  for (int i = 0; i < 10000; ++i) {
    const std::size_t length = random() % 200;  // up to six 32-byte blocks
    std::string s(length, '\0');
    const bool dense = random() % 4 == 0;  // a quarter of the strings are mostly escapes
    for (auto& ch : s) {
      const auto r = random();
      ch = static_cast<char>(dense || r % 8 == 0 ? r % 0x30 : 0x20 + (r >> 8) % 0xE0);
    }
    check_all(s);
  }
}

TEST_CASE("strings appended after other output keep earlier bytes", "[escape]") {
  std::string out;
  jsongen::writer w(out);
  char* p = w.begin();
  std::string expected;
  std::mt19937 random(7);
  for (int i = 0; i < 2000; ++i) {
    std::string s(random() % 40, 'a');
    for (auto& ch : s) ch = static_cast<char>(random() % 128);
    p = jsongen::write_string(w, p, s.data(), s.size());
    p = w.put(p, ',');
    expected += reference_escape(s) + ",";
  }
  w.finish(p);
  REQUIRE(out == expected);
}
