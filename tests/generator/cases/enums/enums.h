#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <vector>

enum class Color { Red, Green = 5, Blue };
enum Legacy { LegacyA = -3, LegacyB = 0, LegacyC = 7 };
enum class Big : std::uint64_t { Zero = 0, Huge = 18446744073709551615ull };
enum class Small : std::int64_t { Min = (-9223372036854775807LL - 1), Max = 9223372036854775807LL };
enum class Letter : char { A = 'a', B = 'b' };
enum class Alias { First = 1, Same = 1, Second = 2 };

namespace outer {
struct JSONGEN_SERIALIZE Holder {
  enum class Inner { In, Out };
  Inner inner;
};
}  // namespace outer

struct JSONGEN_SERIALIZE Enums {
  Color color;
  Color unnamed;
  Legacy legacy;
  Legacy legacy_negative;
  Legacy legacy_unnamed;
  Big huge;
  Small min;
  Small max;
  Letter letter;
  Letter letter_unnamed;
  Alias alias;
  std::vector<Color> colors;
  outer::Holder holder;
};
