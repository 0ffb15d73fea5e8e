// expect: reference_member.h:7:14: error: field 'ref' of 'Ref' has type 'const int &', which jsongen cannot serialize: a reference member has no JSON meaning
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Ref {
  int value;
  const int& ref;
};
