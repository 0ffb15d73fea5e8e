// expect: ok
// jsongen does not parse function bodies, so a struct annotated inside one
// gets no serializer (and generated code could not name it anyway).
#pragma once
#include <jsongen/jsongen.h>

inline int answer() {
  struct JSONGEN_SERIALIZE Local {
    int x;
  };
  return Local{42}.x;
}
