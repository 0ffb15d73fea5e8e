#include "driver/clang_args.h"

#include <filesystem>

#include "driver/libclang_info.h"

namespace jsongen {

namespace fs = std::filesystem;

namespace {

bool path_exists(const fs::path& p) {
  std::error_code ec;
  return fs::exists(p, ec);
}

// An installed jsongen finds its runtime at ../include beside bin/; a build
// tree uses the source tree's copy.
std::string runtime_include_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = exe.parent_path().parent_path() / "include";
    if (path_exists(installed / "jsongen" / "jsongen.h")) return installed.string();
  }
  return JSONGEN_SOURCE_RUNTIME_INCLUDE_DIR;
}

// Debian's libclang lives outside the LLVM tree and cannot find its builtin
// headers (stddef.h, ...) by itself, so the path found at build time is passed.
std::string resource_dir(const CliOptions& options) {
  if (!options.resource_dir.empty()) return options.resource_dir;
  if (path_exists(fs::path(JSONGEN_CLANG_RESOURCE_DIR) / "include" / "stddef.h")) return JSONGEN_CLANG_RESOURCE_DIR;
  return {};
}

// argv[0] for clang: the compiler found at build time when it is still there.
std::string clang_driver_path() {
  if (path_exists(JSONGEN_CLANG_EXECUTABLE)) return JSONGEN_CLANG_EXECUTABLE;
  return "clang";
}

bool user_sets_standard(const std::vector<std::string>& args) {
  for (const auto& arg : args) {
    if (arg.compare(0, 5, "-std=") == 0 || arg.compare(0, 6, "--std=") == 0 || arg.compare(0, 5, "/std:") == 0) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::vector<std::string> build_clang_args(const CliOptions& options) {
  std::vector<std::string> args = {clang_driver_path(), "-x", "c++"};
  if (!user_sets_standard(options.clang_args)) args.push_back("-std=c++17");
  args.push_back("-DJSONGEN_GENERATOR=1");
  args.push_back("-Wno-pragma-once-outside-header");
  const std::string resources = resource_dir(options);
  if (!resources.empty()) {
    args.push_back("-resource-dir");
    args.push_back(resources);
  }
  if (options.verbose) args.push_back("-v");
  // -std=c++23 and c++26 as the libclang in use spells them (c++2b before clang 17).
  for (const auto& arg : options.clang_args) {
    std::string spelled = arg;
    for (const char* flag : {"-std=", "--std="}) {
      const std::string prefix = flag;
      if (arg.compare(0, prefix.size(), prefix) == 0) {
        spelled = prefix + standard_for_libclang(arg.substr(prefix.size()), libclang_major_version());
      }
    }
    args.push_back(spelled);
  }
  // Last, so that a runtime on the user's own include path wins.
  args.push_back("-I" + runtime_include_dir());
  return args;
}

std::vector<std::pair<std::string, std::string>> newer_standards_to_try(const CliOptions& options) {
  if (user_sets_standard(options.clang_args)) return {};
  std::vector<std::pair<std::string, std::string>> standards;
  for (const char* standard : {"c++20", "c++23"}) {
    standards.emplace_back(standard, standard_for_libclang(standard, libclang_major_version()));
  }
  return standards;
}

}  // namespace jsongen
