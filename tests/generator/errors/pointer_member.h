// expect: pointer_member.h:6:10: error: field 'callback' of 'Callbacks' has type 'void (*)(int)', which jsongen cannot serialize: pointers other than const char* are not supported
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Callbacks {
  void (*callback)(int);
};
