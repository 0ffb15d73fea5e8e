// Reading with other options from a file that includes only the split
// layout's .json.h: the deserializers are compiled (point.json.cpp) for the
// default options, and the message names the header that defines them.
// expect: jsongen: this deserializer is compiled in point.json.cpp for jsongen::default_options; include
// expect: point.json.inl.h
// expect: where it is read with other options
#include <jsongen/jsongen.h>

#include <string>

#include "point.json.h"

struct strict : jsongen::default_options {
  static constexpr jsongen::unknown_key_policy unknown_keys = jsongen::unknown_key_policy::error;
};

bool compiled(const std::string& json) {
  geo::Point p;
  return jsongen::from_json(json, p).ok();
}
bool strict_read(const std::string& json) {
  geo::Point p;
  return jsongen::from_json<strict>(json, p).ok();
}
