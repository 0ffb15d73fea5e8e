#pragma once
#include <jsongen/jsongen.h>

#include <string>

namespace parts {
enum class Kind { Bolt, Nut };

struct JSONGEN_SERIALIZE Part {
  std::string name;
  Kind kind;
};
}  // namespace parts
