#include <cstdio>

#include "containers.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Containers v{{},
               {"a", "b\n"},
               {true, false},
               {1.5, -2.25, 0},
               {{1, 2, 3}, {4, 5, 6}},
               "abc",
               {'x', 'y', 'z'},
               7,
               std::nullopt,
               Point{3, 4},
               {{"b", 2}, {"a", 1}},
               {{"only", Point{-1, -2}}},
               {Point{0, 0}, std::nullopt},
               {{"k", {1, 2}}, {"z", {}}},
               {{Point{1, 1}}, {}}};
  std::puts(jsongen_test::to_json(v).c_str());
}
