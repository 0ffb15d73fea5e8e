#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct Settings {  // forgot JSONGEN_SERIALIZE
  std::string name;
  int retries;
};
}  // namespace app
