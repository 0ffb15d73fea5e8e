// Writing generated files safely: an unchanged file is left alone (its mtime
// stays, so nothing rebuilds) and a changed one is replaced atomically
// (temporary file + rename), so readers never see half a header.
#pragma once

#include <string>

namespace jsongen {

// Returns "" on success, else a description of what failed.
std::string write_file_if_changed(const std::string& path, const std::string& contents);

}  // namespace jsongen
