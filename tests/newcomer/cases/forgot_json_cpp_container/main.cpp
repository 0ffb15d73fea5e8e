#include <jsongen/jsongen.h>

#include <iostream>
#include <vector>

#include "customer.json.h"

int main() {
  std::vector<shop::Customer> customers;
  jsongen::from_json(R"([{"id":42,"name":"Ada"}])", customers);
  std::cout << jsongen::to_json(customers) << '\n';
}
