// Command line of the jsongen tool.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jsongen {

struct CliOptions {
  std::vector<std::string> inputs;
  std::string output;        // one input only: "" = beside it, "-" = stdout
  std::string out_dir;       // outputs under here, mirroring the inputs' paths below `root`
  std::string root;          // see out_dir; default: the current directory
  std::string include_as;    // one input only: how the generated header includes it
  std::string depfile;       // make-style dependency file to write, if any
  std::string resource_dir;  // clang resource directory override
  std::string build_dir;     // -p: take flags from BUILD_DIR/compile_commands.json
  std::string config;        // --config: the TOML configuration file
  bool check = false;        // compare with the files on disk instead of writing
  std::string update_command;  // --check: what regenerates the files, for its message
  bool header_only = false;  // one .json.h holding everything, no .json.inl.h and .json.cpp
  bool write_only = false;   // serializers only, no deserializers (from_json)
  bool verbose = false;
  bool allow_unmatched = false;  // a --type, --exclude-type or configuration name that matches nothing: a warning
  bool allow_empty = false;      // that, and an input with nothing to generate gives an empty header (a note)
  bool nlohmann = false;     // also the types of nlohmann::json's macros, with nlohmann's conventions
  unsigned jobs = 0;         // -j: inputs parsed at once; 0 = one per core
  std::vector<std::string> type_patterns;     // --type: also generate for these types
  std::vector<std::string> exclude_patterns;  // --exclude-type: but not for these
  std::vector<std::string> clang_args;     // -I/-D/-U/-isystem/-std= and everything after --
};

struct CliParse {
  std::optional<CliOptions> options;  // empty: exit with `exit_code` after printing `message`
  int exit_code = 0;
  std::string message;
};

// `args` excludes the program name; @file arguments are expanded here.
CliParse parse_command_line(std::vector<std::string> args);

std::string usage_text();

}  // namespace jsongen
