// Writing generated files safely: an unchanged file is left alone (its mtime
// stays, so nothing rebuilds) and a changed one is replaced atomically
// (temporary file + rename), so readers never see half a file.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace jsongen {

// Whether the file at `path` holds exactly `contents` (false when unreadable).
bool file_has_contents(const std::string& path, const std::string& contents);

// Returns "" on success, else a description of what failed.
std::string write_file_if_changed(const std::string& path, const std::string& contents);

// Several files (path, contents) that belong together (a .json.h and its
// companions): every changed one is written to its temporary first, then
// they are renamed one after another, so that a failure or a kill while
// writing leaves all of them as they were, and the moment where some are
// new and some old is a few renames long. Returns "" or what failed.
std::string write_files_if_changed(const std::vector<std::pair<std::string, std::string>>& files);

}  // namespace jsongen
