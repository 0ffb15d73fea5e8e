#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct Settings {  // selected by jsongen.toml
  std::string name;
  int retries;
};

struct JSONGEN_SERIALIZE Profile {
  std::string user;
  Settings settings;
};
}  // namespace app
