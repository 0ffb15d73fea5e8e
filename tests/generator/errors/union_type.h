// expect: union_type.h:5:25: error: union 'Either' is marked JSONGEN_SERIALIZE, but a union has no JSON meaning
#pragma once
#include <jsongen/jsongen.h>

union JSONGEN_SERIALIZE Either {
  int i;
  float f;
};
