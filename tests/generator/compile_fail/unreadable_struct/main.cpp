// Reading a struct that holds a std::string_view (and one that holds that
// struct): refused at compile time with the field and the reason, not with
// "no deserializer" or an error deep in the runtime; writing it still works.
// expect: jsongen: from_json cannot read app::Log: field 'last' is 'app::Entry', whose field 'message' is a
// expect: std::string_view, which would not own what is read; use std::string (or mark that field JSONGEN_SKIP)
#include <string>

#include "log.json.h"

std::string written() { return jsongen::to_json(app::Log{}); }
bool read(const std::string& json) {
  app::Log log;
  return jsongen::from_json(json, log).ok();
}
