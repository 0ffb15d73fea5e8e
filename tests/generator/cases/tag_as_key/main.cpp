#include <cstdio>
#include <string>

#include "round_trip.h"  // every value read back and written again
#include "shapes.json.h"

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

std::string read_failure(const std::string& json) {
  keyed::Drawing d;
  return quoted(jsongen::from_json(json, d).message());
}

}  // namespace

int main() {
  keyed::Drawing d;
  d.shape = keyed::PutAction{"k", 2};
  d.maybe = keyed::Circle{1.5};
  d.many = {std::monostate{}, keyed::Circle{2}, keyed::PutAction{"\xff", 3}};
  std::string out;
  const std::string bad_text = quoted(jsongen::try_to_json(d, out).message());  // an error inside an alternative
  std::get<keyed::PutAction>(d.many[2]).key = "x";
  keyed::Drawing plain;
  std::string text = "[" + jsongen_test::to_json(d) + "," + jsongen_test::to_json(plain) + "," + bad_text + ",";
  // Reading: the tag is the only member's key.
  text += read_failure(R"({"shape":{"Square":{}},"maybe":null,"many":[]})") + ",";
  text += read_failure(R"({"shape":{},"maybe":null,"many":[]})") + ",";
  text += read_failure(R"({"shape":{"Circle":{"r":1},"put_action":{}},"maybe":null,"many":[]})") + ",";
  text += read_failure(R"({"shape":{"Circle":{"r":"1"}},"maybe":null,"many":[]})") + ",";
  text += read_failure(R"({"shape":"Circle","maybe":null,"many":[]})") + "]";
  std::puts(text.c_str());
}
