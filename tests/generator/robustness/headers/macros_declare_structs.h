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

DECLARE_POINT(IntPoint, int)
DECLARE_POINT(DoublePoint, double)

struct SERIALIZED FromMacros {
  FIELD(int, count)
  FIELD(std::string, label)
  RENAMED(bool, enabled, "is-enabled")
  IntPoint a;
  DoublePoint b;
};
