#pragma once
#include <jsongen/jsongen.h>

namespace geo {
struct JSONGEN_SERIALIZE Point {
  double x;
  double y;
};
}  // namespace geo
