// The standard types beyond containers and strings: std::span (C++20),
// multimaps in both formats, std::atomic, std::reference_wrapper and
// std::filesystem::path (jsongen/filesystem.h).
#include <catch2/catch.hpp>
#include <jsongen/filesystem.h>
#include <jsongen/jsongen.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#if __cplusplus >= 202002L && defined(__has_include)
#if __has_include(<span>)
#include <span>
#endif
#endif

namespace {

struct repeated_keys_options : jsongen::default_options {
  static constexpr jsongen::multimap_format multimaps = jsongen::multimap_format::repeated_keys;
};
struct strict : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;
};
struct replace_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};
#if defined(_WIN32)  // (only the Windows paths' test uses it: clang warns of an unused member)
struct pass_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};
#endif

}  // namespace

#if defined(__cpp_lib_span)
TEST_CASE("a std::span is the array it shows", "[std_types]") {
  const std::vector<int> v{1, 2, 3};
  CHECK(jsongen::to_json(std::span<const int>(v)) == "[1,2,3]");
  CHECK(jsongen::to_json(std::span<const int>(v).subspan(1)) == "[2,3]");
  CHECK(jsongen::to_json(std::span<const int>()) == "[]");
  std::array<double, 2> fixed{0.5, -1};
  CHECK(jsongen::to_json(std::span<double, 2>(fixed)) == "[0.5,-1]");
  const std::string words[] = {"a", "b\n"};
  CHECK(jsongen::to_json(std::span<const std::string>(words)) == R"(["a","b\n"])");
  CHECK(jsongen::to_json<jsongen::pretty_options<2>>(std::span<const int>(v)) == "[\n  1,\n  2,\n  3\n]");
  const std::vector<std::vector<int>> nested{{1}, {}};
  CHECK(jsongen::to_json(std::span<const std::vector<int>>(nested)) == "[[1],[]]");
  // Its errors have their index.
  const std::string bad[] = {"ok", "\xff"};
  std::string out;
  const jsongen::status st = jsongen::try_to_json(std::span<const std::string>(bad), out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[1]");
}
#endif

TEST_CASE("a multimap is an array of [key, value] pairs by default", "[std_types]") {
  const std::multimap<std::string, int> m{{"b", 2}, {"a", 1}, {"b", 3}};
  CHECK(jsongen::to_json(m) == R"([["a",1],["b",2],["b",3]])");
  CHECK(jsongen::to_json(std::multimap<int, int>{}) == "[]");
  // Any key type a pair allows, also those an object cannot have.
  CHECK(jsongen::to_json(std::multimap<double, bool>{{1.5, true}, {1.5, false}}) == "[[1.5,true],[1.5,false]]");
  CHECK(jsongen::to_json(std::multimap<std::optional<int>, int>{{std::nullopt, 1}}) == "[[null,1]]");
  const std::unordered_multimap<int, std::string> u{{7, "x"}, {7, "x"}};
  CHECK(jsongen::to_json(u) == R"([[7,"x"],[7,"x"]])");
  std::string out;
  const std::multimap<int, std::string> bad{{1, "ok"}, {1, "\xff"}};
  const jsongen::status st = jsongen::try_to_json(bad, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[1][1]");
}

TEST_CASE("with multimap_format::repeated_keys a multimap is an object that repeats keys", "[std_types]") {
  const std::multimap<std::string, int> m{{"b", 2}, {"a", 1}, {"b", 3}};
  CHECK(jsongen::to_json<repeated_keys_options>(m) == R"({"a":1,"b":2,"b":3})");
  CHECK(jsongen::to_json<repeated_keys_options>(std::multimap<int, int>{{5, 1}, {5, 2}}) == R"({"5":1,"5":2})");
  CHECK(jsongen::to_json<repeated_keys_options>(std::unordered_multimap<char, int>{{'k', 1}}) == R"({"k":1})");
  CHECK(jsongen::to_json<repeated_keys_options>(std::multimap<int, int>{}) == "{}");
  std::string out;
  const std::multimap<std::string, std::string> bad{{"k", "ok"}, {"k", "\xff"}};
  const jsongen::status st = jsongen::try_to_json<repeated_keys_options>(bad, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[\"k\"]");
}

TEST_CASE("an atomic is its loaded value", "[std_types]") {
  std::atomic<int> i{-5};
  CHECK(jsongen::to_json(i) == "-5");
  std::atomic<bool> b{true};
  CHECK(jsongen::to_json(b) == "true");
  const std::atomic<double> d{0.5};
  CHECK(jsongen::to_json(d) == "0.5");
  std::atomic<std::uint64_t> big{18446744073709551615u};
  CHECK(jsongen::to_json(big) == "18446744073709551615");
  // Fixed-size like what it holds: arrays of them take one capacity check.
  static_assert(jsongen::detail::has_max_size<std::atomic<int>>::value, "an atomic int has a largest size");
  const std::array<std::atomic<int>, 3> counts{{{1}, {2}, {3}}};
  CHECK(jsongen::to_json(counts) == "[1,2,3]");
  CHECK(jsongen::to_json<jsongen::pretty_options<2>>(counts) == "[\n  1,\n  2,\n  3\n]");
  std::string out;
  const std::atomic<double> nan{std::numeric_limits<double>::quiet_NaN()};
  CHECK(jsongen::try_to_json<strict>(nan, out).code == jsongen::errc::non_finite_number);
}

TEST_CASE("a reference_wrapper is its referent", "[std_types]") {
  int x = 3;
  std::string s = "text\"";
  CHECK(jsongen::to_json(std::ref(x)) == "3");
  CHECK(jsongen::to_json(std::cref(s)) == R"("text\"")");
  const std::vector<std::reference_wrapper<const std::string>> refs{std::cref(s), std::cref(s)};
  CHECK(jsongen::to_json(refs) == R"(["text\"","text\""])");
  std::map<std::string, std::reference_wrapper<int>> m{{"x", std::ref(x)}};
  x = 4;
  CHECK(jsongen::to_json(m) == R"({"x":4})");
  std::string bad = "\xff";
  std::string out;
  const jsongen::status st = jsongen::try_to_json(std::vector<std::reference_wrapper<std::string>>{std::ref(bad)}, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[0]");
}

TEST_CASE("a filesystem path is its UTF-8 text, escaped", "[std_types]") {
  using path = std::filesystem::path;
  CHECK(jsongen::to_json(path("/usr/share/doc")) == R"("/usr/share/doc")");
  CHECK(jsongen::to_json(path()) == R"("")");
  const std::vector<path> paths{"a", "b/c"};
  CHECK(jsongen::to_json(paths) == R"(["a","b/c"])");
  std::string out;
#if defined(_WIN32)
  // Native: '\\' joins, and the text is UTF-16 (a narrow string would be in
  // the ANSI code page), converted to UTF-8.
  CHECK(jsongen::to_json(path("dir") / "a \"b\"\\c") == R"("dir\\a \"b\"\\c")");
  CHECK(jsongen::to_json(path(L"caf\u00e9.txt")) == "\"caf\xc3\xa9.txt\"");
  // Not Unicode (a lone surrogate, which a Windows file name may hold): by
  // the UTF-8 policy, with its path; u8string() would throw.
  const std::map<std::string, path> bad{{"home", path(L"x\xD800")}};
  const jsongen::status st = jsongen::try_to_json(bad, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[\"home\"]");
  CHECK(jsongen::to_json<replace_options>(path(L"x\xD800")) == "\"x\xef\xbf\xbd\"");
  // Passed through as its three bytes, it reads back as the same name.
  CHECK(jsongen::to_json<pass_options>(path(L"x\xD800")) == "\"x\xed\xa0\x80\"");
  path back;
  CHECK(jsongen::from_json<pass_options>("\"x\xed\xa0\x80\"", back));
  CHECK(back.native() == L"x\xD800");
  CHECK(jsongen::from_json("\"caf\xc3\xa9\\\\\\ud83d\\ude00\"", back));
  CHECK(back.native() == L"caf\u00e9\\\U0001F600");
#else
  CHECK(jsongen::to_json(path("dir") / "a \"b\"\\c") == R"("dir/a \"b\"\\c")");
  CHECK(jsongen::to_json(path("caf\xc3\xa9.txt")) == "\"caf\xc3\xa9.txt\"");
  // Not UTF-8: by the UTF-8 policy, with its path.
  const std::map<std::string, path> bad{{"home", "x\xff"}};
  const jsongen::status st = jsongen::try_to_json(bad, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[\"home\"]");
  CHECK(jsongen::to_json<replace_options>(path("x\xff")) == "\"x\xef\xbf\xbd\"");
#endif
}

// Where paths are wide (Windows), their text goes through these; tested
// here on every platform, with UTF-16 and with code points.
TEST_CASE("wide text converts to UTF-8 and back, a lone surrogate kept", "[std_types]") {
  using jsongen::detail::utf8_of_wide;
  using jsongen::detail::wide_of_utf8;
  const std::u16string utf16 = u"a\u00e9\u4e2d\U0001F600z";
  const std::string utf8 = "a\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80z";
  CHECK(utf8_of_wide(utf16.data(), utf16.size(), false) == utf8);
  CHECK(wide_of_utf8<char16_t>(utf8.data(), utf8.size()) == utf16);
  const std::u32string utf32 = U"a\u00e9\u4e2d\U0001F600z";
  CHECK(utf8_of_wide(utf32.data(), utf32.size(), false) == utf8);
  CHECK(wide_of_utf8<char32_t>(utf8.data(), utf8.size()) == utf32);
  // Lone surrogates (high at the end, high before a non-surrogate, low
  // alone): their three bytes, and back.
  const std::u16string lone = {u'x', 0xD800, 0xD83D, u'y', 0xDC00};
  const std::string generalized = "x\xed\xa0\x80\xed\xa0\xbdy\xed\xb0\x80";
  CHECK(utf8_of_wide(lone.data(), lone.size(), false) == generalized);
  CHECK(utf8_of_wide(lone.data(), lone.size(), true) == "x\xef\xbf\xbd\xef\xbf\xbdy\xef\xbf\xbd");
  CHECK(wide_of_utf8<char16_t>(generalized.data(), generalized.size()) == lone);
  // Ill-formed UTF-8 otherwise: one U+FFFD per maximal subpart.
  const std::string bad = "a\xff\xe4\xb8z\xc0";
  CHECK(wide_of_utf8<char16_t>(bad.data(), bad.size()) == u"a\ufffd\ufffdz\ufffd");
  // Beyond Unicode (32-bit units only): the byte 0xFF, which the UTF-8
  // check rejects, or U+FFFD.
  const std::u32string beyond = {0x110000, 0x7FFFFFFF};
  CHECK(utf8_of_wide(beyond.data(), beyond.size(), false) == "\xff\xff");
  CHECK(utf8_of_wide(beyond.data(), beyond.size(), true) == "\xef\xbf\xbd\xef\xbf\xbd");
}

TEST_CASE("a volatile or const bool or char is written as the plain type", "[std_types]") {
  // A volatile bool used to match the integer serializer and print 0 or 1.
  volatile bool flag = true;
  const volatile char letter = 'x';
  CHECK(jsongen::to_json(flag) == "true");
  CHECK(jsongen::to_json(letter) == "\"x\"");
  const bool off = false;
  CHECK(jsongen::to_json(off) == "false");
}
