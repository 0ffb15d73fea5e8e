#pragma once
#include <jsongen/annotations.h>

#include "parts/part.h"

struct JSONGEN_SERIALIZE Machine {
  parts::Part main;
};
