// expect: error
// message: macro_hides_unknown_type.h:9:9: error: unknown type name 'UnknownType'
#pragma once
#include <jsongen/jsongen.h>

#define FIELD(type, name) type name;

struct JSONGEN_SERIALIZE FromMacro {
  FIELD(UnknownType, value)
};
