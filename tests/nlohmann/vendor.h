// A third-party header that cannot be edited: plain structs, no macros.
#pragma once

#include <cstdint>

namespace vendor {

struct Point {
  double x = 0;
  double y = 0;
  std::int32_t z = 0;
};

}  // namespace vendor
