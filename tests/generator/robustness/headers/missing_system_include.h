// expect: error
// message: missing_system_include.h:5:10: error: 'no_such_header_anywhere' file not found
#pragma once
#include <jsongen/jsongen.h>
#include <no_such_header_anywhere>

struct JSONGEN_SERIALIZE Uses {
  int x;
};
