#pragma once
#include <jsongen/annotations.h>

#include <string>

namespace parts {
struct JSONGEN_SERIALIZE Part {
  std::string name;
};
}  // namespace parts
