#pragma once
#include <jsongen/annotations.h>

namespace app {
enum class JSONGEN_SERIALIZE Color { Red, Crimson = Red, Blue };  // "Crimson" would read back as Red

struct JSONGEN_SERIALIZE Theme {
  Color accent;
};
}  // namespace app
