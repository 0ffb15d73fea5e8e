// UTF-8 policies of the string writer, every escaper against a reference
// built independently: the set of every well-formed encoding is made by
// encoding each scalar value, so "valid" and "maximal ill-formed subpart"
// are looked up rather than computed with the same rules.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include "readable_escaper.h"

namespace {

std::string encode(std::uint32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += static_cast<char>(cp);
  } else if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (cp >> 18));
    s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return s;
}

struct utf8_reference {
  std::unordered_set<std::string> complete;  // every encoded scalar value
  std::unordered_set<std::string> prefixes;  // every proper prefix of one

  utf8_reference() {
    for (std::uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
      if (cp >= 0xD800 && cp <= 0xDFFF) continue;  // surrogates are not scalar values
      const std::string e = encode(cp);
      if (e.size() > 1) complete.insert(e);
      for (std::size_t k = 1; k < e.size(); ++k) prefixes.insert(e.substr(0, k));
    }
  }

  // What the writer must produce for s under a policy (no escapes needed:
  // the tests use no bytes below 0x20, '"' or '\\'), and whether s is valid.
  std::string expected(const std::string& s, jsongen::utf8_policy policy, bool& valid) const {
    std::string out = "\"";
    valid = true;
    std::size_t i = 0;
    while (i < s.size()) {
      if (static_cast<unsigned char>(s[i]) < 0x80) {
        out += s[i++];
        continue;
      }
      std::size_t length = 0;
      for (std::size_t k = 4; k >= 2; --k) {
        if (i + k <= s.size() && complete.count(s.substr(i, k))) {
          length = k;
          break;
        }
      }
      if (length) {
        out += s.substr(i, length);
        i += length;
        continue;
      }
      valid = false;
      std::size_t subpart = 1;  // the longest prefix of some valid sequence, at least one byte
      for (std::size_t k = 3; k >= 1; --k) {
        if (i + k <= s.size() && prefixes.count(s.substr(i, k))) {
          subpart = k;
          break;
        }
      }
      out += policy == jsongen::utf8_policy::replace ? std::string("\xEF\xBF\xBD") : s.substr(i, subpart);
      i += subpart;
    }
    return out + "\"";
  }
};

const utf8_reference& reference() {
  static const utf8_reference r;
  return r;
}

template <jsongen::utf8_policy Policy>
struct policy_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = Policy;
};

template <jsongen::utf8_policy Policy>
void check(const std::string& s) {
  using W = jsongen::basic_writer<policy_options<Policy>>;
  bool valid = true;
  const std::string expected = reference().expected(s, Policy, valid);
  std::vector<char* (*)(W&, char*, const char*, std::size_t)> escapers = {jsongen::detail::write_string_portable<W>};
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)
  escapers.push_back(jsongen::detail::write_string_simd<W>);
  escapers.push_back(test_support::write_string_readable_past_end<W>);
#endif
  for (std::size_t e = 0; e < escapers.size(); ++e) {
    std::string out;
    W w(out);
    w.finish(escapers[e](w, w.begin(), s.data(), s.size()));
    INFO("escaper " << e << ", policy " << static_cast<int>(Policy) << ", input length " << s.size());
    if (Policy == jsongen::utf8_policy::error) {
      REQUIRE((w.error() == jsongen::errc::invalid_utf8) == !valid);
      if (valid) REQUIRE(out == expected);
    } else {
      REQUIRE(w.error() == jsongen::errc::ok);
      REQUIRE(out == expected);
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
