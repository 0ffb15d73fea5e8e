#include "output_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace jsongen {

namespace fs = std::filesystem;

static bool has_contents(const std::string& path, const std::string& contents) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream current;
  current << in.rdbuf();
  return current.str() == contents;
}

std::string write_file_if_changed(const std::string& path, const std::string& contents) {
  if (has_contents(path, contents)) return {};
  const fs::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  // The temporary sits beside the target so that rename() stays on one file system.
  const std::string temporary = path + ".tmp" + std::to_string(::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot create '" + temporary + "': " + std::strerror(errno);
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    out.close();
    if (!out) {
      std::remove(temporary.c_str());
      return "cannot write '" + temporary + "'";
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot replace '" + path + "': " + why;
  }
  return {};
}

}  // namespace jsongen
