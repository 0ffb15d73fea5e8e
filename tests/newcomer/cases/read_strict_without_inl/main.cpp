#include <iostream>
#include <string>

#include "customer.json.h"

// Unknown keys are errors rather than skipped.
struct strict : jsongen::default_options {
  static constexpr jsongen::unknown_key_policy unknown_keys = jsongen::unknown_key_policy::error;
};

int main() {
  shop::Customer customer;
  jsongen::status st = jsongen::from_json<strict>(std::string(R"({"id":42,"name":"Ada"})"), customer);
  std::cout << st.ok() << '\n';
}
