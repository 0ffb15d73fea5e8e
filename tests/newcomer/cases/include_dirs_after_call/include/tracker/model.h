#pragma once
#include <string>

#include <jsongen/annotations.h>

namespace tracker {
struct JSONGEN_SERIALIZE Issue {
  int number;
  std::string title;
};
}  // namespace tracker
