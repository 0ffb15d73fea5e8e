// expect: error
// message: syntax_stray_tokens.h:7:3: error:
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Stray {
  ) int x;
};
