// expect: map_bool_key.h:8:23: error: field 'flags' of 'Index' has type 'std::map<bool, int>', which jsongen cannot serialize: map keys must be strings, chars, integers or enums
#pragma once
#include <jsongen/jsongen.h>

#include <map>

struct JSONGEN_SERIALIZE Index {
  std::map<bool, int> flags;
};
