// expect: syntax_error.h:7:2: error: expected ';' after struct
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Broken {
  int x;
}
