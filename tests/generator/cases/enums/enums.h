#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

enum class Color { Red, Green = 5, Blue };
enum Legacy { LegacyA = -3, LegacyB = 0, LegacyC = 7 };
enum class Big : std::uint64_t { Zero = 0, Huge = 18446744073709551615ull };
enum class Small : std::int64_t { Min = (-9223372036854775807LL - 1), Max = 9223372036854775807LL };
enum class Letter : char { A = 'a', B = 'b' };
// Two names for one value: JSON names it by the one not skipped.
enum class Alias { First = 1, Same JSONGEN_SKIP = 1, Second = 2 };

namespace outer {
struct JSONGEN_SERIALIZE Holder {
  enum class Inner { In, Out };
  Inner inner;
};
}  // namespace outer

namespace q {
// Serializers whether or not a field uses them: an annotated enum, and enums
// named with --type (enums.h.args: one exact name, one pattern).
enum class JSONGEN_SERIALIZE Mood { Happy, Sad JSONGEN_RENAME("sad!") };
enum class Picked { One, Two };
enum class Patterned { P };
// JSONGEN_ENUM_AS_NUMBER on the enum: its number wherever it appears, as a
// map key its digits.
enum JSONGEN_ENUM_AS_NUMBER Level : short { Low = -1, High = 7 };
}  // namespace q

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
  q::Level level;
  std::vector<q::Level> levels;
  std::optional<q::Level> maybe_level;
  std::map<q::Level, q::Level> level_map;
};
