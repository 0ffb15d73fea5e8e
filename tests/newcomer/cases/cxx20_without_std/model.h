#pragma once
#include <span>
#include <string>
#include <vector>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Series {
  std::string name;
  std::vector<double> values;
  std::span<const double> view() const { return values; }  // C++20
};
}  // namespace app
