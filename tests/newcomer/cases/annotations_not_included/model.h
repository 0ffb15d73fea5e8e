#pragma once
#include <string>

namespace app {
struct JSONGEN_SERIALIZE Settings {  // no #include <jsongen/annotations.h>
  std::string name;
  int retries;
};
}  // namespace app
