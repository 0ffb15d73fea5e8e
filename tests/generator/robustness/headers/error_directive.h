// expect: error
// message: error_directive.h:5:2: error: "this header refuses to be parsed"
#pragma once
#include <jsongen/jsongen.h>
#error "this header refuses to be parsed"
struct JSONGEN_SERIALIZE Never {
  int x;
};
