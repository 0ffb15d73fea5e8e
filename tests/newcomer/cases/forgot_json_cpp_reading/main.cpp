#include <iostream>

#include "customer.json.h"

int main() {
  shop::Customer customer = jsongen::from_json<shop::Customer>(R"({"id":42,"name":"Ada"})");
  std::cout << customer.name << '\n';
}
