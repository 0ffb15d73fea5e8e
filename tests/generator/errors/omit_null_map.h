// expect: omit_null_map.h:9:60: error: field 'gains' of 'Mixed': leaving a map's null entries out (omit = "null", JSONGEN_OMIT_NULL) cannot be combined with widened floats, which write the map their own way
#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <optional>

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Mixed {
  JSONGEN_WIDEN_FLOATS std::map<int, std::optional<float>> gains;
};
