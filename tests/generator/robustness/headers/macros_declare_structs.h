// expect: ok
// Structs, fields and annotations that macros declare.
#pragma once
#include <jsongen/jsongen.h>

#include <string>

#define SERIALIZED JSONGEN_SERIALIZE
#define FIELD(type, name) type name;
#define RENAMED(type, name, key) type name JSONGEN_RENAME(key);
#define DECLARE_POINT(Name, T) \
  struct JSONGEN_SERIALIZE Name {  \
    T x;                           \
    T y;                           \
  };

#define PASS(...) __VA_ARGS__

DECLARE_POINT(IntPoint, int)
DECLARE_POINT(DoublePoint, double)

// Annotations in another macro's arguments: the macro's use holds them.
struct PASS(JSONGEN_SERIALIZE) Passed {
  int kept PASS(JSONGEN_RENAME("k"));
};

struct SERIALIZED FromMacros {
  FIELD(int, count)
  FIELD(std::string, label)
  RENAMED(bool, enabled, "is-enabled")
  IntPoint a;
  DoublePoint b;
  Passed c;
};
