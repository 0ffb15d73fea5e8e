// Wide text is converted to and from UTF-8 (cases/wide_text); what has no length or no text form is refused.
// expect: wide_string.h:13:18: error: field 'pointer' of 'Wide' has type 'const wchar_t *', which jsongen cannot serialize: a pointer to wide characters is not written
// expect: wide_string.h:14:12: error: field 'array' of 'Wide' has type 'char16_t[4]', which jsongen cannot serialize: an array of wide characters is not written as text; hold a std::wstring, std::u16string or std::u32string
// expect: wide_string.h:15:33: error: field 'by_name' of 'Wide' has type 'std::map<std::u16string, int>', which jsongen cannot serialize: map keys must be
// expect: wide_string.h:16:36: error: field 'u8' of 'Wide' has type 'std::basic_string<unsigned char>', which jsongen cannot serialize: only strings of char, wchar_t, char16_t and char32_t are supported
#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <string>

struct JSONGEN_SERIALIZE Wide {
  const wchar_t* pointer;
  char16_t array[4];
  std::map<std::u16string, int> by_name;
  std::basic_string<unsigned char> u8;
  std::wstring text;  // fine
};
