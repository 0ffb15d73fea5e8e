#include "driver/output_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace jsongen {

namespace fs = std::filesystem;

bool file_has_contents(const std::string& path, const std::string& contents) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream current;
  current << in.rdbuf();
  return current.str() == contents;
}

// Writes `contents` to a temporary beside `path` (so that rename() stays on
// one file system) and returns its name, or "" with `error` set.
static std::string write_temporary(const std::string& path, const std::string& contents, std::string& error) {
  const fs::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  const std::string temporary = path + ".tmp" + std::to_string(::getpid());
  std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
  if (!out) {
    error = "cannot create '" + temporary + "': " + std::strerror(errno);
    return {};
  }
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  out.close();
  if (!out) {
    std::remove(temporary.c_str());
    error = "cannot write '" + temporary + "'";
    return {};
  }
  return temporary;
}

std::string write_files_if_changed(const std::vector<std::pair<std::string, std::string>>& files) {
  std::vector<std::pair<std::string, std::string>> renames;  // temporary, target
  std::string error;
  for (const auto& [path, contents] : files) {
    if (file_has_contents(path, contents)) continue;
    const std::string temporary = write_temporary(path, contents, error);
    if (temporary.empty()) break;
    renames.emplace_back(temporary, path);
  }
  if (error.empty()) {
    for (std::size_t i = 0; i < renames.size(); ++i) {
      if (std::rename(renames[i].first.c_str(), renames[i].second.c_str()) != 0) {
        error = "cannot replace '" + renames[i].second + "': " + std::strerror(errno);
        renames.erase(renames.begin(), renames.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      }
    }
    if (error.empty()) return {};
  }
  for (const auto& [temporary, target] : renames) std::remove(temporary.c_str());
  return error;
}

std::string write_file_if_changed(const std::string& path, const std::string& contents) {
  return write_files_if_changed({{path, contents}});
}

}  // namespace jsongen
