#pragma once
#include <jsongen/annotations.h>

namespace geo {
struct JSONGEN_SERIALIZE Point {
  double lat;
  double lon;
};
}  // namespace geo
