#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace app {
struct JSONGEN_SERIALIZE User {
  std::string id JSONGEN_RENAM("user_id");  // one letter short
  int age;
};
}  // namespace app
