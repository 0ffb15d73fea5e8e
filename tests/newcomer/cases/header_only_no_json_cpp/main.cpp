#include <iostream>

#include "customer.json.h"

int main() {
  shop::Customer customer = jsongen::from_json<shop::Customer>(R"({"id":42,"name":"Ada"})");
  std::cout << jsongen::to_json<jsongen::pretty_options<2>>(customer) << jsongen::to_json(customer) << '\n';
}
