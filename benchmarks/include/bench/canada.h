// The canada.json data set: a GeoJSON FeatureCollection holding one polygon
// (the outline of Canada, ~111k points in 480 rings).
#pragma once

#include <jsongen/annotations.h>

#include <array>
#include <string>
#include <vector>

namespace canada {

using Point = std::array<double, 2>;  // longitude, latitude
using Ring = std::vector<Point>;

struct JSONGEN_SERIALIZE Properties {
  std::string name;
};

struct JSONGEN_SERIALIZE Geometry {
  std::string type;  // "Polygon"
  std::vector<Ring> coordinates;
};

struct JSONGEN_SERIALIZE Feature {
  std::string type;  // "Feature"
  Properties properties;
  Geometry geometry;
};

struct JSONGEN_SERIALIZE FeatureCollection {
  std::string type;  // "FeatureCollection"
  std::vector<Feature> features;
};

}  // namespace canada
