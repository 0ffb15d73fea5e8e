// jsongen --nlohmann on types declared only with nlohmann::json's macros:
// what each compiler of the matrix makes of nlohmann's conventions
// (runtime/include/jsongen/nlohmann_conventions.h).
#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace legacy {

enum class Mode { unset, on, off };
NLOHMANN_JSON_SERIALIZE_ENUM(Mode, {{Mode::unset, nullptr}, {Mode::on, "on"}, {Mode::off, "off"}})

enum Channel { red = 1, green = 2, blue = 4 };  // no table: numbers

struct Reading {
  char unit = 'C';
  float value = 0;
  double precise = 0;
  std::int8_t offset = 0;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Reading, unit, value, precise, offset)
};

struct Record {
  std::string name;
  Mode mode = Mode::unset;
  Channel channel = red;
  std::vector<Reading> readings;
  std::map<int, std::string> by_line;
  std::map<Channel, float> gains;
  std::map<Mode, int> per_mode;
  std::multimap<std::string, int> tags;
  std::set<char> codes;
  std::array<char, 2> pair_code{{'o', 'k'}};
  std::tuple<char, float, std::string> triple{'t', 0.25f, "x"};
  std::vector<std::map<char, std::vector<float>>> deep;
  std::unordered_map<std::string, char> initials;
  int internal_counter = 0;  // not in the macro
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Record, name, mode, channel, readings, by_line, gains, per_mode, tags, codes,
                                   pair_code, triple, deep, initials)

struct Defaults {
  int retries = 3;
  std::string host = "localhost";
  Mode mode = Mode::off;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE_WITH_DEFAULT(Defaults, retries, host, mode)
};

}  // namespace legacy
