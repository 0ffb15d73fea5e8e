// Writes an order and reads it back: the serializers of shop/order.h and
// shop/item.h, compiled in one batch (shop) or each alone in a target
// that CMake builds as a unity build (shop_unity).
#include <cstdio>
#include <string>

#include "shop/order.json.h"

std::string order_json();

int main() {
  shop::Order order;
  const jsongen::status st = jsongen::from_json(order_json(), order);
  if (!st) {
    std::printf("%s\n", st.message().c_str());
    return 1;
  }
  order.items.push_back({"pen", 3});
  std::printf("%s\n", jsongen::to_json(order).c_str());
  return 0;
}
