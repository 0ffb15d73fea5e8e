#pragma once
#include <cstdint>
#include <string>

#include <jsongen/annotations.h>

namespace shop {
struct JSONGEN_SERIALIZE Customer {
  std::uint64_t id;
  std::string name;
};
}  // namespace shop
