// expect: enum_number_on_int.h:6:7: error: field 'count' of 'Counter' is marked JSONGEN_ENUM_AS_NUMBER but is not an enum
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Counter {
  int count JSONGEN_ENUM_AS_NUMBER;
};
