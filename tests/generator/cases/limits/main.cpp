#include <cstdio>

#include "field_limits.json.h"  // not limits.h: -I. would hide <limits.h> of the C library (C++20)
#include "round_trip.h"  // every value read back and written again

int main() {
  static Limits limits;
  int* fields = &limits.wide.f0;
  for (int i = 0; i < 500; ++i) fields[i] = i * 7;  // standard layout: consecutive ints
  limits.deep.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.next.depth = 64;
  std::puts(jsongen_test::to_json(limits).c_str());
}
