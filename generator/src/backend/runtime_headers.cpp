#include "backend/runtime_headers.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

struct Needs {
  bool chrono = false;
  bool filesystem = false;
  bool nlohmann_conventions = false;
  bool raw_json = false, nlohmann_value = false, boost_json_value = false;
  bool unknown_members = false;
  bool widened_floats = false;

  void of_type(const model::TypeRef& type) {
    chrono |= type.kind == Kind::Duration || type.kind == Kind::TimePoint;
    filesystem |= type.kind == Kind::Path;
    if (type.kind == Kind::JsonValue) {
      raw_json |= type.name == "jsongen::raw_json";
      boost_json_value |= type.name == "boost::json::value";
      nlohmann_value |= type.name.compare(0, 10, "nlohmann::") == 0;
    }
    for (const auto& arg : type.args) of_type(arg);
  }

  void of_struct(const model::Struct& s) {
    if (s.unknown_members) {
      unknown_members = true;
      of_type(s.unknown_members->type);
    }
    for (const auto& f : s.fields) {
      nlohmann_conventions |= f.nlohmann_conventions;
      widened_floats |= f.widen_floats;
      of_type(f.type);
      for (const auto& alternative : f.tagging.inline_structs) of_struct(alternative);
    }
  }
};

}  // namespace

std::vector<std::string> runtime_headers(const model::Unit& unit) {
  Needs needs;
  for (const auto& s : unit.structs) needs.of_struct(s);
  std::vector<std::string> headers{"jsongen/jsongen.h"};
  if (needs.chrono) headers.push_back("jsongen/chrono.h");
  if (needs.filesystem) headers.push_back("jsongen/filesystem.h");
  if (needs.nlohmann_conventions) headers.push_back("jsongen/nlohmann_conventions.h");
  if (needs.raw_json) headers.push_back("jsongen/raw_json.h");
  if (needs.unknown_members) headers.push_back("jsongen/unknown_members.h");
  if (needs.widened_floats) headers.push_back("jsongen/widened_floats.h");
  if (needs.nlohmann_value) headers.push_back("jsongen/nlohmann_value.h");
  if (needs.boost_json_value) headers.push_back("jsongen/boost_json_value.h");
  return headers;
}

}  // namespace jsongen
