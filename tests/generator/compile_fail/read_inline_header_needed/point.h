#pragma once
#include <jsongen/annotations.h>

namespace geo {
struct JSONGEN_SERIALIZE Point {
  double x;
  double y;
};
}  // namespace geo
