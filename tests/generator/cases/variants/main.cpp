#include <cstdio>

#include "variants.json.h"

int main() {
  Variants v;
  v.plain_int = 7;
  v.plain_struct = shapes::Circle{1.5};
  v.plain_none = std::monostate{};
  v.external = shapes::Square{2, "sq"};
  v.external_int = 42;
  v.internal = shapes::Circle{0.5};
  v.internal_empty = shapes::Empty{};
  v.internal_none = std::monostate{};
  v.list = {true, 2.5};
  std::string text = "[" + jsongen::to_json(v) + "," + jsongen::to_json<jsongen::pretty_options<2>>(v.internal) +
                     "]";
  std::puts(text.c_str());
}
