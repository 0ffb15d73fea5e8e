// Built without jsongen: the committed geometry.json.h (included here) and
// geometry.json.cpp (compiled beside this file), and the runtime headers.
#include <cstdio>

#include "geometry.json.h"

int main() {
  geometry::Polygon triangle{"triangle", {{0, 0}, {1, 0}, {0.5, 0.866}}};
  std::puts(jsongen::to_json(triangle).c_str());
}
