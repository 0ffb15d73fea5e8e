#include <cstdio>

#include "enums.json.h"

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
          {outer::Holder::Inner::Out}};
  std::puts(jsongen::to_json(v).c_str());
}
