#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include <jsongen/annotations.h>

namespace shop {
struct JSONGEN_SERIALIZE Customer {
  std::uint64_t id;
  std::optional<std::string> email;  // C++17
};
}  // namespace shop
