#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
class JSONGEN_SERIALIZE Account {
 public:
  int id = 0;
 private:
  std::string secret;
};
}  // namespace app
