// A header whose generated serializers are committed next to it
// (geometry.json.h), so that building this example needs only a C++17
// compiler and the jsongen runtime headers: no libclang, fmt or jsongen.
// Regenerate with: jsongen geometry.h
#pragma once

#include <jsongen/annotations.h>

#include <string>
#include <vector>

namespace geometry {

struct JSONGEN_SERIALIZE Point {
  double x;
  double y;
};

struct JSONGEN_SERIALIZE Polygon {
  std::string name;
  std::vector<Point> vertices;
};

}  // namespace geometry
