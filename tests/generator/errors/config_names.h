// options: --config config_names.toml
// expect: config_names.toml:3:1: error: [types."Gadget".fields] names 'colour', which is not a field of 'Gadget' (its fields: count, size, tint)
// expect: config_names.toml:8:1: error: [enums."Tint".names] renames 'Purple', which is not an enumerator of 'Tint'
// expect: config_names.h:12:7: error: field 'count' of 'Gadget' is to be left out when null (omit = "null" in the configuration), but a 'int' is never null; use it on optionals and pointers
// expect: config_names.h:13:7: error: field 'size' of 'Gadget' is skipped (JSONGEN_SKIP, or skip = true in the configuration), so its other options have no effect
#pragma once

enum class Tint { Red, Green };

struct Gadget {
  Tint tint = Tint::Red;
  int count = 0;
  int size = 0;
};
