#include <cstdio>

#include "app.json.h"

int main() {
  Trip t{{1.5, 2.5}, {{3, 4}}, {{5, 6}, 7}};
  std::puts(jsongen::to_json(t).c_str());
}
