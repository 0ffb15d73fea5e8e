// expect: unattached_annotation.h:9:1: error: JSONGEN_OMIT_NULL is attached to no declaration here, so clang drops it; it goes on a struct, class or class template, between the keyword and the name (struct JSONGEN_OMIT_NULL Name {)
// expect: unattached_annotation.h:13:3: error: JSONGEN_SKIP is attached to no declaration here, so clang drops it; it goes on a field, or an enumerator that shares its value with another
// Annotations that clang attaches to no declaration, without an error of
// its own: jsongen's, since they would do nothing.
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Kept;
JSONGEN_OMIT_NULL;

struct JSONGEN_SERIALIZE Kept {
  int x;
  JSONGEN_SKIP;
};
