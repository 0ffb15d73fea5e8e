#include <cstdio>

#include "names.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  app::Outer outer{{3}, {}, {1, 2, 3, 4, "hidden", 5}};
  Anonymous anonymous{{9}};
  std::string text = "[" + jsongen_test::to_json(outer) + "," + jsongen_test::to_json(anonymous) + "]";
  std::puts(text.c_str());
}
