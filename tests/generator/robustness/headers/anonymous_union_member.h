// expect: error
// message: anonymous_union_member.h:7:3: error: anonymous union member in 'Tagged' is not supported
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Tagged {
  union {
    int i;
    float f;
  };
  int tag;
};
