#pragma once
#include <jsongen/jsongen.h>

#include <vector>

#include "vendor/geo.h"

// geo's types are generated through `--type 'geo::*'` (app.h.args).
struct JSONGEN_SERIALIZE Trip {
  geo::Point start;
  std::vector<geo::Point> stops;
  geo::Area area;
};
