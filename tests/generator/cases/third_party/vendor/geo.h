// A third-party header: no jsongen annotations, and it cannot be edited.
#pragma once

namespace geo {
struct Point {
  double lat;
  double lon;
};

struct Area {
  Point corner;
  double size;
};
}  // namespace geo
