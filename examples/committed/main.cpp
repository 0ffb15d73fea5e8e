// Compiled without jsongen: only the committed geometry.json.h and the runtime.
#include <cstdio>

#include "geometry.json.h"

int main() {
  geometry::Polygon triangle{"triangle", {{0, 0}, {1, 0}, {0.5, 0.866}}};
  std::puts(jsongen::to_json(triangle).c_str());
}
