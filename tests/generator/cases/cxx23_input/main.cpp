#include <cstdio>

#include "input.json.h"

int main() {
  const modern::Release release{"C++23", 2023, true};
  std::puts(jsongen::to_json(release).c_str());
}
