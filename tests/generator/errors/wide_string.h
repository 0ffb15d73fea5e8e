// expect: wide_string.h:8:16: error: field 'text' of 'Wide' has type 'std::wstring', which jsongen cannot serialize: only strings of char are supported
#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct JSONGEN_SERIALIZE Wide {
  std::wstring text;
};
