#pragma once
#include <jsongen/annotations.h>

#include <string>
#include <string_view>

namespace app {
// Written well, but from_json cannot read it: a view would not own what is read.
struct JSONGEN_SERIALIZE Entry {
  std::string level;
  std::string_view message;
};
struct JSONGEN_SERIALIZE Log {
  Entry last;
};
}  // namespace app
