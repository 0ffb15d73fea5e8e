#pragma once
#include "app/units.h"

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Reading {
  Celsius temperature;
};
}  // namespace app
