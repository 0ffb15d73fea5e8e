// expect: alias_collision.h:9:7: error: field 'b' of 'Clash' has the alias "a", which reading already takes for field 'a'; remove or change one of them
// expect: alias_collision.h:10:7: error: field 'old_c' of 'Clash' uses the JSON key "old", an alias of field 'a'; remove or change one of them
// expect: alias_collision.h:11:7: error: field 'd' of 'Clash' has the alias "dee" twice (or as its key)
#pragma once
#include <jsongen/annotations.h>

struct JSONGEN_SERIALIZE Clash {
  int a JSONGEN_ALIAS("old");
  int b JSONGEN_ALIAS("a");
  int old_c JSONGEN_RENAME("old");
  int d JSONGEN_RENAME("dee") JSONGEN_ALIAS("dee");
};
