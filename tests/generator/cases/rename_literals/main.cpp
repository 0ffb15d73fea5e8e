#include <cstdio>

#include "literals.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  const lit::Literals literals{1, 2, 3, 4, 5, 6, 7, 8, 9, lit::Mood::Happy};
  std::string text = jsongen_test::to_json(literals);
  text.pop_back();
  text += ",\"sad\":" + jsongen_test::to_json(lit::Mood::Sad) + "}";
  std::puts(text.c_str());
}
