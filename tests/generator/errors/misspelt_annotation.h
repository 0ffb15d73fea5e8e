// expect: misspelt_annotation.h:14:8: error: JSONGEN_SERIALISE is not a jsongen annotation; did you mean JSONGEN_SERIALIZE?
// expect: misspelt_annotation.h:15:18: error: JSONGEN_RENAM is not a jsongen annotation; did you mean JSONGEN_RENAME?
// expect: misspelt_annotation.h:16:21: error: JSONGEN_SKIP takes no argument: write JSONGEN_SKIP alone
// expect: misspelt_annotation.h:17:13: error: JSONGEN_RENAME needs its argument in parentheses: JSONGEN_RENAME(...)
// expect: misspelt_annotation.h:18:13: error: JSONGEN_WHATEVER is not a jsongen annotation; the annotations are JSONGEN_SERIALIZE, JSONGEN_NAMING, JSONGEN_OMIT_NULL,
// A JSONGEN_ name that no macro has, or an annotation with an argument it
// does not take or without the one it needs: jsongen's error, before the
// clang errors these cause.
#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct JSONGEN_SERIALISE Misspelt {
  std::string id JSONGEN_RENAM("user_id");
  std::string cache JSONGEN_SKIP();
  int count JSONGEN_RENAME;
  int other JSONGEN_WHATEVER;
};
