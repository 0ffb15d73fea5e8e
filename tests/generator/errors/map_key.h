// expect: map_key.h:8:25: error: field 'by_id' of 'Index' has type 'std::map<double, int>', which jsongen cannot serialize: map keys must be strings
#pragma once
#include <jsongen/jsongen.h>

#include <map>

struct JSONGEN_SERIALIZE Index {
  std::map<double, int> by_id;
};
