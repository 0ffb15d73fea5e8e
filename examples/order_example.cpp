// Builds an order and prints it as JSON, using the serializers that
// add_json_serializers() generated from shop/order.h, then reads the JSON
// back with from_json (and a customer with a name no enumerator has, whose
// message README.md shows).
#include <cstdio>
#include <cstring>

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
      std::nullopt,
      "secret"};

  std::string json = jsongen::to_json(order);
  std::printf("%s\n", json.c_str());

  // The hot-loop form reuses the buffer's capacity.
  std::string buffer;
  for (int i = 0; i < 3; ++i) jsongen::to_json(order, buffer);
  if (buffer != json) return 1;

  // Back: the JSON read into a new order writes the same JSON.
  shop::Order read_back;
  if (const jsongen::status s = jsongen::from_json(json, read_back); !s) {
    std::fprintf(stderr, "%s\n", s.message().c_str());
    return 1;
  }
  if (jsongen::to_json(read_back) != json) return 1;

  // And what a bad document gives.
  shop::Customer customer;
  const jsongen::status s =
      jsongen::from_json(R"({"id":7,"name":"Bob","email":null,"tier":"Platinum"})", customer);
  std::fprintf(stderr, "%s\n", s.message().c_str());
  const char* expected =
      "jsongen: an unknown name at tier, line 1 column 42 (byte 41): expected one of \"Basic\", "
      "\"Silver\", \"Gold\", found \"Platinum\"";
  return std::strcmp(s.message().c_str(), expected) == 0 ? 0 : 1;
}
