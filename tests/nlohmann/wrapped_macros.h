// A project that wraps nlohmann::json's macros in its own (as SDKs do, to
// add a version or to keep the dependency behind one name), through
// deferred expansion too: jsongen --nlohmann follows each use of the
// project's macro down to nlohmann's.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#define TELEMETRY_EXPAND(x) x
#define TELEMETRY_EMPTY()
#define TELEMETRY_DEFER(m) m TELEMETRY_EMPTY()
#define TELEMETRY_FIELDS(Type, ...) TELEMETRY_EXPAND(NLOHMANN_DEFINE_TYPE_INTRUSIVE(Type, __VA_ARGS__))
#define TELEMETRY_OUTSIDE(Type, ...) NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Type, __VA_ARGS__)
// A version argument the wrapper drops, and the inner macro named later.
#define TELEMETRY_VERSIONED(Type, version, ...) TELEMETRY_EXPAND(TELEMETRY_DEFER(TELEMETRY_OUTSIDE)(Type, __VA_ARGS__))
#define TELEMETRY_ENUM NLOHMANN_JSON_SERIALIZE_ENUM
// The project's own macro with a name like nlohmann's: followed as the others.
#define NLOHMANN_DEFINE_TYPE_STRICT(Type, ...) NLOHMANN_DEFINE_TYPE_INTRUSIVE(Type, __VA_ARGS__)

namespace telemetry {

enum class Axis { x, y, z };
TELEMETRY_ENUM(Axis, {{Axis::x, "x"}, {Axis::y, "y"}, {Axis::z, "z"}})

struct Sample {
  double value = 0;
  Axis axis = Axis::x;
  std::uint32_t tick = 0;
  std::string unused_by_json;  // not listed: not written
  TELEMETRY_FIELDS(Sample, value, axis, tick)
};

struct Batch {
  std::int64_t id = 0;
  std::vector<Sample> samples;
  std::string source = "imu";
};
TELEMETRY_VERSIONED(Batch, 2, id, samples, source)

struct Stamp {
  std::int64_t at = 0;
  std::string zone;
  NLOHMANN_DEFINE_TYPE_STRICT(Stamp, at, zone)
};

}  // namespace telemetry
