// Built without jsongen: the committed geometry.json.h (included here) and
// geometry.json.cpp (compiled beside this file), and the runtime headers.
// Writes a polygon, reads the JSON back into a new one, and prints that.
#include <cstdio>
#include <string>

#include "geometry.json.h"

int main() {
  const geometry::Polygon triangle{"triangle", {{0, 0}, {1, 0}, {0.5, 0.866}}};
  const std::string json = jsongen::to_json(triangle);
  geometry::Polygon read_back;
  if (const jsongen::status s = jsongen::from_json(json, read_back); !s) {
    std::fprintf(stderr, "%s\n", s.message().c_str());
    return 1;
  }
  std::puts(jsongen::to_json(read_back).c_str());
}
