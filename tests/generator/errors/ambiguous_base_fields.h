// expect: ambiguous_base_fields.h:6:20: error: field 'id' of 'Both' (from 'Right') uses the JSON key "id", already used by field 'id' (from 'Left'); rename or skip one of them
#pragma once
#include <jsongen/jsongen.h>

struct Left { int id; };
struct Right { int id; };

struct JSONGEN_SERIALIZE Both : Left, Right {
  int own;
};
