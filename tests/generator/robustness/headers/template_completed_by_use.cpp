#include <iostream>

#include "template_completed_by_use.json.h"

int main() {
  Holder h;
  h.owned = std::make_unique<Box<int>>(Box<int>{5});
  h.boxes = {{6}, {7}};
  std::cout << jsongen::to_json(h);
}
