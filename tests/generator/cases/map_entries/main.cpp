#include <cstdio>
#include <string>

#include "entries.json.h"
#include "round_trip.h"  // every value read back and written again

namespace {

// A message as a JSON string.
std::string quoted(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "\"" + escaped + "\"";
}

// A read that fails: its message, with the path and the offset.
template <class T>
std::string read_failure(const std::string& json) {
  T value;
  return quoted(jsongen::from_json(json, value).message());
}

}  // namespace

int main() {
  entries::Switches s;
  s.labels = {{true, "on"}, {false, "off"}};
  s.nested = {{"a", {{false, 0}}}, {"b", {}}};
  s.maybe = std::map<bool, double>{{true, 0.5}};
  entries::Switches empty;
  std::string text = "[" + jsongen_test::to_json(s) + "," + jsongen_test::to_json(empty) + ",";
  // Null entries left out when written; read back, the map has only the others.
  entries::Sparse sparse;
  sparse.counts = {{"a", 1}, {"b", std::nullopt}, {"c", 0}};
  sparse.names[7] = nullptr;
  sparse.names[8] = std::make_unique<std::string>("eight");
  sparse.plain = {{"p", 1}};
  text += jsongen_test::to_json(sparse) + ",";
  entries::Sparse all_null;
  all_null.counts = {{"x", std::nullopt}};
  text += jsongen_test::to_json(all_null) + ",";
  entries::Configured configured;
  configured.kept = {{"k", std::nullopt}, {"v", 1.5}};
  configured.dropped = {{"k", std::nullopt}, {"v", 1.5}};
  text += jsongen_test::to_json(configured) + ",";
  // An error in an entry that is written is named by its key.
  sparse.names[9] = std::make_unique<std::string>("\xff");
  std::string out;
  text += quoted(jsongen::try_to_json(sparse, out).message()) + ",";
  // Reading is unchanged: a null value is read as one.
  entries::Configured read;
  const jsongen::status status = jsongen::from_json(R"({"kept":{},"dropped":{"n":null,"v":2}})", read);
  text += std::string(status ? "\"read: " : "\"failed: ") + std::to_string(read.dropped.size()) + " entries\",";
  // Any key but "true" and "false" is an error at the key.
  text += read_failure<entries::Switches>(R"({"labels":{"true":"on","yes":"?"},"nested":{},"maybe":null})") + ",";
  text += read_failure<entries::Switches>(R"({"labels":{},"nested":{"a":{"1":0}},"maybe":null})") + "]";
  std::puts(text.c_str());
}
