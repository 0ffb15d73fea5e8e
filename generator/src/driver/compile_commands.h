// -p BUILD_DIR: the clang flags a header needs, from compile_commands.json.
#pragma once

#include <string>
#include <vector>

namespace jsongen {

struct CompileFlags {
  std::vector<std::string> flags;  // -I, -isystem, -iquote, -D, -U, -std=, -include ... (paths made absolute)
  std::vector<std::string> notes;  // what was guessed, for the user
  std::vector<std::string> dropped;  // the flags left out, for -v
  std::string error;  // when the database cannot be used: the whole message ("jsongen: error: ..." or located)
};

// The flags of a translation unit that includes `header` (found by looking
// for an #include of its file name in each source), else of a source with
// the same stem beside it, else of the first entry.
CompileFlags flags_from_compile_commands(const std::string& build_dir, const std::string& header);

}  // namespace jsongen
