#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Settings {
  std::string name;
  int retries;
};
}  // namespace app
