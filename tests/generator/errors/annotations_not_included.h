// expect: annotations_not_included.h:7:8: error: JSONGEN_SERIALIZE is not defined here: add #include <jsongen/annotations.h> (or <jsongen/jsongen.h>) to this header, before its
// expect: annotations_not_included.h:8:20: error: JSONGEN_RENAME is not defined here: add #include <jsongen/annotations.h> (or <jsongen/jsongen.h>) to this header, before its
// Annotations without <jsongen/annotations.h>: clang reads them as names.
#pragma once
#include <string>

struct JSONGEN_SERIALIZE Settings {
  std::string name JSONGEN_RENAME("n");
};
