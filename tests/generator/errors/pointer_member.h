// expect: pointer_member.h:6:10: error: field 'callback' of 'Callbacks' has type 'void (*)(int)', which jsongen cannot serialize: a function pointer has no JSON meaning
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Callbacks {
  void (*callback)(int);
};
