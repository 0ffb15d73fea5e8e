#include <cstdio>

#include "inheritance.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Multi m;
  m.plain = 1;
  m.name = "n";
  m.extra = true;
  m.hidden = 5;
  m.own = 2.5;
  std::string text = "[" + jsongen_test::to_json(m) + "," + jsongen_test::to_json(Account(77)) + "," + jsongen_test::to_json(Diamond()) + "]";
  std::puts(text.c_str());
}
