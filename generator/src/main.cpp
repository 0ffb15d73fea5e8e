// jsongen: parse (libclang) -> model -> emit (fmt) -> write.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>

#include "clang_args.h"
#include "cli.h"
#include "emitter.h"
#include "output_file.h"
#include "parser.h"
#include "paths.h"

namespace fs = std::filesystem;
using namespace jsongen;

namespace {

// The input as the generated header includes it: relative to the folder the
// output lands in, so the pair compiles without extra include paths.
std::string relative_include(const std::string& input, const std::string& output) {
  std::error_code ec;
  const fs::path base = output == "-" ? fs::current_path() : fs::absolute(output).parent_path();
  const fs::path relative = fs::relative(fs::absolute(input), base, ec);
  return ec || relative.empty() ? fs::path(input).generic_string() : relative.generic_string();
}

// Make and Ninja read the same escapes: a backslash before spaces and '#', '$$' for '$'.
std::string depfile_escape(const std::string& path) {
  std::string out;
  for (const char c : path) {
    if (c == ' ' || c == '#') out += '\\';
    if (c == '$') out += '$';
    out += c;
  }
  return out;
}

std::string depfile_text(const std::string& output, const std::vector<std::string>& dependencies) {
  std::string text = depfile_escape(output) + ":";
  std::set<std::string> seen;
  for (const auto& dependency : dependencies) {
    std::error_code ec;
    const fs::path resolved = fs::weakly_canonical(fs::absolute(dependency), ec);
    const std::string path = (ec ? fs::absolute(dependency) : resolved).generic_string();
    if (seen.insert(path).second) text += " \\\n  " + depfile_escape(path);
  }
  return text + "\n";
}

int fail(const std::string& message) {
  std::cerr << "jsongen: error: " << message << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  const CliParse cli = parse_command_line(argc, argv);
  if (!cli.options) {
    (cli.exit_code == 0 ? std::cout : std::cerr) << cli.message;
    return cli.exit_code;
  }
  const CliOptions& options = *cli.options;
  std::error_code ec;
  if (!fs::is_regular_file(options.input, ec)) return fail("cannot read input header '" + options.input + "'");

  const std::string output = options.output.empty() ? generated_header_name(options.input) : options.output;
  const std::vector<std::string> clang_args = build_clang_args(options);
  if (options.verbose) {
    std::cerr << "jsongen: parsing " << options.input << " with";
    for (const auto& arg : clang_args) std::cerr << ' ' << arg;
    std::cerr << ' ' << options.input;
    std::cerr << "\n";
  }

  ParseResult parsed = parse_header({options.input, clang_args, options.type_patterns});
  if (!parsed.errors.empty()) {
    for (const auto& error : parsed.errors) std::cerr << format_diagnostic(error) << "\n";
    std::cerr << "jsongen: " << parsed.errors.size() << (parsed.errors.size() == 1 ? " error" : " errors")
              << "; nothing written\n";
    return 1;
  }

  parsed.unit.input_include = options.include_as.empty() ? relative_include(options.input, output) : options.include_as;
  const std::string text = emit_header(parsed.unit, {parsed.unit.input_include, JSONGEN_VERSION});

  if (output == "-") {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::fflush(stdout) == 0 ? 0 : fail("cannot write to standard output");
  }
  if (const std::string problem = write_file_if_changed(output, text); !problem.empty()) return fail(problem);
  if (!options.depfile.empty()) {
    const std::string problem = write_file_if_changed(options.depfile, depfile_text(output, parsed.dependencies));
    if (!problem.empty()) return fail(problem);
  }
  return 0;
}
