// Parsed as C++23 (input.h.args: -- -std=c++23): jsongen passes the standard
// in the spelling of the libclang it uses (c++2b before clang 17).
#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <string>

#if __cplusplus <= 202002L
#error "jsongen must parse this header as C++23"
#endif

namespace modern {
struct JSONGEN_SERIALIZE Release {
  std::string name;
  std::uint32_t year;
  bool lts;
};
}  // namespace modern
