// expect: error
// message: syntax_unterminated_string.h:6:
#pragma once
#include <jsongen/jsongen.h>
struct JSONGEN_SERIALIZE Text {
  const char* s = "never closed;
};
