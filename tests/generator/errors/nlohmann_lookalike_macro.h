// options: --nlohmann
// expect: nlohmann_lookalike_macro.h:20:3: error: NLOHMANN_DEFINE_TYPE_INTRUSIVE_NON_THROWING is the project's own macro, which does not expand to one of nlohmann::json's (NLOHMANN_DEFINE_TYPE_[NON_]INTRUSIVE[_WITH_DEFAULT|_ONLY_SERIALIZE]), so jsongen cannot tell what the to_json/from_json it declares do: describe the type's JSON in the configuration file ([types."Settings"], docs/config.md)
// A project's macro named like nlohmann's whose functions do something else
// (here: a member the JSON lacks keeps its value) is not taken for
// nlohmann's: jsongen would write and read another JSON.
#pragma once
#include <nlohmann/json.hpp>

// clang-format off
#define PROJECT_FROM_IF_PRESENT(v1) if (nlohmann_json_j.contains(#v1)) nlohmann_json_j.at(#v1).get_to(nlohmann_json_t.v1);
#define NLOHMANN_DEFINE_TYPE_INTRUSIVE_NON_THROWING(Type, ...) \
  friend void to_json(nlohmann::json& nlohmann_json_j, const Type& nlohmann_json_t) { NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(NLOHMANN_JSON_TO, __VA_ARGS__)) } \
  friend void from_json(const nlohmann::json& nlohmann_json_j, Type& nlohmann_json_t) { NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(PROJECT_FROM_IF_PRESENT, __VA_ARGS__)) }
// clang-format on

struct Settings {
  int volume = 3;
  bool muted = false;

  NLOHMANN_DEFINE_TYPE_INTRUSIVE_NON_THROWING(Settings, volume, muted)
};
