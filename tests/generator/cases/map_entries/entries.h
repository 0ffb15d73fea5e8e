#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <optional>
#include <string>
#include <unordered_map>

// Map entries in the forms peers write: bool keys as "true" and "false".
namespace entries {

struct JSONGEN_SERIALIZE Switches {
  std::map<bool, std::string> labels;
  std::map<std::string, std::map<bool, int>> nested;
  std::optional<std::map<bool, double>> maybe;
};

}  // namespace entries
