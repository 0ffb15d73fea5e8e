// The same, for types the header cannot annotate: config.toml says it.
#pragma once
#include <optional>
#include <string>

namespace sdk {

struct Meta {
  std::string version;
  std::optional<std::string> build;
};

struct Telemetry {
  int id = 0;
  Meta meta;  // flattened
  double x = 0;  // under "position"
  double y = 0;  // under "position"
  int satellites = 0;  // under "gps", "fix"
};

}  // namespace sdk
