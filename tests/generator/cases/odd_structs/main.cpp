#include <iostream>

#include "odd_structs.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Odd o{{}, {{}, {}}, Empty{}, {}, {}, {}, {}, {0.25}, 5, -3, 42, -7, static_cast<Nothing>(3), Secretive(9)};
  o.some.a = 1;
  o.some.d = "d";
  std::cout << "[" << jsongen::to_json(o) << "," << jsongen_test::to_json(Hidden{8}) << "]";
}
