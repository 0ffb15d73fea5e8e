// The escaping options (options.h): escape_line_separators (U+2028 and
// U+2029 as \u2028 and \u2029) and uppercase_hex (\u001F). Every escaper this
// machine has (readable_escaper.h) against the reference of utf8_reference.h,
// under each utf8_policy, and against the portable escaper byte for byte,
// error and its offset included.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "readable_escaper.h"
#include "utf8_reference.h"

namespace {

using jsongen::utf8_policy;

template <utf8_policy Policy, bool LineSeparators, bool UppercaseHex>
struct escape_options : jsongen::default_options {
  static constexpr utf8_policy utf8 = Policy;
  static constexpr bool escape_line_separators = LineSeparators;
  static constexpr bool uppercase_hex = UppercaseHex;
};

template <utf8_policy Policy, bool LineSeparators, bool UppercaseHex>
using options_writer = jsongen::basic_writer<escape_options<Policy, LineSeparators, UppercaseHex>>;

template <class W>
const std::vector<test_support::named_escaper<W>>& escapers() {
  static const auto list = test_support::escapers<W>();
  return list;
}

template <utf8_policy Policy, bool LineSeparators, bool UppercaseHex>
void check(const std::string& s) {
  using W = options_writer<Policy, LineSeparators, UppercaseHex>;
  bool valid = true;
  const std::string expected =
      test_support::utf8_reference_instance().expected(s, Policy, valid, LineSeparators, UppercaseHex);
  std::string first_out;
  jsongen::errc first_error = jsongen::errc::ok;
  std::size_t first_offset = 0;
  for (const auto& e : escapers<W>()) {
    std::string out;
    W w(out);
    w.finish(e.function(w, w.begin(), s.data(), s.size()));
    INFO("escaper " << e.name << ", policy " << static_cast<int>(Policy) << ", line separators " << LineSeparators
                    << ", upper-case hex " << UppercaseHex << ", input length " << s.size());
    if (Policy == utf8_policy::error) {
      REQUIRE((w.error() == jsongen::errc::invalid_utf8) == !valid);
      if (valid) REQUIRE(out == expected);
    } else {
      REQUIRE(w.error() == jsongen::errc::ok);
      REQUIRE(out == expected);
    }
    const std::size_t offset = w.error() == jsongen::errc::ok ? 0 : w.error_offset();
    if (&e == &escapers<W>().front()) {
      first_out = out;
      first_error = w.error();
      first_offset = offset;
    } else {
      REQUIRE(out == first_out);
      REQUIRE(w.error() == first_error);
      REQUIRE(offset == first_offset);
    }
  }
}

// escape_line_separators under every policy.
void check_separators(const std::string& s) {
  check<utf8_policy::error, true, false>(s);
  check<utf8_policy::replace, true, false>(s);
  check<utf8_policy::pass, true, false>(s);
}

const std::string kLs = "\xE2\x80\xA8";  // U+2028
const std::string kPs = "\xE2\x80\xA9";  // U+2029

// What the separators are put into: plain text; text of other E2 characters
// and near misses (U+2027, U+202A, U+20AC, E2 81 A8); three-byte characters
// (the fused UTF-8 checks); escapes, so that the string's first escape comes
// before or after them; ill-formed bytes. The separator overwrites what was
// there, so it also lands after and before pieces it cuts short.
const std::vector<std::string>& backgrounds() {
  static const std::vector<std::string> list = {
      "a",
      "\xE2\x80\xA7"
      "b\xE2\x80\xAA\xE2\x82\xAC"
      "c\xE2\x81\xA8",
      "\xE4\xB8\xAD\xC3\xA9",
      "x\"yz\nw",
      "\xE2\xE2\x80\x80\xA8\xC3\xF0\x9F\x98"};
  return list;
}

std::string filled(const std::string& pattern, std::size_t length) {
  std::string s;
  while (s.size() < length) s += pattern;
  s.resize(length);
  return s;
}

}  // namespace

TEST_CASE("by default U+2028 and U+2029 are written as they are, control bytes in lower case", "[escape][options]") {
  check<utf8_policy::error, false, false>("a" + kLs + "b" + kPs + std::string(40, 'c') + kLs);
  std::string out;
  jsongen::writer w(out);
  w.finish(jsongen::write_string(w, w.begin(), "\x1f\xE2\x80\xA8", 4));
  CHECK(out == "\"\\u001f\xE2\x80\xA8\"");
}

TEST_CASE("U+2028 and U+2029 at every offset to 64 of strings of every length to 100", "[escape][options]") {
  // Around and across the 16- and 32-byte blocks, cut short by the end of
  // the string (then not a separator), in the inline path of short strings.
  for (const std::string& background : backgrounds()) {
    for (std::size_t length = 0; length <= 100; ++length) {
      const std::string base = filled(background, length);
      for (std::size_t at = 0; at < length && at <= 64; ++at) {
        for (const std::string* separator : {&kLs, &kPs}) {
          std::string s = base;
          s.replace(at, std::min<std::size_t>(3, length - at), *separator, 0, length - at);
          check_separators(s);
        }
      }
      check_separators(base);
    }
  }
}

TEST_CASE("U+2028 and U+2029 in a row, after leads and escapes, at the ends", "[escape][options]") {
  const std::vector<std::string> pieces = {
      kLs + kPs + kLs,
      "\xE2" + kLs,             // a lead cut short by one
      "\xE2\x80" + kPs,         // and by two
      "\xC3" + kLs,             // a two-byte lead cut short
      "\xF0\x9F" + kPs,         // a four-byte one
      kLs + "\x80\xBF",         // stray continuations after one
      kPs + "\xA8",
      "\"" + kLs + "\\" + kPs + "\n",
      "\xE2\x80\xA8\xE2\x80",   // the second cut short
      "\xED\xA0\x80" + kLs,     // after a surrogate
      "\xE2\x80\xAA\xE2\x80\xA7" + kLs + "\xE2\x82\xAC"};
  for (const std::string& piece : pieces) {
    for (std::size_t before = 0; before <= 40; ++before) {
      check_separators(std::string(before, 'p') + piece);
      check_separators(std::string(before, 'p') + piece + std::string(before % 19, 'q'));
    }
  }
  check_separators(filled(kLs, 300));
  check_separators(filled(kPs + "\xE4\xB8\xAD", 300));  // dense three-byte text (the SSE2 escaper's bulk check)
}

TEST_CASE("random text of separators, near misses, other characters, escapes and stray bytes", "[escape][options]") {
  std::mt19937 random(2028);
  const std::vector<std::string> parts = {kLs, kPs, "\xE2\x80\xA7", "\xE2\x81\xA8", "\xE2\x82\xAC", "\xE2", "\xE2\x80",
                                          "\xC3\xA9", "\xE4\xB8\xAD", "\xF0\x9F\x98\x80", "\x80", "\xA8", "\"", "\n",
                                          "\x1f"};
  for (int i = 0; i < 3000; ++i) {
    std::string s;
    const int count = static_cast<int>(random() % 24);
    for (int p = 0; p < count; ++p) {
      if (random() % 3 == 0) {
        s += std::string(random() % 20, 'a');
      } else {
        s += parts[random() % parts.size()];
      }
    }
    check_separators(s);
  }
}

TEST_CASE("upper-case hex for every control byte at each position", "[escape][options]") {
  for (std::size_t length = 1; length <= 40; ++length) {
    for (std::size_t at = 0; at < length; ++at) {
      for (int c = 0; c < 0x20; ++c) {
        std::string s(length, 'h');
        s[at] = static_cast<char>(c);
        check<utf8_policy::error, false, true>(s);
      }
    }
  }
  std::string all;
  for (int c = 0; c < 0x80; ++c) all += static_cast<char>(c);
  check<utf8_policy::error, false, true>(all);
  check<utf8_policy::pass, false, true>(all + "\xFF");
  check<utf8_policy::replace, true, true>(all + kLs + "\x1a" + kPs + "\x1b");
}

namespace {
struct script_options : jsongen::default_options {
  static constexpr bool escape_line_separators = true;
  static constexpr bool uppercase_hex = true;
};
}  // namespace

TEST_CASE("the options reach strings written through to_json", "[escape][options]") {
  const std::map<std::string, std::string> m = {{"k" + kPs, "a\x1f" + kLs + std::string(40, 'b') + kLs}};
  CHECK(jsongen::to_json<script_options>(m) ==
        "{\"k\\u2029\":\"a\\u001F\\u2028" + std::string(40, 'b') + "\\u2028\"}");
  CHECK(jsongen::to_json(m) == "{\"k" + kPs + "\":\"a\\u001f" + kLs + std::string(40, 'b') + kLs + "\"}");
}
