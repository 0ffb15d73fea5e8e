// expect: error
// message: no_annotated_structs.h: error: nothing to generate
// message: mark the types to serialize, as in `enum class JSONGEN_SERIALIZE Unused {`
#pragma once
#include <jsongen/jsongen.h>

enum class Unused { A, B };
struct Plain {
  int x;
};
