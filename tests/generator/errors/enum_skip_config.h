// options: --config enum_skip_config.toml
// expect: enum_skip_config.toml:2:8: error: [enums."Color"] skip names 'Crimsom', which is not an enumerator of 'Color'; did you mean 'Crimson'?
// expect: enum_skip_config.h:8:43: error: enumerators 'Red' and 'Crimson' of 'Color' have the same value, so JSON would write "Red" for both and read "Crimson" back as 'Red'; mark
// [enums."E"] skip names enumerators of E only.
#pragma once
#include <jsongen/jsongen.h>

enum class JSONGEN_SERIALIZE Color { Red, Crimson = Red, Blue };
