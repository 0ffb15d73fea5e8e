// expect: map_float_key.h:9:25: error: field 'by_ratio' of 'Index' has type 'std::map<double, int>', which jsongen cannot serialize: map keys must be strings, chars, integers, bools or enums
#pragma once
#include <jsongen/jsongen.h>

#include <map>

struct JSONGEN_SERIALIZE Index {
  std::map<bool, int> flags;  // "true" and "false" (cases/map_entries)
  std::map<double, int> by_ratio;
};
