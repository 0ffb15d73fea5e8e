#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Settings {
  std::string name;
  int retries = 3 JSONGEN_RENAME("max_retries");  // after the default value
};
}  // namespace app
