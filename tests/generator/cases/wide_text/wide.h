#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// Wide, UTF-16 and UTF-32 text, written as UTF-8 and read back converted:
// strings, their views (written only), single characters, and inside what
// holds them.
namespace wide {

struct JSONGEN_SERIALIZE Label {
  std::wstring wide;
  std::u16string utf16;
  std::u32string utf32;
  wchar_t wide_char = L'w';
  char16_t utf16_char = u'u';
  char32_t utf32_char = U'U';
  std::optional<std::u16string> maybe;
  std::vector<std::u32string> lines;
  std::map<std::string, std::wstring> by_key;
  std::variant<int, std::u16string> either;
};

struct JSONGEN_SERIALIZE Views {
  std::wstring_view wide;
  std::u16string_view utf16;
  std::u32string_view utf32;
};

}  // namespace wide
