// expect: ok
// A namespace of the user's that happens to be called jsongen (only ::jsongen
// is the runtime's): its annotated structs are generated like any other.
#pragma once
#include <jsongen/jsongen.h>

namespace app {
namespace jsongen {
struct JSONGEN_SERIALIZE Config {
  int retries;
};
}  // namespace jsongen
}  // namespace app
