// What the driver asks the front end to read: the inputs, clang's command
// line, which types to select, and the configuration file.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "frontend/config/config_file.h"

namespace jsongen {

struct ParseRequest {
  // The headers to read, each parsed on its own (as one call per input would).
  std::vector<std::string> inputs;
  std::vector<std::string> clang_args;     // clang's argv, driver path first, without the inputs
  std::vector<std::string> type_patterns;     // --type: generate for these types too ("geo::Point", "geo::*")
  std::vector<std::string> exclude_patterns;  // --exclude-type: but not for these
  // --nlohmann: also the types and enums of nlohmann::json's macros, with
  // nlohmann's conventions (NlohmannMacros).
  bool nlohmann = false;
  const config::Config* config = nullptr;  // --config: options for types and fields, defaults
  // -j: how many inputs are parsed at once (each in a thread of its own).
  unsigned jobs = 1;
  // Called as each input has been parsed (from the thread that parsed it,
  // one call at a time per thread: the callee serializes), for progress.
  std::function<void(const std::string& input)> on_parsed;
  // --header-only (or -o -): no .json.cpp, the one place where private
  // members are reached without JSONGEN_FRIEND (model::Field::private_tag).
  bool header_only = false;
  // --allow-empty: an input with nothing to generate is a note, and gives an empty header.
  bool allow_empty = false;
  // Without the user's -std=: the standards to try, oldest first, on a header
  // clang refuses, to say which it needs ({"c++20", "c++20"}, {"c++23", "c++2b"}:
  // as the user writes it, as the libclang in use reads it).
  std::vector<std::pair<std::string, std::string>> newer_standards = {};
};

}  // namespace jsongen
