// expect: ok
// An annotated struct that is only declared: nothing to generate.
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE OnlyDeclared;
