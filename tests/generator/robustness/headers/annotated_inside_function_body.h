// expect: error
// message: annotated_inside_function_body.h:9:10: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized
// jsongen does not parse function bodies, but a struct annotated inside one
// is an error (generated code could not name it).
#pragma once
#include <jsongen/jsongen.h>

inline int answer() {
  struct JSONGEN_SERIALIZE Local {
    int x;
  };
  return Local{42}.x;
}
