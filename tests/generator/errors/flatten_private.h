// expect: flatten_private.h:18:9: error: field 'inner_' of 'Outer' is flattened (JSONGEN_FLATTEN) and not public; add JSONGEN_FRIEND inside the class
// expect: flatten_private.h:26:7: error: field 'secret_' of 'Hidden' is not public; add JSONGEN_FRIEND inside the class so the generated code may read it, or mark the field JSONGEN_SKIP (without JSONGEN_FRIEND, jsongen reaches it only in the .json.cpp of a struct of the input, and its fields are flattened into another struct
// Members that are not public, without JSONGEN_FRIEND, are reached through
// the .json.cpp's explicit instantiations, but not through a flattened
// member: a located error, never code that does not compile.
#pragma once
#include <jsongen/annotations.h>

struct JSONGEN_SERIALIZE Inner {
  int a = 0;
};

class JSONGEN_SERIALIZE Outer {
 public:
  int id = 0;

 private:
  Inner inner_ JSONGEN_FLATTEN;
};

class JSONGEN_SERIALIZE Hidden {
 public:
  int shown = 0;

 private:
  int secret_ = 0;
};

struct JSONGEN_SERIALIZE Holder {
  int id = 0;
  Hidden hidden JSONGEN_FLATTEN;
};
