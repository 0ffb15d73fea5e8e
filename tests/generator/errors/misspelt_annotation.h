// expect: misspelt_annotation.h:16:8: error: JSONGEN_SERIALISE is not a jsongen annotation; did you mean JSONGEN_SERIALIZE?
// expect: misspelt_annotation.h:17:18: error: JSONGEN_RENAM is not a jsongen annotation; did you mean JSONGEN_RENAME?
// expect: misspelt_annotation.h:18:21: error: JSONGEN_SKIP takes no argument: write JSONGEN_SKIP alone
// expect: misspelt_annotation.h:19:13: error: JSONGEN_RENAME needs its argument in parentheses: JSONGEN_RENAME(...)
// expect: misspelt_annotation.h:20:13: error: JSONGEN_XYZZY is not a jsongen annotation; the annotations are JSONGEN_SERIALIZE, JSONGEN_NAMING, JSONGEN_OMIT_NULL,
// expect: jsongen: 5 errors; nothing written
// A JSONGEN_ name that no macro has, or an annotation with an argument it
// does not take or without the one it needs: jsongen's error, instead of the
// clang errors these cause. Names in directives, in #if blocks not taken and
// in other macros' arguments are not judged (the count above).
#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct JSONGEN_SERIALISE Misspelt {
  std::string id JSONGEN_RENAM("user_id");
  std::string cache JSONGEN_SKIP();
  int count JSONGEN_RENAME;
  int other JSONGEN_XYZZY;
};
#define MY_MARK JSONGEN_SERIALIZ
#if defined(JSONGEN_NOT_DEFINED)
struct JSONGEN_SERIALISE Hidden {};
#endif
#define WRAP(x) x
struct WRAP(JSONGEN_SERIALIZE) Wrapped {
  int x;
};
