// A header whose generated serializers are committed (under generated/) and
// checked with jsongen_check_generated().
#pragma once

#include <jsongen/jsongen.h>

#include <string>
#include <vector>

#include "sub/label.h"

namespace library {

struct JSONGEN_SERIALIZE Shelf {
  std::string room;
  std::vector<Label> labels;
};

}  // namespace library
