#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Settings {
  explicit Settings(int r) : retries(r) {}
  int retries;
  std::string name;
};
}  // namespace app
