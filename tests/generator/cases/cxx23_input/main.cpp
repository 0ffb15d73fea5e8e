#include <cstdio>

#include "input.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  const modern::Release release{"C++23", 2023, true};
  std::puts(jsongen_test::to_json(release).c_str());
}
