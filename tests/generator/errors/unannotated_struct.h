// expect: unannotated_struct.h:9:9: error: field 'inner' of 'Outer' has type 'Plain'
// expect: 'Plain' is not marked JSONGEN_SERIALIZE
#pragma once
#include <jsongen/jsongen.h>

struct Plain { int x; };

struct JSONGEN_SERIALIZE Outer {
  Plain inner;
};
