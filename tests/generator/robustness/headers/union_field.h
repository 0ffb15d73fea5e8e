// expect: error
// message: union_field.h:12:10: error: field 'either' of 'HasUnion' has type 'Either', which jsongen cannot serialize: a union has no JSON meaning
#pragma once
#include <jsongen/jsongen.h>

union Either {
  int i;
  float f;
};

struct JSONGEN_SERIALIZE HasUnion {
  Either either;
};
