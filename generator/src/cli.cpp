#include "cli.h"

namespace jsongen {

std::string usage_text() {
  return "usage: jsongen [options] INPUT.h [-- clang arguments]\n"
         "\n"
         "Reads INPUT.h, finds the structs marked JSONGEN_SERIALIZE and writes their JSON\n"
         "serializers to INPUT.json.h beside it.\n"
         "\n"
         "options:\n"
         "  -o FILE              write the generated header to FILE ('-' for stdout)\n"
         "  --include-as NAME    include the input as \"NAME\" in the generated header\n"
         "                       (default: its path relative to the output's folder)\n"
         "  --depfile FILE       also write a make-style list of every header read\n"
         "  --type PATTERN       also generate for the types whose qualified name matches\n"
         "                       PATTERN ('*' matches anything: 'geo::*'); repeatable\n"
         "  -I DIR, -isystem DIR, -D NAME[=VALUE], -U NAME, -std=c++NN\n"
         "                       passed to clang, as after --\n"
         "  --resource-dir DIR   clang's resource directory (builtin headers)\n"
         "  -v                   print the clang command line and header search list\n"
         "  --help               print this text\n"
         "  --version            print the jsongen version\n"
         "  -- ARGS...           pass ARGS to clang verbatim (-I, -D, -std=...)\n"
         "\n"
         "Headers are parsed as C++17 unless -std= is given after --.\n";
}

CliParse parse_command_line(int argc, char** argv) {
  CliParse result;
  CliOptions options;
  auto fail = [&](const std::string& message) {
    result.exit_code = 2;
    result.message = "jsongen: error: " + message + "\n(see jsongen --help)\n";
    return result;
  };
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](std::string& into) {
      if (i + 1 >= argc) return false;
      into = argv[++i];
      return true;
    };
    if (arg == "--") {
      options.clang_args.insert(options.clang_args.end(), argv + i + 1, argv + argc);
      break;
    }
    if (arg == "--help" || arg == "-h") {
      result.message = usage_text();
      return result;
    }
    if (arg == "--version") {
      result.message = "jsongen " JSONGEN_VERSION "\n";
      return result;
    }
    if (arg == "-v" || arg == "--verbose") {
      options.verbose = true;
    } else if (arg == "-o") {
      if (!value(options.output)) return fail("-o needs a file name");
    } else if (arg == "--include-as") {
      if (!value(options.include_as)) return fail("--include-as needs a name");
    } else if (arg == "--depfile") {
      if (!value(options.depfile)) return fail("--depfile needs a file name");
    } else if (arg == "--resource-dir") {
      if (!value(options.resource_dir)) return fail("--resource-dir needs a directory");
    } else if (arg == "--type") {
      std::string pattern;
      if (!value(pattern)) return fail("--type needs a type name or pattern");
      options.type_patterns.push_back(pattern);
    } else if (arg == "-I" || arg == "-D" || arg == "-U" || arg == "-isystem") {
      std::string operand;
      if (!value(operand)) return fail(arg + " needs an argument");
      options.clang_args.push_back(arg);
      options.clang_args.push_back(operand);
    } else if (arg.compare(0, 2, "-I") == 0 || arg.compare(0, 2, "-D") == 0 || arg.compare(0, 2, "-U") == 0 ||
               arg.compare(0, 5, "-std=") == 0) {
      options.clang_args.push_back(arg);
    } else if (!arg.empty() && arg[0] == '-') {
      return fail("unknown option '" + arg + "'");
    } else if (options.input.empty()) {
      options.input = arg;
    } else {
      return fail("more than one input header ('" + options.input + "' and '" + arg + "')");
    }
  }
  if (options.input.empty()) return fail("no input header");
  if (options.output == "-" && !options.depfile.empty()) return fail("--depfile needs an output file, not stdout");
  result.options = std::move(options);
  return result;
}

}  // namespace jsongen
