// expect: error
// message: only_declared.h: error: nothing to generate
// message: it defines no struct or enum
// An annotated struct that is only declared: nothing to generate.
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE OnlyDeclared;
