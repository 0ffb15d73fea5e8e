#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct Address {
  std::string city;
};
struct JSONGEN_SERIALIZE Person {
  Address address;
  std::string name;
};
}  // namespace app
