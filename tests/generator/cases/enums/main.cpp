#include <cstdio>

#include "enums.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Enums v{Color::Blue,
          static_cast<Color>(42),
          LegacyC,
          LegacyA,
          static_cast<Legacy>(-1),
          Big::Huge,
          Small::Min,
          Small::Max,
          Letter::B,
          static_cast<Letter>('z'),
          Alias::Same,
          {Color::Red, Color::Green},
          {outer::Holder::Inner::Out},
          q::High,
          {q::Low, static_cast<q::Level>(3)},
          q::Low,
          {{q::Low, q::High}, {q::High, q::Low}}};
  // Enums no field uses, at top level.
  const std::map<q::Mood, int> moods{{q::Mood::Happy, 1}, {q::Mood::Sad, 2}};
  const std::vector<q::Picked> picked{q::Picked::Two, q::Picked::One};
  const std::string text = "[" + jsongen_test::to_json(v) + "," + jsongen_test::to_json(moods) + "," + jsongen_test::to_json(picked) +
                           "," + jsongen_test::to_json(q::Patterned::P) + "]";
  std::puts(text.c_str());
}
