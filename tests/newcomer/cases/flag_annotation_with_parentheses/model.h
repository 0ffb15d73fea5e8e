#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE Settings {
  std::string name;
  std::string cache JSONGEN_SKIP();  // as if it were a function
};
}  // namespace app
