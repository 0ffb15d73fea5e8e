// Reading JSON strings (read_string.h): every scanner (the portable one, and
// on x86 each instruction set's this processor runs, forced, and the one it
// picks) and every entry point (read_string, skip_string, read_string_view)
// against a reference decoder written here from RFC 8259 and the U+FFFD rule
// of utf8_reference.h, under each utf8_policy. Inputs sit in heap blocks of
// exactly their size (and at the end of a page), so a read past the end
// shows under AddressSanitizer, or faults.
#include <catch2/catch.hpp>
#include <jsongen/read_string.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#if defined(__unix__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "read_string_reference.h"

namespace {

using jsongen::utf8_policy;
using jsongen::detail::string_error;
using test_support::encode;
using test_support::expected;
using test_support::reference;

std::size_t rounds() {
  if (const char* text = std::getenv("JSONGEN_READ_STRING_ROUNDS")) return std::strtoull(text, nullptr, 10);
  return 3000;
}

// The scanners to hold to the reference.
struct scanner {
  const char* name;
  int level;
};
std::vector<scanner> scanners() {
  namespace d = jsongen::detail;
  std::vector<scanner> list = {{"portable", d::kPortableScan}, {"default", d::kReadLevel}};
#if defined(JSONGEN_HAVE_X86_LEVELS)
  list.push_back({"SSE2", d::simd_sse2});
  if (d::simd_level() >= d::simd_ssse3) list.push_back({"SSSE3", d::simd_ssse3});
  if (d::simd_level() >= d::simd_avx2) list.push_back({"AVX2", d::simd_avx2});
#endif
  return list;
}

struct outcome {
  string_error error;
  std::size_t offset;
  std::string text;
  bool viewed_input;  // read_string_view: the view is of the input
};

enum class entry { read, skip, view };

template <utf8_policy Policy, int Level>
outcome run_one(entry which, const char* p, const char* end, std::string& out) {
  namespace d = jsongen::detail;
  d::string_result r{};
  outcome o{};
  if (which == entry::read) {
    r = d::read_string<Policy, Level>(p, end, out);
    o.text = out;
  } else if (which == entry::skip) {
    r = d::skip_string<Policy, Level>(p, end);
  } else {
    std::string_view view;
    r = d::read_string_view<Policy, Level>(p, end, out, view);
    o.text = std::string(view);
    o.viewed_input = view.data() == p;
  }
  o.error = r.error;
  o.offset = static_cast<std::size_t>(r.ptr - p);
  return o;
}

template <utf8_policy Policy>
outcome run(int level, entry which, const char* p, const char* end, std::string& out) {
  namespace d = jsongen::detail;
  switch (level) {
    case d::kPortableScan: return run_one<Policy, d::kPortableScan>(which, p, end, out);
#if defined(JSONGEN_HAVE_X86_LEVELS)
    case d::simd_sse2: return run_one<Policy, d::simd_sse2>(which, p, end, out);
    case d::simd_ssse3: return run_one<Policy, d::simd_ssse3>(which, p, end, out);
    case d::simd_avx2: return run_one<Policy, d::simd_avx2>(which, p, end, out);
#endif
    default: return run_one<Policy, d::kReadLevel>(which, p, end, out);
  }
}

const char* policy_name(utf8_policy policy) {
  return policy == utf8_policy::error ? "error" : policy == utf8_policy::replace ? "replace" : "pass";
}

std::string shown(const std::string& s) {
  std::string out;
  char buffer[8];
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += ch;
    } else {
      std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
      out += buffer;
    }
  }
  return out;
}

// Reads `in` (the bytes after an opening quote, and whatever follows the
// string) with every scanner and entry point, from a heap block of exactly
// `offset` + in.size() bytes at `offset` (its alignment), and checks each
// against the reference.
template <utf8_policy Policy>
void check(const std::string& in, std::size_t offset = 0) {
  const expected want = reference(in, Policy);
  const std::unique_ptr<char[]> block(new char[offset + in.size()]);
  if (!in.empty()) std::memcpy(block.get() + offset, in.data(), in.size());
  const char* p = block.get() + offset;
  const char* end = p + in.size();
  // Catch's macros only on a mismatch: they cost more than the reading.
  static const std::vector<scanner> list = scanners();
  for (const scanner& s : list) {
    for (const entry which : {entry::read, entry::skip, entry::view}) {
      std::string out = "stale text";
      const outcome got = run<Policy>(s.level, which, p, end, out);
      bool same = got.error == want.error && got.offset == want.offset;
      bool viewed_right = true;
      if (same && want.error == string_error::none && which != entry::skip) {
        same = got.text == want.text;
        if (which == entry::view) {
          // No copy when the text is the input's bytes as they are.
          const std::string raw = in.substr(0, want.offset - 1);
          viewed_right = got.viewed_input == (raw.find('\\') == std::string::npos && want.text == raw);
        }
      }
      if (!same || !viewed_right) {
        INFO("scanner " << s.name << ", entry " << static_cast<int>(which) << ", policy " << policy_name(Policy)
                        << ", input \"" << shown(in) << "\" (" << in.size() << " bytes), alignment " << offset);
        INFO("expected error " << static_cast<int>(want.error) << " at " << want.offset << ", text \"" << shown(want.text)
                               << "\"");
        INFO("got error " << static_cast<int>(got.error) << " at " << got.offset << ", text \"" << shown(got.text)
                          << "\"" << (viewed_right ? "" : ", viewed wrongly"));
        FAIL("differs from the reference");
      }
    }
  }
}

void check_all_policies(const std::string& in, std::size_t offset = 0) {
  check<utf8_policy::error>(in, offset);
  check<utf8_policy::replace>(in, offset);
  check<utf8_policy::pass>(in, offset);
}

// The text a reader gives for the whole input (one policy, default scanner).
template <utf8_policy Policy = utf8_policy::error>
expected read_default(const std::string& in) {
  std::string out;
  const auto r = jsongen::detail::read_string<Policy>(in.data(), in.data() + in.size(), out);
  return {r.error, static_cast<std::size_t>(r.ptr - in.data()), out};
}

}  // namespace

TEST_CASE("the reference itself on hand-checked strings", "[read_string]") {
  // So that a mistake shared by the reference and the reader shows too.
  const auto ok = [](const std::string& in, utf8_policy policy, const std::string& text) {
    const expected e = reference(in, policy);
    CHECK(e.error == string_error::none);
    CHECK(e.offset == in.size());
    CHECK(shown(e.text) == shown(text));
  };
  ok(R"(a\"b\\c\/d\be\ff\ng\rh\ti")", utf8_policy::error, "a\"b\\c/d\be\ff\ng\rh\ti");
  ok(R"(\u0041\u00e9\u00E9\u20ac\uD83D\uDE00\ud83d\ude00")", utf8_policy::error,
     "A\xC3\xA9\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xF0\x9F\x98\x80");
  ok(R"(\uD800x")", utf8_policy::replace, "\xEF\xBF\xBDx");
  ok(R"(\uDFFF")", utf8_policy::pass, "\xED\xBF\xBF");
  ok("\xE0\x80\xC3\"", utf8_policy::replace, "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
  ok("\xF0\x9F\x98\"", utf8_policy::replace, "\xEF\xBF\xBD");
  CHECK(reference("\xF0\x9F\x98", utf8_policy::error).error == string_error::unterminated);
  CHECK(reference("\xFF", utf8_policy::error).error == string_error::invalid_utf8);
  CHECK(reference(R"(\uD800\uD)", utf8_policy::error).error == string_error::unterminated);
  CHECK(reference(R"(\uD800\u00)", utf8_policy::error).error == string_error::unpaired_surrogate);
  CHECK(reference(R"(\uD800\u0041")", utf8_policy::error).error == string_error::unpaired_surrogate);
}

TEST_CASE("every escape, under every policy", "[read_string]") {
  const std::pair<std::string, std::string> escapes[] = {
      {R"(\")", "\""}, {R"(\\)", "\\"}, {R"(\/)", "/"}, {R"(\b)", "\b"}, {R"(\f)", "\f"}, {R"(\n)", "\n"},
      {R"(\r)", "\r"}, {R"(\t)", "\t"}, {R"(\u0000)", std::string(1, '\0')}, {R"(\u001f)", "\x1F"},
      {R"(\u0022)", "\""}, {R"(\u005C)", "\\"}, {R"(\u007F)", "\x7F"}, {R"(\u0080)", "\xC2\x80"},
      {R"(\u00e9)", "\xC3\xA9"}, {R"(\u00E9)", "\xC3\xA9"}, {R"(\u07FF)", "\xDF\xBF"}, {R"(\u0800)", "\xE0\xA0\x80"},
      {R"(\u20AC)", "\xE2\x82\xAC"}, {R"(\uD7FF)", "\xED\x9F\xBF"}, {R"(\uE000)", "\xEE\x80\x80"},
      {R"(\uFFFF)", "\xEF\xBF\xBF"}, {R"(\ufffd)", "\xEF\xBF\xBD"}, {R"(\uD800\uDC00)", "\xF0\x90\x80\x80"},
      {R"(\uDBFF\uDFFF)", "\xF4\x8F\xBF\xBF"}, {R"(\uD83D\uDE00)", "\xF0\x9F\x98\x80"},
      {R"(\ud83d\ude00)", "\xF0\x9F\x98\x80"}, {R"(\uD83d\udE00)", "\xF0\x9F\x98\x80"}};
  for (const auto& [escape, text] : escapes) {
    for (const utf8_policy policy : {utf8_policy::error, utf8_policy::replace, utf8_policy::pass}) {
      INFO(escape << " under " << policy_name(policy));
      const std::string in = escape + "\"";
      const expected e = policy == utf8_policy::error     ? read_default<utf8_policy::error>(in)
                         : policy == utf8_policy::replace ? read_default<utf8_policy::replace>(in)
                                                          : read_default<utf8_policy::pass>(in);
      CHECK(e.error == string_error::none);
      CHECK(e.offset == in.size());
      CHECK(shown(e.text) == shown(text));
    }
    // Alone, between text, twice, and on each side of a block boundary.
    check_all_policies(escape + "\"");
    check_all_policies("abc" + escape + "def\"");
    check_all_policies(escape + escape + "\"");
    for (std::size_t at = 10; at < 36; ++at) check_all_policies(std::string(at, 'x') + escape + "yz\"");
  }
}

TEST_CASE("every byte after a backslash, and in each hex digit of \\u", "[read_string]") {
  // The two-character escapes are looked up in a table, \u's four digits
  // decoded together when the input holds them: each byte in each place,
  // and the input ending at it.
  for (int c = 0; c < 256; ++c) {
    const std::string b(1, static_cast<char>(c));
    check_all_policies("ab\\" + b + "cd\"");
    check_all_policies("\\" + b);
    for (std::size_t digit = 0; digit < 4; ++digit) {
      std::string u = "\\u00e9";
      u[2 + digit] = static_cast<char>(c);
      check_all_policies("x" + u + "y\"");
      check_all_policies(u.substr(0, 3 + digit));
    }
  }
}

TEST_CASE("unpaired surrogates under each policy", "[read_string]") {
  struct surrogate_case {
    const char* in;
    std::size_t error_at;   // of the unpaired one, under utf8_policy::error
    const char* replaced;   // utf8_policy::replace
    const char* passed;     // utf8_policy::pass (WTF-8)
  };
  const surrogate_case cases[] = {
      {R"(\uD800")", 0, "\xEF\xBF\xBD", "\xED\xA0\x80"},
      {R"(\uDBFFx")", 0, "\xEF\xBF\xBDx", "\xED\xAF\xBFx"},
      {R"(\uDC00")", 0, "\xEF\xBF\xBD", "\xED\xB0\x80"},
      {R"(ab\uDFFF")", 2, "ab\xEF\xBF\xBD", "ab\xED\xBF\xBF"},
      {R"(\uD800\uD800\uDC00")", 0, "\xEF\xBF\xBD\xF0\x90\x80\x80", "\xED\xA0\x80\xF0\x90\x80\x80"},
      {R"(\uD800\u0041")", 0, "\xEF\xBF\xBD" "A", "\xED\xA0\x80" "A"},
      {R"(\uD800\n")", 0, "\xEF\xBF\xBD\n", "\xED\xA0\x80\n"},
      {R"(\uDC00\uD800")", 0, "\xEF\xBF\xBD\xEF\xBF\xBD", "\xED\xB0\x80\xED\xA0\x80"},
      {R"(\uD800\uDBFF")", 0, "\xEF\xBF\xBD\xEF\xBF\xBD", "\xED\xA0\x80\xED\xAF\xBF"},
      {R"(\uD800\uE000")", 0, "\xEF\xBF\xBD\xEE\x80\x80", "\xED\xA0\x80\xEE\x80\x80"},
  };
  for (const auto& c : cases) {
    INFO(c.in);
    const expected error = read_default<utf8_policy::error>(c.in);
    CHECK(error.error == string_error::unpaired_surrogate);
    CHECK(error.offset == c.error_at);
    const expected replaced = read_default<utf8_policy::replace>(c.in);
    CHECK(replaced.error == string_error::none);
    CHECK(shown(replaced.text) == shown(c.replaced));
    const expected passed = read_default<utf8_policy::pass>(c.in);
    CHECK(passed.error == string_error::none);
    CHECK(shown(passed.text) == shown(c.passed));
    check_all_policies(c.in);
  }
}

TEST_CASE("every error, where it is", "[read_string]") {
  struct error_case {
    std::string in;
    string_error error;
    std::size_t at;       // SIZE_MAX: the end of the input
    const char* applies;  // the policies it holds for: e(rror), r(eplace), p(ass)
  };
  constexpr std::size_t kEnd = SIZE_MAX;
  const error_case cases[] = {
      {"", string_error::unterminated, kEnd, "erp"},
      {"abc", string_error::unterminated, kEnd, "erp"},
      {std::string(100, 'a'), string_error::unterminated, kEnd, "erp"},
      {"abc\\", string_error::unterminated, kEnd, "erp"},
      {"abc\\u", string_error::unterminated, kEnd, "erp"},
      {"abc\\u12", string_error::unterminated, kEnd, "erp"},
      {"abc\\u123", string_error::unterminated, kEnd, "erp"},
      {"\\uD800", string_error::unterminated, kEnd, "erp"},
      {"\\uD800\\", string_error::unterminated, kEnd, "erp"},
      {"\\uD800\\u", string_error::unterminated, kEnd, "erp"},
      {"\\uD800\\uD", string_error::unterminated, kEnd, "erp"},
      {"\\uD800\\uDC0", string_error::unterminated, kEnd, "erp"},
      {"\xC3", string_error::unterminated, kEnd, "erp"},
      {"ab\xE6\x97", string_error::unterminated, kEnd, "erp"},
      {"ab\xF0\x9F\x98", string_error::unterminated, kEnd, "erp"},
      {"ab\xE6\x97\xA5", string_error::unterminated, kEnd, "erp"},
      {"\xF0\x9F\x98\xC3\xA9", string_error::unterminated, kEnd, "rp"},
      {"\xF0\x9F\x98\xC3\xA9", string_error::invalid_utf8, 0, "e"},
      {"ab\xFF", string_error::invalid_utf8, 2, "e"},
      {"ab\xFF", string_error::unterminated, kEnd, "rp"},
      {"ab\x80", string_error::invalid_utf8, 2, "e"},
      {std::string("a\0b\"", 4), string_error::control_character, 1, "erp"},
      {"ab\x01\"", string_error::control_character, 2, "erp"},
      {"ab\n\"", string_error::control_character, 2, "erp"},
      {"ab\x1F\"", string_error::control_character, 2, "erp"},
      {std::string(40, 'z') + "\t\"", string_error::control_character, 40, "erp"},
      {"ab\\x\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\U0041\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\'\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\0\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\\x01\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\\xC3\xA9\"", string_error::invalid_escape, 2, "erp"},
      {"ab\\u12G4\"", string_error::invalid_unicode_escape, 2, "erp"},
      {"ab\\u\"", string_error::invalid_unicode_escape, 2, "erp"},
      {"ab\\u-123\"", string_error::invalid_unicode_escape, 2, "erp"},
      {"ab\\u 123\"", string_error::invalid_unicode_escape, 2, "erp"},
      {"\\uD800\\uDC0g\"", string_error::unpaired_surrogate, 0, "e"},
      {"\\uD800\\uDC0g\"", string_error::invalid_unicode_escape, 6, "rp"},
      {"\\uDC00\\x\"", string_error::unpaired_surrogate, 0, "e"},
      {"\\uDC00\\x\"", string_error::invalid_escape, 6, "rp"},
      {"ab\xFF\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xC0\xAF\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xE0\x80\x80\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xED\xA0\x80\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xF4\x90\x80\x80\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xC3\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xC3\x01\"", string_error::invalid_utf8, 2, "e"},
      {"ab\xC3\x01\"", string_error::control_character, 3, "rp"},
      {"ab\xE6\x97\\n\"", string_error::invalid_utf8, 2, "e"},
      {std::string(37, 'y') + "\xE6\x97\xA5\xE6\x97" + "\"", string_error::invalid_utf8, 40, "e"},
  };
  for (const auto& c : cases) {
    for (const utf8_policy policy : {utf8_policy::error, utf8_policy::replace, utf8_policy::pass}) {
      if (std::strchr(c.applies, policy_name(policy)[0]) == nullptr) continue;
      INFO("\"" << shown(c.in) << "\" under " << policy_name(policy));
      const expected e = policy == utf8_policy::error     ? read_default<utf8_policy::error>(c.in)
                         : policy == utf8_policy::replace ? read_default<utf8_policy::replace>(c.in)
                                                          : read_default<utf8_policy::pass>(c.in);
      CHECK(static_cast<int>(e.error) == static_cast<int>(c.error));
      CHECK(e.offset == (c.at == kEnd ? c.in.size() : c.at));
      const expected r = reference(c.in, policy);
      CHECK(static_cast<int>(r.error) == static_cast<int>(c.error));
      CHECK(r.offset == (c.at == kEnd ? c.in.size() : c.at));
    }
    check_all_policies(c.in);
  }
}

TEST_CASE("every byte value, alone, after text and at block boundaries", "[read_string]") {
  for (int b = 0; b < 256; ++b) {
    const std::string byte(1, static_cast<char>(b));
    check_all_policies(byte);
    check_all_policies(byte + "\"");
    check_all_policies("abc" + byte + "def\"");
    for (const std::size_t length : {15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 127, 128, 129}) {
      for (const std::size_t at : {length - 1, length - 2, length - 3, std::size_t{0}, std::size_t{1}}) {
        std::string s(length, 'q');
        s[at] = static_cast<char>(b);
        check<utf8_policy::error>(s + "\"");
        check<utf8_policy::replace>(s);
      }
    }
  }
}

namespace {

// Sequences of every kind (as utf8_test.cpp): well-formed ones of each
// length and range edge, ill-formed ones, escapes, and the bytes that end a
// run.
const std::vector<std::string>& pieces() {
  static const std::vector<std::string> list = {
      "\xC2\x80", "\xC3\xA9", "\xDF\xBF", "\xE0\xA0\x80", "\xE2\x82\xAC", "\xE6\x97\xA5", "\xED\x9F\xBF",
      "\xEE\x80\x80", "\xEF\xBF\xBF", "\xF0\x90\x80\x80", "\xF0\x9F\x98\x80", "\xF3\xBF\xBF\xBF", "\xF4\x8F\xBF\xBF",
      // ill-formed
      "\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF", "\xED\xA0\x80", "\xED\xBF\xBF", "\xF0\x80\x80\x80",
      "\xF0\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80", "\xFE", "\xFF", "\x80",
      "\xBF", "\xC3\xA9\xA9", "\xC3", "\xE6\x97", "\xF0\x9F\x98", "\xF0\x9F", "\xC3\xC3\xA9", "\xE6\xC3\xA9",
      // escapes, good and bad, and bytes that end a run
      "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u20AC", "\\uD83D\\uDE00", "\\uD800", "\\uDC00", "\\uD800\\uD800",
      "\\x", "\\u12", "\\u12x4", "\"", "\x01", "\x1F", "\\"};
  return list;
}
const std::vector<std::string>& valid_escapes() {
  static const std::vector<std::string> list = {"\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u20AC", "\\uD83D\\uDE00"};
  return list;
}

std::string random_text(std::mt19937_64& random, std::size_t length) {
  std::string s;
  const auto kind = random() % 4;
  while (s.size() < length) {
    const auto r = random();
    switch (kind) {
      case 0: s += static_cast<char>(r % 256); break;  // any bytes
      case 1: {  // valid UTF-8 text: ASCII and each length of sequence
        static const std::uint32_t sample[] = {0x41, 0x7A, 0xE9, 0x3B1, 0x7FF, 0x800, 0x20AC, 0x65E5, 0xD7FF, 0xE000,
                                               0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF};
        s += r % 3 == 0 ? std::string(1, static_cast<char>('a' + r % 26)) : encode(sample[(r >> 8) % 15]);
        break;
      }
      case 2: {  // valid text with escapes
        if (r % 4 == 0) {
          s += valid_escapes()[(r >> 8) % valid_escapes().size()];
        } else {
          s += r % 3 == 0 ? encode(static_cast<std::uint32_t>(0x80 + (r >> 12) % 0x780))
                          : std::string(1, static_cast<char>('a' + r % 26));
        }
        break;
      }
      default:  // pieces of every kind among text
        s += r % 3 == 0 ? pieces()[(r >> 8) % pieces().size()] : std::string(1 + (r >> 20) % 5, 'm');
        break;
    }
  }
  s.resize(length);
  return s;
}

}  // namespace

TEST_CASE("random strings of every length to 100 and every alignment", "[read_string]") {
  std::mt19937_64 random(20261203);
  for (std::size_t length = 0; length <= 100; ++length) {
    for (std::size_t alignment = 0; alignment < 32; ++alignment) {
      const std::string s = random_text(random, length);
      // Closed, then followed by more JSON, by bytes that a block might
      // take for part of the string, or by nothing (unterminated).
      const auto r = random() % 4;
      const std::string after = r == 0 ? "\"" : r == 1 ? "\",\"k\":\"\xE6\x97\xA5\"" : r == 2 ? "\"\x80\xBF\xFF\\\"" : "";
      check_all_policies(s + after, alignment);
    }
  }
}

TEST_CASE("random strings, more of them (JSONGEN_READ_STRING_ROUNDS)", "[read_string]") {
  std::mt19937_64 random(7);
  const std::size_t count = rounds();
  for (std::size_t i = 0; i < count; ++i) {
    const std::string s = random_text(random, random() % 300);
    check_all_policies(s + (random() % 8 == 0 ? "" : "\""), random() % 32);
  }
}

TEST_CASE("every piece at each position around the block boundaries", "[read_string]") {
  for (const std::string& piece : pieces()) {
    for (const std::size_t length : {1, 2, 3, 15, 16, 17, 31, 32, 33, 34, 48, 65, 97, 129}) {
      for (std::size_t at = 0; at < length; ++at) {
        const bool near_boundary = at < 4 || at % 16 < 2 || at % 16 > 12 || length - at < 5;
        if (!near_boundary) continue;
        std::string s(length, 'a');
        s.replace(at, std::min(piece.size(), length - at), piece, 0, length - at);  // cut short at the end
        check_all_policies(s + "\"");
        check_all_policies(s);  // unterminated, the piece maybe cut short by the end
        // Text dense with long sequences before it: the pair check carries
        // across blocks.
        std::string dense;
        while (dense.size() < at) dense += "\xE6\x97\xA5";
        dense.resize(at - at % 3);
        check<utf8_policy::error>(dense + piece + "tail\"");
        check<utf8_policy::replace>(dense + piece + "\"");
      }
    }
  }
}

TEST_CASE("a sequence cut short at a block's end, then ASCII blocks, then more UTF-8", "[read_string]") {
  // The block after the cut is plain ASCII (the fast path of the scan), and
  // the next block with bytes from 0x80 up starts a pair check of its own.
  for (const std::string lead : {"\xC3", "\xE6", "\xE6\x97", "\xF0", "\xF0\x9F", "\xF0\x9F\x98", "\xC3\xA9"}) {
    for (const std::size_t block_end : {16, 32, 48, 64}) {
      for (const std::size_t ascii : {1, 15, 16, 17, 32, 33, 48, 64}) {
        const std::string s = std::string(block_end - lead.size(), 'f') + lead + std::string(ascii, 'a');
        check_all_policies(s + "\xC3\xA9\"");
        check_all_policies(s + "\xE6\x97\xA5" + std::string(20, 'b') + "\"");
        check_all_policies(s + "\"");
      }
    }
  }
}

TEST_CASE("long runs between escapes, and many escapes in a row", "[read_string]") {
  // The decoder copies through a buffer of 256 bytes: runs and escapes that
  // fill it, cross its end, or are longer than it.
  for (const std::size_t run : {1, 15, 16, 31, 32, 33, 200, 255, 256, 257, 300, 600}) {
    for (const std::string& escape : valid_escapes()) {
      std::string s;
      for (int i = 0; i < 4; ++i) s += std::string(run, static_cast<char>('a' + i)) + escape;
      check_all_policies(s + "\"");
      check_all_policies(s + "\xE6\x97\xA5\xFF" + std::string(run, 'z') + "\"");
    }
  }
  std::string many;
  for (int i = 0; i < 300; ++i) many += i % 3 == 0 ? "\\n" : i % 3 == 1 ? "\\u00e9" : "\\uD83D\\uDE00";
  check_all_policies(many + "\"");
  check_all_policies(many + "\xC3" + many + "\"");
}

TEST_CASE("the capacity of the string read into is kept", "[read_string]") {
  namespace d = jsongen::detail;
  std::string out;
  const std::string long_text = std::string(1000, 'x') + "\"";
  const std::string escaped = "a\\nb\\u00e9\"";
  const std::string short_text = "hi\"";
  REQUIRE(d::read_string<utf8_policy::error>(long_text.data(), long_text.data() + long_text.size(), out).error ==
          string_error::none);
  REQUIRE(out.size() == 1000);
  const std::size_t capacity = out.capacity();
  const char* buffer = out.data();
  REQUIRE(d::read_string<utf8_policy::error>(short_text.data(), short_text.data() + short_text.size(), out).error ==
          string_error::none);
  CHECK(out == "hi");
  CHECK(out.capacity() == capacity);
  CHECK(out.data() == buffer);
  REQUIRE(d::read_string<utf8_policy::error>(escaped.data(), escaped.data() + escaped.size(), out).error ==
          string_error::none);
  CHECK(out == "a\nb\xC3\xA9");
  CHECK(out.capacity() == capacity);
  CHECK(out.data() == buffer);
  // Escaped and longer than the decoder's buffer.
  const std::string long_escaped = std::string(450, 'y') + "\\t" + std::string(450, 'z') + "\"";
  REQUIRE(d::read_string<utf8_policy::error>(long_escaped.data(), long_escaped.data() + long_escaped.size(), out).error ==
          string_error::none);
  CHECK(out == std::string(450, 'y') + "\t" + std::string(450, 'z'));
  CHECK(out.capacity() == capacity);
  CHECK(out.data() == buffer);
  std::string_view view;
  std::string scratch(500, 's');
  const std::size_t scratch_capacity = scratch.capacity();
  REQUIRE(d::read_string_view<utf8_policy::error>(escaped.data(), escaped.data() + escaped.size(), scratch, view).error ==
          string_error::none);
  CHECK(view == "a\nb\xC3\xA9");
  CHECK(view.data() == scratch.data());
  CHECK(scratch.capacity() == scratch_capacity);
}

// A string read over one that held fewer, as many or more bytes (copied
// into the bytes it holds, or appended after clear()): every pair of
// lengths to 70, the text each time the new one, whole.
TEST_CASE("a string read over every shorter and longer one", "[read_string]") {
  namespace d = jsongen::detail;
  for (std::size_t before = 0; before <= 70; ++before) {
    for (std::size_t length = 0; length <= 70; ++length) {
      std::string text;
      for (std::size_t i = 0; i < length; ++i) text += static_cast<char>('a' + (i * 7 + length) % 26);
      const std::string in = text + "\",";
      std::string out(before, '#');
      const auto r = d::read_string<utf8_policy::error>(in.data(), in.data() + in.size(), out);
      INFO("held " << before << " bytes, read " << length);
      REQUIRE(r.error == string_error::none);
      CHECK(r.ptr == in.data() + length + 1);
      CHECK(out == text);
      CHECK(out.size() == length);
      CHECK(out.c_str()[length] == '\0');
    }
  }
}

#if defined(__unix__)
TEST_CASE("strings that end at the end of a page", "[read_string]") {
  // Two pages, the second one unreadable: an input copied to the end of the
  // first faults on any read past its end (and ASan sees none either).
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  void* memory = mmap(nullptr, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  REQUIRE(memory != MAP_FAILED);
  char* const first = static_cast<char*>(memory);
  REQUIRE(mprotect(first + page, page, PROT_NONE) == 0);
  std::mt19937_64 random(99);
  for (std::size_t length = 0; length <= 80; ++length) {
    for (int round = 0; round < 6; ++round) {
      std::string s = random_text(random, length);
      if (round % 2 == 0 && length > 0) s.back() = '"';  // closed right at the end, else mostly unterminated
      char* const p = first + page - s.size();
      if (!s.empty()) std::memcpy(p, s.data(), s.size());
      const char* end = first + page;
      for (const utf8_policy policy : {utf8_policy::error, utf8_policy::replace, utf8_policy::pass}) {
        const expected want = reference(s, policy);
        for (const scanner& sc : scanners()) {
          for (const entry which : {entry::read, entry::skip, entry::view}) {
            std::string out;
            const outcome got = policy == utf8_policy::error     ? run<utf8_policy::error>(sc.level, which, p, end, out)
                                : policy == utf8_policy::replace ? run<utf8_policy::replace>(sc.level, which, p, end, out)
                                                                 : run<utf8_policy::pass>(sc.level, which, p, end, out);
            INFO("scanner " << sc.name << ", policy " << policy_name(policy) << ", input \"" << shown(s) << "\"");
            REQUIRE(static_cast<int>(got.error) == static_cast<int>(want.error));
            REQUIRE(got.offset == want.offset);
            if (want.error == string_error::none && which != entry::skip) REQUIRE(shown(got.text) == shown(want.text));
          }
        }
      }
    }
  }
  munmap(memory, 2 * page);
}
#endif
