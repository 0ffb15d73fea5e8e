#pragma once
#include <jsongen/annotations.h>

#include <string>
#include <vector>

#include "shop/item.h"

namespace shop {
struct JSONGEN_SERIALIZE Order {
  std::string id;
  std::vector<Item> items;
};
}  // namespace shop
