#include <iostream>

#include "macros_declare_structs.json.h"

int main() {
  FromMacros v{3, "three", true, {1, 2}, {0.5, -1.5}, {7}};
  std::cout << jsongen::to_json(v);
}
