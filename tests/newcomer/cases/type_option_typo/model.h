#pragma once
#include <string>

namespace app {
struct Settings {  // a header that cannot be annotated: selected with --type
  std::string name;
  int retries;
};
}  // namespace app
