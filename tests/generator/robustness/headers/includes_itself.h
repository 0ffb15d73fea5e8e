// expect: error
// message: error: #include nested too deeply
#include "includes_itself.h"
#include <jsongen/jsongen.h>
struct JSONGEN_SERIALIZE Loop {
  int x;
};
