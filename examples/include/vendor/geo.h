// Stands for a third-party header that cannot be annotated: jsongen
// generates its serializer because examples/CMakeLists.txt names the type
// with TYPES.
#pragma once

namespace geo {
struct LatLon {
  double lat;
  double lon;
};
}  // namespace geo
