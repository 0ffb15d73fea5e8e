#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

// Map entries in the forms peers write: bool keys as "true" and "false";
// entries whose value is null left out (Glaze's skip_null_members), by
// JSONGEN_OMIT_NULL on the struct or omit = "null" on a field (entries.toml).
namespace entries {

struct JSONGEN_SERIALIZE Switches {
  std::map<bool, std::string> labels;
  std::map<std::string, std::map<bool, int>> nested;
  std::optional<std::map<bool, double>> maybe;
};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Sparse {
  std::map<std::string, std::optional<int>> counts;              // null entries left out
  std::unordered_map<int, std::unique_ptr<std::string>> names;  // null pointers left out
  std::optional<int> spare;                                       // left out when null, as before
  std::map<std::string, int> plain;                               // never null: written whole
};

struct JSONGEN_SERIALIZE Configured {
  std::map<std::string, std::optional<double>> kept;     // null entries written
  std::map<std::string, std::optional<double>> dropped;  // omit = "null" (entries.toml): null entries left out
};

}  // namespace entries
