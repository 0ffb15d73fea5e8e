#pragma once
#include <jsongen/annotations.h>

namespace app {
template <class T>
struct JSONGEN_SERIALIZE Box {  // no field holds a Box, none is instantiated
  T value;
  int count;
};
}  // namespace app
