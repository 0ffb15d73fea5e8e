// expect: enum_aliases.h:9:43: error: enumerators 'Red' and 'Crimson' of 'Color' have the same value, so JSON would write "Red" for both and read "Crimson" back as 'Red'; mark the
// expect: enum_aliases.h:14:44: error: enumerator 'Yes' of 'Skipped' is skipped, so its JSONGEN_RENAME has no effect; remove one of them
// expect: enum_aliases.h:10:33: error: enumerators 'High' and 'Top' of 'Level' have the same value, so JSON would write "High" for both and read "Top" back as 'High'; mark the one
// Two enumerators with one value and two JSON names: JSON would write the
// first name for both and read the second back as the first.
#pragma once
#include <jsongen/jsongen.h>

enum class JSONGEN_SERIALIZE Color { Red, Crimson = Red, Blue };
enum Level { Low = 1, High = 2, Top = 2 };
// One JSON name for both: nothing to tell apart, no error.
enum class JSONGEN_SERIALIZE Same { A JSONGEN_RENAME("a"), B JSONGEN_RENAME("a") = A };
// Skipped: neither written nor read, so a rename on it has no effect.
enum class JSONGEN_SERIALIZE Skipped { On, Yes JSONGEN_SKIP JSONGEN_RENAME("yes") = On };

struct JSONGEN_SERIALIZE Uses {
  Level level;
};
