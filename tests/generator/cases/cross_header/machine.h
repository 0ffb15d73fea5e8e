#pragma once
#include <jsongen/jsongen.h>

#include <vector>

#include "parts/part.h"

struct JSONGEN_SERIALIZE Machine {
  parts::Part main;
  std::vector<parts::Part> spares;
  parts::Kind favourite;  // the enum's serializer is in both generated headers, used once
};
