// Builds an order and prints it as JSON, using the serializers that
// add_json_serializers() generated from shop/order.h.
#include <cstdio>

#include "shop/order.json.h"

int main() {
  shop::Order order{
      1001,
      {42, "Ada \"Countess\" Lovelace", std::nullopt, shop::Tier::Gold},
      {{"BOOK-1843", 2, 12.5}, {"PEN\tBLUE", 10, 0.99}},
      shop::Status::Paid,
      true,
      30.2f,
      {51.5074, -0.1278},
      {{"door", "ring twice"}, {"time", "after 6pm\n"}},
      nullptr,
      "secret"};

  std::string json = jsongen::to_json(order);
  std::printf("%s\n", json.c_str());

  // The hot-loop form reuses the buffer's capacity.
  std::string buffer;
  for (int i = 0; i < 3; ++i) jsongen::to_json(order, buffer);
  return buffer == json ? 0 : 1;
}
