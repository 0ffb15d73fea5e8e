#include "driver/compile_commands.h"

#include <clang-c/CXCompilationDatabase.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace jsongen {

namespace fs = std::filesystem;

namespace {

std::string take(CXString s) {
  const char* text = clang_getCString(s);
  std::string result = text ? text : "";
  clang_disposeString(s);
  return result;
}

struct Command {
  std::string directory;
  std::string file;
  std::vector<std::string> args;
};

// libclang prints why it cannot load a database on standard error
// ("LIBCLANG TOOLING ERROR: ...", the YAML parser's "YAML:1:3: error: ..."):
// caught here, to be told in jsongen's words.
CXCompilationDatabase load_database(const std::string& build_dir, std::string& printed) {
  CXCompilationDatabase_Error status = CXCompilationDatabase_NoError;
#if defined(__unix__) || defined(__APPLE__)
  std::fflush(stderr);
  const int saved = ::dup(2);
  std::FILE* capture = saved >= 0 ? std::tmpfile() : nullptr;
  const bool capturing = capture != nullptr && ::dup2(::fileno(capture), 2) >= 0;
#endif
  CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(build_dir.c_str(), &status);
#if defined(__unix__) || defined(__APPLE__)
  if (capturing) {
    std::fflush(stderr);
    ::dup2(saved, 2);
    std::rewind(capture);
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, capture)) > 0;) printed.append(buffer, n);
  }
  if (capture) std::fclose(capture);
  if (saved >= 0) ::close(saved);
#endif
  return status == CXCompilationDatabase_NoError ? db : nullptr;
}

// What libclang printed, as a located message about the file: its YAML
// parser's "YAML:LINE:COL: error: ..." placed in the file, else its reason.
std::string database_problem(const std::string& path, const std::string& printed) {
  std::istringstream lines(printed);
  std::string reason;
  for (std::string line; std::getline(lines, line);) {
    const auto error = line.find(": error: ");
    if (line.compare(0, 5, "YAML:") == 0 && error != std::string::npos) {
      return path + line.substr(4, error - 4) + ": error: not a valid compilation database: " + line.substr(error + 9);
    }
    const std::string json = "json-compilation-database: ";
    if (line.compare(0, json.size(), json) == 0) reason = line.substr(json.size());
  }
  return path + ": error: not a valid compilation database" + (reason.empty() ? "" : ": " + reason);
}

std::vector<Command> read_database(const std::string& build_dir, std::string& error) {
  std::vector<Command> commands;
  const fs::path path = fs::path(build_dir) / "compile_commands.json";
  std::error_code ec;
  if (!fs::is_directory(build_dir, ec)) {
    error = "jsongen: error: -p " + build_dir +
            ": no such directory; give the build directory that holds "
            "compile_commands.json";
    return commands;
  }
  if (!fs::exists(path, ec)) {
    error = "jsongen: error: -p " + build_dir +
            ": no compile_commands.json there; CMake writes it when configured "
            "with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or give the flags yourself (-I, -D, -std=)";
    return commands;
  }
  std::string printed;
  CXCompilationDatabase db = load_database(build_dir, printed);
  if (db == nullptr) {
    error = database_problem(path.string(), printed);
    return commands;
  }
  CXCompileCommands all = clang_CompilationDatabase_getAllCompileCommands(db);
  const unsigned count = clang_CompileCommands_getSize(all);
  for (unsigned i = 0; i < count; ++i) {
    CXCompileCommand command = clang_CompileCommands_getCommand(all, i);
    Command c;
    c.directory = take(clang_CompileCommand_getDirectory(command));
    c.file = take(clang_CompileCommand_getFilename(command));
    if (fs::path(c.file).is_relative()) c.file = (fs::path(c.directory) / c.file).lexically_normal().string();
    const unsigned nargs = clang_CompileCommand_getNumArgs(command);
    for (unsigned a = 0; a < nargs; ++a) c.args.push_back(take(clang_CompileCommand_getArg(command, a)));
    commands.push_back(std::move(c));
  }
  clang_CompileCommands_dispose(all);
  clang_CompilationDatabase_dispose(db);
  return commands;
}

bool source_includes(const std::string& source, const std::string& header_name) {
  std::ifstream in(source);
  std::string line;
  while (std::getline(in, line)) {
    const auto hash = line.find_first_not_of(" \t");
    if (hash == std::string::npos || line[hash] != '#' || line.find("include", hash) == std::string::npos) continue;
    const auto open = line.find_first_of("\"<");
    const auto close = line.find_first_of("\">", open + 1);
    if (open == std::string::npos || close == std::string::npos) continue;
    const std::string spelled = line.substr(open + 1, close - open - 1);
    if (spelled == header_name || (spelled.size() > header_name.size() &&
                                   spelled.compare(spelled.size() - header_name.size() - 1, std::string::npos,
                                                   "/" + header_name) == 0)) {
      return true;
    }
  }
  return false;
}

const Command* pick(const std::vector<Command>& commands, const std::string& header, std::vector<std::string>& notes) {
  const fs::path h = fs::weakly_canonical(fs::absolute(header));
  for (const auto& c : commands) {
    if (fs::weakly_canonical(c.file) == h) return &c;
  }
  const std::string name = h.filename().string();
  for (const auto& c : commands) {
    if (source_includes(c.file, name)) return &c;
  }
  for (const auto& c : commands) {
    const fs::path f(c.file);
    if (f.parent_path() == h.parent_path() && f.stem() == h.stem()) {
      notes.push_back("no source includes '" + name + "'; using the flags of '" + c.file + "'");
      return &c;
    }
  }
  if (!commands.empty()) {
    notes.push_back("no source includes '" + name + "'; using the flags of '" + commands.front().file + "'");
    return &commands.front();
  }
  return nullptr;
}

// Flags that change what a header means; everything else (optimization,
// warnings, code generation, GCC-only switches clang rejects) is dropped.
CompileFlags keep_meaningful_flags(const Command& command) {
  CompileFlags result;
  const auto absolute = [&](const std::string& path) {
    return fs::path(path).is_relative() ? (fs::path(command.directory) / path).lexically_normal().string() : path;
  };
  const std::vector<std::string> with_path = {"-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros"};
  std::vector<std::string> dropped;
  for (std::size_t i = 1; i < command.args.size(); ++i) {
    const std::string& arg = command.args[i];
    bool handled = false;
    for (const auto& flag : with_path) {
      if (arg == flag && i + 1 < command.args.size()) {
        result.flags.push_back(flag);
        result.flags.push_back(absolute(command.args[++i]));
        handled = true;
      } else if (arg.size() > flag.size() && arg.compare(0, flag.size(), flag) == 0 && flag == "-I") {
        result.flags.push_back("-I" + absolute(arg.substr(2)));
        handled = true;
      }
      if (handled) break;
    }
    if (handled) continue;
    if (arg == "-D" || arg == "-U") {
      if (i + 1 < command.args.size()) {
        result.flags.push_back(arg);
        result.flags.push_back(command.args[++i]);
      }
    } else if (arg.compare(0, 2, "-D") == 0 || arg.compare(0, 2, "-U") == 0 || arg.compare(0, 5, "-std=") == 0 ||
               arg == "-fno-exceptions" || arg == "-fno-rtti" || arg.compare(0, 10, "--sysroot=") == 0) {
      result.flags.push_back(arg);
    } else if (arg == "-o" || arg == "-MF" || arg == "-MT" || arg == "-MQ") {
      ++i;  // and its operand
    } else if (arg == "-c" || arg == absolute(command.file) || arg == command.file ||
               arg.compare(0, 14, "--driver-mode=") == 0) {  // (libclang adds the driver mode)
    } else if (arg[0] == '-') {
      dropped.push_back(arg);
    }
  }
  result.dropped = std::move(dropped);
  return result;
}

}  // namespace

CompileFlags flags_from_compile_commands(const std::string& build_dir, const std::string& header) {
  CompileFlags result;
  const std::vector<Command> commands = read_database(build_dir, result.error);
  if (!result.error.empty()) return result;
  std::vector<std::string> notes;
  const Command* command = pick(commands, header, notes);
  if (command == nullptr) {
    result.error = "jsongen: error: -p " + build_dir +
                   ": compile_commands.json has no entries; build the project's "
                   "configuration again, or give the flags yourself (-I, -D, -std=)";
    return result;
  }
  result = keep_meaningful_flags(*command);
  result.notes.insert(result.notes.begin(), notes.begin(), notes.end());
  return result;
}

}  // namespace jsongen
