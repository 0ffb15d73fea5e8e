// UTF-8 policies of the string writer, every escaper against the reference
// of utf8_reference.h, built independently: the set of every well-formed
// encoding is made by encoding each scalar value, so "valid" and "maximal
// ill-formed subpart" are looked up rather than computed with the same rules.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "readable_escaper.h"
#include "utf8_reference.h"

namespace {

using test_support::encode;
using test_support::utf8_reference;

const utf8_reference& reference() { return test_support::utf8_reference_instance(); }

template <jsongen::utf8_policy Policy>
struct policy_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = Policy;
};

template <jsongen::utf8_policy Policy>
using policy_writer = jsongen::basic_writer<policy_options<Policy>>;

template <jsongen::utf8_policy Policy>
const std::vector<test_support::named_escaper<policy_writer<Policy>>>& escapers() {
  static const auto list = test_support::escapers<policy_writer<Policy>>();
  return list;
}

// Each escaper against the reference, and against the portable escaper
// (the first) byte for byte, error and its offset included, ill-formed
// input too.
template <jsongen::utf8_policy Policy>
void check(const std::string& s) {
  using W = policy_writer<Policy>;
  bool valid = true;
  const std::string expected = reference().expected(s, Policy, valid);
  std::string first_out;
  jsongen::errc first_error = jsongen::errc::ok;
  std::size_t first_offset = 0;
  for (const auto& e : escapers<Policy>()) {
    std::string out;
    W w(out);
    w.finish(e.function(w, w.begin(), s.data(), s.size()));
    INFO("escaper " << e.name << ", policy " << static_cast<int>(Policy) << ", input length " << s.size());
    if (Policy == jsongen::utf8_policy::error) {
      REQUIRE((w.error() == jsongen::errc::invalid_utf8) == !valid);
      if (valid) REQUIRE(out == expected);
    } else {
      REQUIRE(w.error() == jsongen::errc::ok);
      REQUIRE(out == expected);
    }
    const std::size_t offset = w.error() == jsongen::errc::ok ? 0 : w.error_offset();  // set by fail() only
    if (&e == &escapers<Policy>().front()) {
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

void check_all_policies(const std::string& s) {
  check<jsongen::utf8_policy::error>(s);
  check<jsongen::utf8_policy::replace>(s);
  check<jsongen::utf8_policy::pass>(s);
}

}  // namespace

TEST_CASE("every 1-3 byte sequence from 0x80 up, alone and inside text", "[utf8]") {
  for (int a = 0x80; a < 0x100; ++a) {
    check_all_policies(std::string(1, static_cast<char>(a)));
    for (int b = 0x20; b < 0x100; b += 3) {
      if (b == '"' || b == '\\') continue;  // escapes are tested elsewhere
      const std::string two = {static_cast<char>(a), static_cast<char>(b)};
      check_all_policies(two);
      check_all_policies("0123456789abcdef" + two + "xyz");
      for (int c = 0x80; c < 0xC0; c += 21) check_all_policies(two + static_cast<char>(c) + "tail");
    }
  }
}

TEST_CASE("every scalar value's encoding is valid", "[utf8]") {
  std::string all;
  for (std::uint32_t cp = 0x20; cp <= 0x10FFFF; cp += 7) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    if (cp == '"' || cp == '\\') continue;
    all += encode(cp);
  }
  check<jsongen::utf8_policy::error>(all);
  check<jsongen::utf8_policy::replace>(all);
}

TEST_CASE("random mixes of text, valid characters and stray bytes", "[utf8]") {
  std::mt19937 random(99);
  const std::vector<std::uint32_t> sample = {0xE9, 0x3B1, 0x20AC, 0x4E2D, 0xFFFD, 0x1F600, 0x10FFFF, 0x800, 0xFFFF};
  for (int i = 0; i < 5000; ++i) {
    std::string s;
    const int parts = static_cast<int>(random() % 12);
    for (int p = 0; p < parts; ++p) {
      switch (random() % 4) {
        case 0: s += std::string(random() % 20, 'a'); break;
        case 1: s += encode(sample[random() % sample.size()]); break;
        case 2: s += static_cast<char>(0x80 + random() % 0x80); break;
        default: {
          const std::string e = encode(sample[random() % sample.size()]);
          s += e.substr(0, 1 + random() % e.size());  // often truncated
        }
      }
    }
    check_all_policies(s);
  }
}

namespace {

// Sequences of every kind: well-formed ones of each length, the edges of the
// ranges, and ill-formed ones (overlong forms, surrogates, values above
// U+10FFFF, bytes that never appear, stray continuations, leads cut short).
const std::vector<std::string>& sequences() {
  static const std::vector<std::string> list = {
      "\xC2\x80", "\xC3\xA9", "\xDF\xBF", "\xE0\xA0\x80", "\xE2\x82\xAC", "\xE6\x97\xA5", "\xED\x9F\xBF",
      "\xEE\x80\x80", "\xEF\xBF\xBF", "\xF0\x90\x80\x80", "\xF0\x9F\x98\x80", "\xF3\xBF\xBF\xBF",
      "\xF4\x8F\xBF\xBF",
      // ill-formed
      "\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF", "\xED\xA0\x80", "\xED\xBF\xBF",
      "\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xF7\xBF\xBF\xBF",
      "\xF8\x88\x80\x80\x80", "\xFE", "\xFF", "\x80", "\xBF", "\xC3\xA9\xA9", "\xE6\x97\xA5\x80",
      "\xF0\x9F\x98\x80\x80", "\xC3", "\xE6\x97", "\xE6", "\xF0\x9F\x98", "\xF0\x9F", "\xF0", "\xC3\xC3\xA9",
      "\xE6\xC3\xA9", "\xF0\xE6\x97\xA5", "\xE6\x97\xC3\xA9"};
  return list;
}

}  // namespace

TEST_CASE("every kind of sequence at each position around the block boundaries", "[utf8]") {
  // Straddling the boundaries of 16-, 32- and 64-byte blocks (RVV's from
  // VLEN 512 up), cut short by the end of the text, in the last block
  // (which overlaps the one before) and in strings short enough for the
  // inline path.
  for (const std::string& seq : sequences()) {
    for (const std::size_t length : {1,  2,  3,  5,  14, 15, 16, 17, 18, 19, 20,  31,  32,  33,
                                     34, 35, 36, 48, 49, 64, 65, 66, 67, 97, 127, 128, 129, 131}) {
      for (std::size_t at = 0; at < length; ++at) {
        const bool near_boundary = at < 3 || at % 16 < 2 || at % 16 > 12 || length - at < 5;
        if (!near_boundary) continue;
        std::string s(length, 'a');
        s.replace(at, std::min(seq.size(), length - at), seq, 0, length - at);  // cut short at the end
        check_all_policies(s);
      }
    }
  }
}

TEST_CASE("every kind of sequence after escapes, near and far", "[utf8]") {
  // After a string's first escape its rest is checked at once, then copied
  // stretch by stretch: sequences before, between and after escapes, the
  // escapes one to several blocks apart.
  for (const std::string& seq : sequences()) {
    for (const std::size_t length : {4, 15, 17, 31, 40, 65, 130}) {
      for (const std::size_t gap : {1, 16, 33}) {
        for (std::size_t at = 0; at < length; at += 5) {
          std::string s(length, 'a');
          for (std::size_t e = at % 5; e < length; e += gap) s[e] = e % 2 ? '"' : '\n';
          s.replace(at, std::min(seq.size(), length - at), seq, 0, length - at);
          check_all_policies(s);
        }
      }
    }
  }
}

TEST_CASE("text dense with long sequences, valid and not, every length to 100", "[utf8]") {
  std::mt19937 random(4242);
  for (std::size_t length = 0; length <= 100; ++length) {
    for (int round = 0; round < 20; ++round) {
      std::string s;
      while (s.size() < length) {
        const std::string& seq = sequences()[random() % sequences().size()];
        // Mostly well-formed (the first 13), so that errors come late in the text too.
        s += random() % 8 != 0 ? sequences()[random() % 13] : seq;
        if (random() % 4 == 0) s += static_cast<char>('a' + random() % 26);
      }
      s.resize(length);
      check_all_policies(s);
    }
  }
}

TEST_CASE("every byte value from 0x80 up, each pair after a lead, at block boundaries", "[utf8]") {
  // Whether the pair tables of the SSSE3 and AVX2 escapers hold every case:
  // each lead byte (and stray byte) followed by every byte value, then a
  // continuation, at positions that cross blocks.
  for (int a = 0x80; a < 0x100; ++a) {
    for (int b = 0; b < 0x100; ++b) {
      if (b == '"' || b == '\\' || b < 0x20) continue;  // escapes are tested elsewhere
      const std::string pair = {static_cast<char>(a), static_cast<char>(b)};
      check<jsongen::utf8_policy::error>(std::string(15, 'x') + pair + "\x80\xBF" + std::string(13, 'y'));
      check<jsongen::utf8_policy::replace>(std::string(30, 'x') + pair + "\xA0\x80z");
      check<jsongen::utf8_policy::error>(std::string(46, 'x') + pair);
    }
  }
}
