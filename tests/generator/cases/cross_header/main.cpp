#include <cstdio>

#include "machine.json.h"
#include "parts/part.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Machine m{{"m8", parts::Kind::Bolt}, {{"m8 nut", parts::Kind::Nut}}, parts::Kind::Nut};
  std::string text = "[" + jsongen_test::to_json(m) + "," + jsongen_test::to_json(parts::Part{"lone", parts::Kind::Bolt}) + "]";
  std::puts(text.c_str());
}
