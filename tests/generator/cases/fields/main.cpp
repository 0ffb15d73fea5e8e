#include <cstdio>

#include "fields.json.h"

int main() {
  Fields v{5, -70000, 42, {1, 2}, "end"};
  std::puts(jsongen::to_json(v).c_str());
}
