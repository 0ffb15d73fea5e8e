#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
JSONGEN_SERIALIZE struct Settings {  // before the keyword, like [[nodiscard]]
  std::string name;
  int retries;
};
}  // namespace app
