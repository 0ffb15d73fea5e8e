#include <cstdio>
#include <string>

#include "entries.json.h"
#include "round_trip.h"  // every value read back and written again

namespace {

// A read that fails: its message, with the path and the offset, as a JSON string.
template <class T>
std::string read_failure(const std::string& json) {
  T value;
  const jsongen::status s = jsongen::from_json(json, value);
  std::string escaped;
  for (char c : s.message()) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "\"" + escaped + "\"";
}

}  // namespace

int main() {
  entries::Switches s;
  s.labels = {{true, "on"}, {false, "off"}};
  s.nested = {{"a", {{false, 0}}}, {"b", {}}};
  s.maybe = std::map<bool, double>{{true, 0.5}};
  entries::Switches empty;
  std::string text = "[" + jsongen_test::to_json(s) + "," + jsongen_test::to_json(empty) + ",";
  // Any key but "true" and "false" is an error at the key.
  text += read_failure<entries::Switches>(R"({"labels":{"true":"on","yes":"?"},"nested":{},"maybe":null})") + ",";
  text += read_failure<entries::Switches>(R"({"labels":{},"nested":{"a":{"1":0}},"maybe":null})") + "]";
  std::puts(text.c_str());
}
