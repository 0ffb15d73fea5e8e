// Wide, UTF-16 and UTF-32 text (jsongen/wide_strings.h, read_wide_strings.h):
// converted to UTF-8 when written, with every unit that is no Unicode
// scalar value an error at its path (or U+FFFD with utf8_policy::replace),
// and converted back when read.
#include <jsongen/jsongen.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

namespace {

struct replace_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};

template <class T>
jsongen::status write_status(const T& value) {
  std::string out;
  return jsongen::try_to_json(value, out);
}

template <class T>
T read(const std::string& json) {
  T value{};
  const jsongen::status s = jsongen::from_json(json, value);
  INFO(s.message());
  CHECK(s.ok());
  return value;
}

}  // namespace

TEST_CASE("UTF-16 text is written as UTF-8 and read back, across the 0xFFFF/0x10000 boundary", "[wide]") {
  const std::u16string text = u"\u007F\u0080\u07FF\u0800\uD7FF\uE000\uFFFF\U00010000\U0010FFFF";
  const std::string utf8 =
      "\"\x7f\xc2\x80\xdf\xbf\xe0\xa0\x80\xed\x9f\xbf\xee\x80\x80\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\"";
  CHECK(jsongen::to_json(text) == utf8);
  CHECK(read<std::u16string>(utf8) == text);
  CHECK(read<std::u16string>(R"("\uffff\ud800\udc00\udbff\udfff")") == u"\uFFFF\U00010000\U0010FFFF");
  CHECK(read<std::u16string>(R"("")").empty());
}

TEST_CASE("UTF-32 text and wchar_t are code points, the largest U+10FFFF", "[wide]") {
  const std::u32string text = U"a\uFFFF\U00010000\U0010FFFF";
  const std::string utf8 = "\"a\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf\"";
  CHECK(jsongen::to_json(text) == utf8);
  CHECK(read<std::u32string>(utf8) == text);
  // wchar_t: 32-bit code points on Linux, UTF-16 on Windows; the same text.
  const std::wstring wide = L"a\uFFFF\U00010000\U0010FFFF";
  CHECK(jsongen::to_json(wide) == utf8);
  CHECK(read<std::wstring>(utf8) == wide);
  CHECK(jsongen::to_json(std::u32string_view(text)) == utf8);
}

TEST_CASE("a lone surrogate at any position of UTF-16 text is an error at its path", "[wide]") {
  const char16_t high = 0xD800, low = 0xDC00, last_high = 0xDBFF, last_low = 0xDFFF;
  const std::vector<std::u16string> lone = {
      {high},                            // alone
      {high, u'a'},                      // first, before a non-surrogate
      {u'a', high},                      // last
      {u'a', high, u'b'},                // in the middle
      {low},                             // a low one alone
      {low, high},                       // a pair in the wrong order
      {u'a', last_low},                  // the last low one, last
      {last_high, last_high, last_low},  // a high one before a pair
      {high, low, low},                  // a low one after a pair
  };
  for (std::size_t i = 0; i < lone.size(); ++i) {
    INFO("case " << i);
    const std::vector<std::u16string> values = {u"ok", lone[i]};
    const jsongen::status s = write_status(values);
    CHECK(s.code == jsongen::errc::invalid_utf8);
    CHECK(s.path == "[1]");
    // utf8_policy::replace: one U+FFFD per lone unit, the rest kept.
    CHECK(jsongen::to_json<replace_options>(lone[i]).find("\xef\xbf\xbd") != std::string::npos);
  }
  CHECK(jsongen::to_json<replace_options>(std::u16string{u'a', high, u'b', low}) ==
        "\"a\xef\xbf\xbd"
        "b\xef\xbf\xbd\"");
  // A well-formed pair at the edges is no error.
  CHECK(write_status(std::u16string{last_high, last_low}).ok());
  CHECK(write_status(std::u16string{high, low}).ok());
}

TEST_CASE("a surrogate or a value beyond U+10FFFF in UTF-32 text is an error at its path", "[wide]") {
  for (const char32_t bad : {char32_t(0xD800), char32_t(0xDFFF), char32_t(0x110000), char32_t(0xFFFFFFFF)}) {
    INFO(static_cast<unsigned long>(bad));
    for (std::size_t at = 0; at < 3; ++at) {
      std::u32string text = U"abc";
      text[at] = bad;
      const jsongen::status s = write_status(std::vector<std::u32string>{text});
      CHECK(s.code == jsongen::errc::invalid_utf8);
      CHECK(s.path == "[0]");
      text[at] = 0xFFFD;
      CHECK(jsongen::to_json<replace_options>(std::u32string(U"abc").replace(at, 1, 1, bad)) == jsongen::to_json(text));
    }
    // As one character too.
    CHECK(write_status(std::vector<char32_t>{U'a', bad}).path == "[1]");
  }
  CHECK(write_status(std::u32string(1, char32_t(0x10FFFF))).ok());
}

TEST_CASE("a wide character is a string of one character", "[wide]") {
  CHECK(jsongen::to_json(u'\u00e9') == "\"\xc3\xa9\"");
  CHECK(jsongen::to_json(U'\U0001F600') == "\"\xf0\x9f\x98\x80\"");
  CHECK(jsongen::to_json(L'x') == "\"x\"");
  CHECK(jsongen::to_json(std::vector<char16_t>{u'a', u'\uFFFF'}) == "[\"a\",\"\xef\xbf\xbf\"]");
  CHECK(read<char16_t>("\"\\uffff\"") == u'\uFFFF');
  CHECK(read<char32_t>("\"\\ud83d\\ude00\"") == U'\U0001F600');
  CHECK(read<wchar_t>("\"x\"") == L'x');
  // U+10000 needs two UTF-16 units: not one char16_t. Two characters, none.
  for (const char* json : {"\"\\ud800\\udc00\"", "\"ab\"", "\"\"", "\"abcde\""}) {
    INFO(json);
    char16_t c = 0;
    const jsongen::status s = jsongen::from_json(json, c);
    CHECK(s.code == jsongen::errc::wrong_length);
    CHECK(s.offset == 0);
  }
  char32_t c = 0;
  CHECK(jsongen::from_json("\"ab\"", c).code == jsongen::errc::wrong_length);
  CHECK(jsongen::from_json("7", c).code == jsongen::errc::wrong_type);
}

TEST_CASE("reading wide text validates the UTF-8 as for a std::string", "[wide]") {
  std::u16string v = u"kept capacity";
  CHECK(jsongen::from_json("[\"x\"]", v).code == jsongen::errc::wrong_type);
  const jsongen::status lone = jsongen::from_json("\"a\\ud800\"", v);
  CHECK(lone.code == jsongen::errc::invalid_utf8);
  CHECK(lone.offset == 2);
  const jsongen::status bytes = jsongen::from_json("\"ab\xed\xa0\x80\"", v);
  CHECK(bytes.code == jsongen::errc::invalid_utf8);
  CHECK(bytes.offset == 3);
}
