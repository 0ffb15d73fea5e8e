// expect: anonymous_member.h:7:3: error: anonymous union member in 'WithAnonymous' is not supported
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE WithAnonymous {
  int a;
  union {
    int b;
    float c;
  };
};
