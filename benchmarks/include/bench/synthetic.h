// The two generated workloads (made from a fixed seed by the harness):
// integers of every magnitude, and short strings of which ~5% need escapes.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <string>

namespace synthetic {

struct JSONGEN_SERIALIZE IntegerRecord {
  std::int64_t id = 0;
  std::uint64_t hash = 0;
  std::int32_t delta = 0;
  std::uint32_t count = 0;
  std::int16_t offset = 0;
  std::uint8_t flags = 0;
};

struct JSONGEN_SERIALIZE StringRecord {
  std::string name;
  std::string email;
  std::string city;
  std::string comment;
};

}  // namespace synthetic
