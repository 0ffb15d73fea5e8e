#include <cstdio>

#include "app.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Trip t{{1.5, 2.5}, {{3, 4}}, {{5, 6}, 7}};
  std::puts(jsongen_test::to_json(t).c_str());
}
