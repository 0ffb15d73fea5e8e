// expect: duplicate_key.h:7:7: error: field 'b' of 'Twice' uses the JSON key "a", already used by field 'a'
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Twice {
  int a;
  int b JSONGEN_RENAME("a");
};
