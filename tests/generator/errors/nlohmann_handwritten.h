// options: --nlohmann
// expect: nlohmann_handwritten.h:36:10: error: field 'params' of 'Request' has type 'Params', which jsongen cannot serialize: 'Params' has hand-written to_json/from_json functions for nlohmann::json, whose JSON jsongen cannot read from code: select it in the configuration file with the options that give that JSON ([types."Params"], docs/config.md)
// expect: nlohmann_handwritten.h:37:9: error: field 'reply' of 'Request' has type 'Reply', which jsongen cannot serialize: 'Reply' has hand-written to_json/from_json functions
// expect: nlohmann_handwritten.h:38:11: error: field 'position' of 'Request' has type 'Derived', which jsongen cannot serialize: 'Derived' has no nlohmann macro of its own; nlohmann::json writes it through its base 'Position', as that base alone
// Types whose JSON nlohmann::json gets from code jsongen does not read (a
// hand-written to_json, friend or free; a base's macro) are errors that say
// how to describe that JSON, not a bare "not marked".
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

struct Params {
  std::optional<std::string> name;
  friend void to_json(nlohmann::json& j, const Params& p) {
    if (p.name) j["name"] = *p.name;
  }
  friend void from_json(const nlohmann::json& j, Params& p);
};

struct Reply {
  int code = 0;
};
void to_json(nlohmann::json& j, const Reply& r);

struct Position {
  int line = 0;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Position, line)
};

struct Derived : Position {};

struct Request {
  int id = 0;
  // clang-format off
  Params params;
  Reply reply;
  Derived position;
  // clang-format on
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Request, id, params, reply, position)
};
