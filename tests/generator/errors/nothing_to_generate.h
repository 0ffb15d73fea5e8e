// expect: nothing_to_generate.h: error: nothing to generate: no struct or enum in this header is marked JSONGEN_SERIALIZE; mark the types to serialize, as in `struct
// No struct or enum marked: an error about the file, saying how to select one.
#pragma once
#include <jsongen/jsongen.h>

namespace app {
struct Settings {
  int retries;
};
}  // namespace app
