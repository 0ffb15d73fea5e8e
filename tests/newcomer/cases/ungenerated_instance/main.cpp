#include <iostream>

#include "box.json.h"

int main() {
  tmpl::Box<double, 3> box{{1.5, 2.5, 3.5}};  // never instantiated in box.h
  std::cout << jsongen::to_json(box) << '\n';
}
