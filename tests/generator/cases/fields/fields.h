#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct JSONGEN_SERIALIZE Fields {
  unsigned flags : 3;
  unsigned : 5;  // unnamed padding is not a field
  int wide : 20;
  const int fixed;
  static constexpr int ignored_static = 1;
  __extension__ struct {  // (a GNU extension) its members belong to Fields
    int inner_a;
    int inner_b;
  };
  std::string last;
  int method() const { return fixed; }
};
