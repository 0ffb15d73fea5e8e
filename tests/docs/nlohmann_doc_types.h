// The header of docs/nlohmann.md's example, declared for nlohmann::json only;
// run_snippets.sh generates its serializers with jsongen --nlohmann.
#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace app {

enum class Level { debug, info, error };
NLOHMANN_JSON_SERIALIZE_ENUM(Level, {{Level::debug, "debug"}, {Level::info, "info"}, {Level::error, "error"}})

enum class Source { disk, net };  // no table: nlohmann writes its number

struct Event {
  std::string message;
  Level level = Level::info;
  Source source = Source::disk;
  char code = 'A';                   // nlohmann writes a char as its number
  std::map<int, std::string> lines;  // and a map with int keys as [key, value] pairs
  int retries = 0;                   // not in the macro: not in the JSON
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Event, message, level, source, code, lines)
};

}  // namespace app
