#pragma once

#include <jsongen/jsongen.h>

#include <string>

namespace library {

struct JSONGEN_SERIALIZE Label {
  std::string text;
};

}  // namespace library
