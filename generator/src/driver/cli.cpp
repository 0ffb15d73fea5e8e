#include "driver/cli.h"

#include "driver/args_file.h"
#include "driver/libclang_info.h"

namespace jsongen {

std::string usage_text() {
  return "usage: jsongen [options] INPUT.h... [-- clang arguments]\n"
         "\n"
         "Reads each INPUT.h, finds the structs marked JSONGEN_SERIALIZE and writes their\n"
         "JSON serializers and deserializers beside it: INPUT.json.h declares them\n"
         "(include it to call jsongen::to_json and jsongen::from_json), INPUT.json.cpp\n"
         "compiles them for the default options (add it to the build), INPUT.json.inl.h\n"
         "defines them (include it instead to write or read with other options or\n"
         "outputs). Several inputs give what one call for each would.\n"
         "\n"
         "options:\n"
         "  --header-only        write INPUT.json.h alone, holding every definition (no\n"
         "                       .json.cpp to build; compiled in each file that includes it)\n"
         "  --write-only         serializers only: no from_json (less to compile)\n"
         "  -o FILE              (one input) write the generated header to FILE, its\n"
         "                       .inl.h and .cpp beside it ('-': stdout, header-only)\n"
         "  --out-dir DIR        write outputs under DIR, mirroring the inputs' paths below\n"
         "                       --root (default: the current directory)\n"
         "  --root DIR           see --out-dir\n"
         "  --include-as NAME    (one input) include the input as \"NAME\" in the generated\n"
         "                       header (default: its path relative to the output's folder)\n"
         "  --check              write nothing; exit 1 naming each output that is missing or\n"
         "                       differs from what would be generated (for committed files)\n"
         "  --update-command CMD with --check: name CMD as what regenerates the files\n"
         "                       (jsongen_check_generated() passes its _update target's)\n"
         "  --depfile FILE       also write a make-style list of every header read\n"
         "  --type PATTERN       also generate for the types whose qualified name matches\n"
         "                       PATTERN ('*' matches anything: 'geo::*'); repeatable. A\n"
         "                       pattern starting with '*' skips system headers' types; a\n"
         "                       type a '*' matched that cannot be serialized is left out\n"
         "                       (a note) unless a serialized field holds it\n"
         "  --exclude-type PATTERN  not for these types, however selected (--type, --config,\n"
         "                       annotations, --nlohmann); repeatable\n"
         "  --allow-unmatched    a --type, --exclude-type or --config name that matches no\n"
         "                       type is a warning (default: an error)\n"
         "  --allow-empty        that, and a header with nothing to generate gives an\n"
         "                       empty header and a note (default: an error)\n"
         "  --config FILE        options for types and fields from a TOML file (selection,\n"
         "                       renames, naming, skips, enums...; docs/config.md)\n"
         "  --nlohmann           also the types and enums that nlohmann::json's macros\n"
         "                       declare (NLOHMANN_DEFINE_TYPE_*, NLOHMANN_JSON_SERIALIZE_ENUM),\n"
         "                       written as nlohmann::json writes them (docs/nlohmann.md)\n"
         "  -j N, --jobs N       parse N inputs at once (default: one per core); the output\n"
         "                       is the same for any N\n"
         "  -p BUILD_DIR         take -I/-D/-std flags from BUILD_DIR/compile_commands.json,\n"
         "                       from a source file that includes the header\n"
         "  -I DIR, -isystem DIR, -D NAME[=VALUE], -U NAME, -std=c++NN\n"
         "                       passed to clang, as after --\n"
         "  @FILE                read more arguments from FILE\n"
         "  --resource-dir DIR   clang's resource directory (builtin headers)\n"
         "  -v                   print the clang command line and header search list\n"
         "  --help               print this text\n"
         "  --version            print the jsongen version and the libclang it uses\n"
         "  -- ARGS...           pass ARGS to clang verbatim (-I, -D, -std=...)\n"
         "\n"
         "Headers are parsed as C++17 unless -std= is given (c++23 and c++26 are passed\n"
         "in the spelling of the libclang in use: c++2b before clang 17); without -std=, a\n"
         "header clang refuses is tried as C++20 and C++23 to say which it needs.\n"
         "Exit status: 0 success, 1 errors (file:line:col: error: ...) or stale files with\n"
         "--check, 2 usage.\n";
}

CliParse parse_command_line(std::vector<std::string> args) {
  CliParse result;
  CliOptions options;
  auto fail = [&](const std::string& message) {
    result.exit_code = 2;
    result.message = "jsongen: error: " + message + "\n(see jsongen --help)\n";
    return result;
  };
  if (const std::string problem = expand_argument_files(args); !problem.empty()) return fail(problem);
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    auto value = [&](std::string& into) {
      if (i + 1 >= args.size()) return false;
      into = args[++i];
      return true;
    };
    if (arg == "--") {
      options.clang_args.insert(options.clang_args.end(), args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    }
    if (arg == "--help" || arg == "-h") {
      result.message = usage_text();
      return result;
    }
    if (arg == "--version") {
      result.message = "jsongen " JSONGEN_VERSION "\n" + libclang_version_report();
      return result;
    }
    if (arg == "-v" || arg == "--verbose") {
      options.verbose = true;
    } else if (arg == "--check") {
      options.check = true;
    } else if (arg == "--header-only") {
      options.header_only = true;
    } else if (arg == "--write-only") {
      options.write_only = true;
    } else if (arg == "--update-command") {
      if (!value(options.update_command)) return fail("--update-command needs the command that regenerates the files");
    } else if (arg == "-o") {
      if (!value(options.output)) return fail("-o needs a file name");
    } else if (arg == "--out-dir") {
      if (!value(options.out_dir)) return fail("--out-dir needs a directory");
    } else if (arg == "--root") {
      if (!value(options.root)) return fail("--root needs a directory");
    } else if (arg == "--include-as") {
      if (!value(options.include_as)) return fail("--include-as needs a name");
    } else if (arg == "--depfile") {
      if (!value(options.depfile)) return fail("--depfile needs a file name");
    } else if (arg == "--resource-dir") {
      if (!value(options.resource_dir)) return fail("--resource-dir needs a directory");
    } else if (arg == "-p") {
      if (!value(options.build_dir)) return fail("-p needs a build directory");
    } else if (arg == "--type") {
      std::string pattern;
      if (!value(pattern)) return fail("--type needs a type name or pattern");
      options.type_patterns.push_back(pattern);
    } else if (arg == "--exclude-type") {
      std::string pattern;
      if (!value(pattern)) return fail("--exclude-type needs a type name or pattern");
      options.exclude_patterns.push_back(pattern);
    } else if (arg == "-j" || arg == "--jobs" || (arg.compare(0, 2, "-j") == 0 && arg.size() > 2)) {
      std::string count = arg.size() > 2 && arg[1] == 'j' ? arg.substr(2) : "";
      if (count.empty() && !value(count)) return fail(arg + " needs a number of jobs");
      if (count.empty() || count.size() > 4 || count.find_first_not_of("0123456789") != std::string::npos ||
          std::stoul(count) == 0) {
        return fail(arg + " needs a number of jobs (1 or more), not '" + count + "'");
      }
      options.jobs = static_cast<unsigned>(std::stoul(count));
    } else if (arg == "--allow-unmatched") {
      options.allow_unmatched = true;
    } else if (arg == "--allow-empty") {
      options.allow_empty = true;
    } else if (arg == "--nlohmann") {
      options.nlohmann = true;
    } else if (arg == "--config") {
      if (!value(options.config)) return fail("--config needs a file");
    } else if (arg == "-I" || arg == "-D" || arg == "-U" || arg == "-isystem") {
      std::string operand;
      if (!value(operand)) return fail(arg + " needs an argument");
      options.clang_args.push_back(arg);
      options.clang_args.push_back(operand);
    } else if (arg.compare(0, 2, "-I") == 0 || arg.compare(0, 2, "-D") == 0 || arg.compare(0, 2, "-U") == 0 ||
               arg.compare(0, 5, "-std=") == 0) {
      options.clang_args.push_back(arg);
    } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
      return fail("unknown option '" + arg + "'");
    } else {
      options.inputs.push_back(arg);
    }
  }
  if (options.inputs.empty()) return fail("no input header");
  const bool several = options.inputs.size() > 1;
  if (several && !options.output.empty()) return fail("-o takes one input; use --out-dir for several");
  if (several && !options.include_as.empty()) return fail("--include-as takes one input");
  if (!options.output.empty() && !options.out_dir.empty()) return fail("use either -o or --out-dir");
  if (options.output == "-" && !options.depfile.empty()) return fail("--depfile needs an output file, not stdout");
  if (options.output == "-" && options.check) return fail("--check compares files; it cannot check stdout");
  if (!options.update_command.empty() && !options.check) return fail("--update-command is for --check's message");
  if (options.output == "-") options.header_only = true;  // one stream holds one file
  result.options = std::move(options);
  return result;
}

}  // namespace jsongen
