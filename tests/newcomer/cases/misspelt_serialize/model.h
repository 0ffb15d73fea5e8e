#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALISE Settings {  // British spelling
  std::string name;
  int retries;
};
}  // namespace app
