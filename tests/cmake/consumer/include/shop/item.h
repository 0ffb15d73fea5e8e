#pragma once
#include <jsongen/annotations.h>

#include <cstdint>
#include <string>

namespace shop {
struct JSONGEN_SERIALIZE Item {
  std::string sku;
  std::int32_t quantity = 0;
};
}  // namespace shop
