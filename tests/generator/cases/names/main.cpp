#include <cstdio>

#include "names.json.h"

int main() {
  app::Outer outer{{3}, {}, {1, 2, 3, 4, "hidden", 5}};
  Anonymous anonymous{{9}};
  std::string text = "[" + jsongen::to_json(outer) + "," + jsongen::to_json(anonymous) + "]";
  std::puts(text.c_str());
}
