// The records of the JSON Lines tests (lines_test.cpp): a struct with a
// nested one and a vector, whose reader and writer add_json_serializers
// generates.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lines_test {

struct JSONGEN_SERIALIZE User {
  std::int64_t id = 0;
  std::string name;
};

struct JSONGEN_SERIALIZE Event {
  std::int64_t seq = 0;
  std::string text;
  User user;
  std::vector<int> tags;
  std::optional<double> score;
};

}  // namespace lines_test
