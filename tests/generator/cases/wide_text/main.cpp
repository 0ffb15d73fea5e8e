#include <cstdio>
#include <string>

#include "round_trip.h"  // every value read back and written again
#include "wide.json.h"

namespace {

// A write that fails: its message, with the path.
template <class T>
std::string failure(const T& value) {
  std::string out;
  const jsongen::status s = jsongen::try_to_json(value, out);
  return "\"" + s.message() + "\"";
}

// A read that fails: its message, with the path and the offset.
std::string read_failure(const std::string& json) {
  wide::Label l;
  const jsongen::status s = jsongen::from_json(json, l);
  std::string escaped;
  for (char c : s.message()) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "\"" + escaped + "\"";
}

}  // namespace

int main() {
  wide::Label l;
  l.wide = L"w\u00e9\U0001F600";                                       // wchar_t: UTF-32 on Linux, UTF-16 on Windows
  l.utf16 = u"a\u00e9\u4e2d\uFFFF\U00010000\U0001F600\U0010FFFF\"\n";  // the 0xFFFF/0x10000 boundary, the last
  l.utf32 = U"b\u00e9\U0010FFFF";
  l.wide_char = L'\u00e9';
  l.utf16_char = u'\u4e2d';
  l.utf32_char = U'\U0001F600';
  l.maybe = u"x";
  l.lines = {U"one", U"", std::u32string(1, U'\0') + U"z"};
  l.by_key = {{"k", L"v"}};
  l.either = u"text";
  wide::Label empty;
  empty.either = 3;
  std::string text = "[" + jsongen_test::to_json(l) + "," + jsongen_test::to_json(empty) + ",";
  const std::u16string text16 = u"abc";
  const std::u32string text32 = U"\U0001F600";
  wide::Views v{L"view", text16, text32};
  text += jsongen::to_json(v) + ",";

  // Not Unicode: an error at the field, as invalid UTF-8 in a std::string.
  wide::Label bad = empty;
  bad.utf16 = std::u16string(u"ok") + char16_t(0xD800);  // a lone high surrogate, last
  text += failure(bad) + ",";
  bad = empty;
  bad.lines = {U"", std::u32string(1, char32_t(0x110000))};  // beyond U+10FFFF
  text += failure(bad) + ",";
  bad = empty;
  bad.utf16_char = char16_t(0xDC00);  // a lone low surrogate as a character
  text += failure(bad) + ",";
  bad = empty;
  bad.utf32_char = char32_t(0xD800);  // a surrogate in UTF-32
  text += failure(bad) + ",";

  // Reading: a character is one character (a char16_t up to U+FFFF);
  // invalid UTF-8 and unpaired \u escapes are errors as for a std::string.
  text += read_failure(R"({"utf16_char":"ab"})") + ",";
  text += read_failure(R"({"utf16_char":"\ud83d\ude00"})") + ",";
  text += read_failure(R"({"utf32":"\ud800"})") + ",";
  text += read_failure("{\"wide\":\"\xed\xa0\x80\"}") + ",";
  text += read_failure(R"({"wide":1})") + "]";
  std::puts(text.c_str());
}
