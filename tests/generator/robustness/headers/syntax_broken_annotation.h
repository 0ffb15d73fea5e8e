// expect: error
// message: syntax_broken_annotation.h:7:
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Renamed {
  int x JSONGEN_RENAME(;
};
