// Command line of the jsongen tool.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jsongen {

struct CliOptions {
  std::string input;
  std::string output;        // "" = beside the input, "-" = stdout
  std::string include_as;    // how the generated header includes the input ("" = relative path)
  std::string depfile;       // make-style dependency file to write, if any
  std::string resource_dir;  // clang resource directory override
  bool verbose = false;
  std::vector<std::string> type_patterns;  // --type: also generate for these types
  std::vector<std::string> clang_args;     // -I/-D/-U/-isystem/-std= and everything after --
};

struct CliParse {
  std::optional<CliOptions> options;  // empty: exit with `exit_code` after printing `message`
  int exit_code = 0;
  std::string message;
};

CliParse parse_command_line(int argc, char** argv);

std::string usage_text();

}  // namespace jsongen
