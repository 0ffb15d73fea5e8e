// A customer of the example shop. Its serializers are generated into
// shop/customer.json.h; order.h uses Customer in a field.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <optional>
#include <string>

namespace shop {

enum class Tier { Basic, Silver, Gold };

struct JSONGEN_SERIALIZE Customer {
  std::uint64_t id;
  std::string name;
  std::optional<std::string> email;
  Tier tier;
};

}  // namespace shop
