#include <iostream>

#include "customer.json.h"

int main() {
  shop::Customer customer{42, "Ada"};
  std::cout << jsongen::to_json(customer) << '\n';
}
