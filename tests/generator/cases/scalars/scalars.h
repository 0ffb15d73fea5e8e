#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <string>
#include <string_view>

struct JSONGEN_SERIALIZE Scalars {
  bool yes;
  bool no;
  std::int8_t i8;
  std::uint8_t u8;
  short s;
  unsigned short us;
  int i;
  unsigned u;
  long l;
  unsigned long ul;
  long long ll;
  unsigned long long ull;
  std::int64_t min64;
  std::uint64_t max64;
  char c;
  char quote;
  float f;
  double d;
  double tiny;
  double big;
  double nan;
  double inf;
  float negative_inf;
  std::string text;
  std::string_view view;
  const char* cstr;
  const char* none;
};
