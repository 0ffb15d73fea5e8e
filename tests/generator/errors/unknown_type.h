// expect: unknown_type.h:6:3: error: unknown type name 'Widget'
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE UsesUnknown {
  Widget w;
};
