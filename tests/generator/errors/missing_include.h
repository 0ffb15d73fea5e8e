// expect: missing_include.h:4:10: error: 'does/not/exist.h' file not found
#pragma once
#include <jsongen/jsongen.h>
#include "does/not/exist.h"

struct JSONGEN_SERIALIZE Thing {
  Missing m;
};
