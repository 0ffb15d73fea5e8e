#include <iostream>
#include <vector>

#include "customer.json.h"

int main() {
  auto customers = jsongen::from_json<std::vector<shop::Customer>>(R"([{"id":42,"name":"Ada"}])");
  std::cout << customers.size() << '\n';
}
