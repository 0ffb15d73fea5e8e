#pragma once
#include <jsongen/jsongen.h>

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

// Floats written as the doubles they convert to, as nlohmann::json writes
// them: on a whole struct, on one field, inside what holds them.
namespace widen {

struct JSONGEN_SERIALIZE JSONGEN_WIDEN_FLOATS Sensor {
  float gain = 0;
  double exact = 0;  // a double is written as it is
  std::vector<float> samples;
  std::optional<float> offset;
  std::map<std::string, float> by_axis;
  std::array<float, 2> range{};
  std::pair<int, float> calibrated{};
  std::unique_ptr<float> spare;
  int count = 0;
};

struct JSONGEN_SERIALIZE Reading {
  float shortest = 0;                      // the shortest text, as usual
  float widened JSONGEN_WIDEN_FLOATS = 0;  // this one only
};

}  // namespace widen
