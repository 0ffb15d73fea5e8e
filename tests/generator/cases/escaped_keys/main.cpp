#include <iostream>

#include "escaped_keys.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Keys k{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, Mood::Happy, Mood::Sad, Mood::Odd, Mood::Plain, {}, {}};
  k.by_mood = {{Mood::Happy, 1}, {Mood::Sad, 2}, {Mood::Odd, 3}, {Mood::Plain, 4}, {static_cast<Mood>(9), 5}};
  k.by_text = {{"\"", 1}, {"\\", 2}, {"\x01", 3}, {"\xe2\x82\xac", 4}, {"", 5}, {"\n\r\t\b\f", 6}};
  std::cout << jsongen_test::to_json(k);
}
