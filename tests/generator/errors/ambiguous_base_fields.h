// expect: ambiguous_base_fields.h:7:20: error: field 'id' of 'Both' (from 'Right') uses the JSON key "id", already used by field 'id' (from 'Left'); rename or skip one of them
// expect: ambiguous_base_fields.h:14:21: error: field 's' of 'Twice' (from 'Shared') uses the JSON key "s", already used by field 's' (from 'Shared')
#pragma once
#include <jsongen/jsongen.h>

struct Left { int id; };
struct Right { int id; };

struct JSONGEN_SERIALIZE Both : Left, Right {
  int own;
};

// A non-virtual base met twice is two subobjects: its fields clash.
struct Shared { int s; };
struct ViaA : Shared {};
struct ViaB : Shared {};
struct JSONGEN_SERIALIZE Twice : ViaA, ViaB {};
