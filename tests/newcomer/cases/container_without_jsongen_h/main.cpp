#include <iostream>
#include <vector>

#include "customer.json.h"

int main() {
  std::vector<shop::Customer> customers{{42, "Ada"}, {7, "Alan"}};
  std::cout << jsongen::to_json(customers) << '\n';
}
