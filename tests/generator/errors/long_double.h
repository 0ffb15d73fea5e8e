// expect: long_double.h:6:15: error: field 'precise' of 'Precise' has type 'long double', which jsongen cannot serialize: long double
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Precise {
  long double precise;
};
