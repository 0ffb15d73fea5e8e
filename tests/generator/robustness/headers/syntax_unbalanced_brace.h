// expect: error
// message: syntax_unbalanced_brace.h:8:1: error: expected '}'
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Open {
  int x;

