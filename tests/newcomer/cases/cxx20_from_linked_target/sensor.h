#pragma once
#include <concepts>
#include <string>

#include <jsongen/annotations.h>

namespace plant {
template <std::integral T>  // C++20
constexpr T twice(T value) { return value * 2; }

struct JSONGEN_SERIALIZE Sensor {
  std::string name;
  int reading = twice(21);
};
}  // namespace plant
