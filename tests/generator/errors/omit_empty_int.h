// expect: omit_empty_int.h:6:7: error: field 'count' of 'Counter' is marked JSONGEN_OMIT_EMPTY, but a 'int' is never empty
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Counter {
  int count JSONGEN_OMIT_EMPTY;
};
