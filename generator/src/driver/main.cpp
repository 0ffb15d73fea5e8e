// jsongen: parse (libclang) -> model -> emit (fmt) -> write.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

#include <unistd.h>

#include "backend/emitter.h"
#include "driver/clang_args.h"
#include "driver/cli.h"
#include "driver/compile_commands.h"
#include "driver/output_file.h"
#include "driver/unmatched_patterns.h"
#include "frontend/config/config_file.h"
#include "frontend/parser.h"
#include "model/paths.h"

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

// Where each input's generated header goes: -o, --out-dir (mirroring the
// input's path below --root), or beside the input.
bool output_paths(const CliOptions& options, std::vector<std::string>& outputs, std::string& error) {
  for (const auto& input : options.inputs) {
    if (!options.output.empty()) {
      outputs.push_back(options.output);
    } else if (!options.out_dir.empty()) {
      const fs::path root = fs::weakly_canonical(fs::absolute(options.root.empty() ? "." : options.root));
      const fs::path relative = fs::weakly_canonical(fs::absolute(input)).lexically_relative(root);
      if (relative.empty() || *relative.begin() == "..") {
        error = "input '" + input + "' is not below --root '" + root.string() + "'";
        return false;
      }
      outputs.push_back((fs::path(options.out_dir) / generated_header_name(relative.generic_string())).string());
    } else {
      outputs.push_back(generated_header_name(input));
    }
  }
  return true;
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

std::string depfile_text(const std::vector<std::pair<std::string, std::string>>& outputs,
                         const std::vector<std::string>& dependencies) {
  std::string text;
  for (const auto& output : outputs) text += (text.empty() ? "" : " ") + depfile_escape(output.first);
  text += ":";
  std::set<std::string> seen;
  for (const auto& dependency : dependencies) {
    std::error_code ec;
    const fs::path resolved = fs::weakly_canonical(fs::absolute(dependency), ec);
    const std::string path = (ec ? fs::absolute(dependency) : resolved).generic_string();
    if (seen.insert(path).second) text += " \\\n  " + depfile_escape(path);
  }
  return text + "\n";
}

// "[12/50] parsed model/order.h" on one line of a terminal while several
// inputs are parsed (nothing in a log, where it would be noise), erased
// when parsing ends so that messages start on a clean line.
class Progress {
 public:
  explicit Progress(std::size_t total) : total_(total), shown_(total > 1 && ::isatty(STDERR_FILENO) == 1) {}
  bool shown() const { return shown_; }
  void parsed(const std::string& input) {
    const std::lock_guard<std::mutex> lock(mutex_);
    std::cerr << "\r\033[K[" << ++done_ << "/" << total_ << "] parsed " << input << std::flush;
  }
  void done() {
    if (shown_) std::cerr << "\r\033[K" << std::flush;
  }

 private:
  std::mutex mutex_;
  std::size_t done_ = 0;
  const std::size_t total_;
  const bool shown_;
};

int fail(const std::string& message) {
  std::cerr << "jsongen: error: " << message << "\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  const CliParse cli = parse_command_line(std::vector<std::string>(argv + 1, argv + argc));
  if (!cli.options) {
    (cli.exit_code == 0 ? std::cout : std::cerr) << cli.message;
    return cli.exit_code;
  }
  CliOptions options = *cli.options;
  for (const auto& input : options.inputs) {
    std::error_code ec;
    if (!fs::is_regular_file(input, ec)) return fail("cannot read input header '" + input + "'");
  }
  std::vector<std::string> outputs;
  if (std::string error; !output_paths(options, outputs, error)) return fail(error);

  if (!options.build_dir.empty()) {
    const CompileFlags found = flags_from_compile_commands(options.build_dir, options.inputs.front());
    if (!found.error.empty()) {
      std::cerr << found.error << "\n";
      return 1;
    }
    for (const auto& note : found.notes) std::cerr << "jsongen: note: " << note << "\n";
    if (options.verbose && !found.dropped.empty()) {
      std::cerr << "jsongen: note: left out flags that do not change declarations:";
      for (const auto& flag : found.dropped) std::cerr << ' ' << flag;
      std::cerr << "\n";
    }
    options.clang_args.insert(options.clang_args.begin(), found.flags.begin(), found.flags.end());
  }
  const std::vector<std::string> clang_args = build_clang_args(options);
  if (options.verbose) {
    std::cerr << "jsongen: parsing with";
    for (const auto& arg : clang_args) std::cerr << ' ' << arg;
    for (const auto& input : options.inputs) std::cerr << ' ' << input;
    std::cerr << "\n";
  }

  std::optional<config::Config> configuration;
  std::vector<std::string> type_patterns = options.type_patterns;
  std::vector<std::string> exclude_patterns = options.exclude_patterns;
  if (!options.config.empty()) {
    Diagnostics problems;
    configuration = config::read_config(options.config, problems);
    if (!configuration) {
      for (const auto& problem : problems) std::cerr << format_diagnostic(problem) << "\n";
      std::cerr << "jsongen: the configuration " << options.config << " has errors; nothing written\n";
      return 1;
    }
    // What it names is selected, as with --type.
    for (const auto& t : configuration->types) type_patterns.push_back(t.pattern);
    for (const auto& e : configuration->enums) type_patterns.push_back(e.name);
    for (const auto& p : configuration->select) type_patterns.push_back(p.text);
    for (const auto& p : configuration->exclude) exclude_patterns.push_back(p.text);
  }
  ParseRequest request;
  request.inputs = options.inputs;
  request.clang_args = clang_args;
  request.type_patterns = type_patterns;
  request.exclude_patterns = exclude_patterns;
  request.nlohmann = options.nlohmann;
  request.config = configuration ? &*configuration : nullptr;
  request.jobs = options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  Progress progress(options.inputs.size());
  if (progress.shown()) request.on_parsed = [&progress](const std::string& input) { progress.parsed(input); };
  request.allow_empty = options.allow_empty;
  request.header_only = options.header_only;
  request.newer_standards = newer_standards_to_try(options);
  ParseResult parsed = parse_headers(request);
  progress.done();
  if (configuration) parsed.dependencies.push_back(options.config);  // editing it regenerates
  for (const auto& note : parsed.notes) std::cerr << format_diagnostic(note, "note") << "\n";
  // First: a typo in a name may be what the header's errors come from.
  if (parsed.every_input_read) {
    const Diagnostics unmatched = unmatched_patterns(options, request.config, parsed);
    parsed.errors.insert(parsed.errors.begin(), unmatched.begin(), unmatched.end());
  }
  if (!parsed.errors.empty()) {
    for (const auto& error : parsed.errors) std::cerr << format_diagnostic(error) << "\n";
    std::cerr << "jsongen: " << parsed.errors.size() << (parsed.errors.size() == 1 ? " error" : " errors")
              << "; nothing written\n";
    return 1;
  }

  // Every file to write: each input's header and, split, its companions.
  std::vector<std::pair<std::string, std::string>> files;  // path, text
  std::vector<std::string> inputs_of;                      // the input each file comes from
  for (std::size_t i = 0; i < options.inputs.size(); ++i) {
    model::Unit& unit = parsed.units[i];
    unit.input_include =
        options.include_as.empty() ? relative_include(options.inputs[i], outputs[i]) : options.include_as;
    EmitOptions emit;
    emit.source_name = unit.input_include;
    emit.version = JSONGEN_VERSION;
    emit.header_only = options.header_only;
    emit.write_only = options.write_only;
    emit.header_file = fs::path(outputs[i]).filename().generic_string();
    emit.inline_header_file = inline_header_name(emit.header_file);
    emit.source_file = generated_source_name(emit.header_file);
    emit.link_tag = link_tag_name(emit.source_file);
    GeneratedFiles generated = emit_files(unit, emit);
    files.emplace_back(outputs[i], std::move(generated.header));
    if (!options.header_only) {
      files.emplace_back(inline_header_name(outputs[i]), std::move(generated.inline_header));
      files.emplace_back(generated_source_name(outputs[i]), std::move(generated.source));
    }
    inputs_of.resize(files.size(), options.inputs[i]);
  }

  if (options.check) {
    int stale = 0;
    for (std::size_t i = 0; i < files.size(); ++i) {
      const auto& [path, text] = files[i];
      if (file_has_contents(path, text)) continue;
      const bool exists = fs::exists(path);
      std::cerr << path << ": error: " << (exists ? "out of date" : "missing") << "; regenerate it from "
                << inputs_of[i] << ": "
                << (options.update_command.empty() ? "run this jsongen command again without --check"
                                                   : options.update_command)
                << "\n";
      ++stale;
    }
    return stale == 0 ? 0 : 1;
  }
  if (options.output == "-") {
    const std::string& text = files.front().second;
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::fflush(stdout) == 0 ? 0 : fail("cannot write to standard output");
  }
  if (const std::string problem = write_files_if_changed(files); !problem.empty()) return fail(problem);
  if (!options.depfile.empty()) {
    const std::string problem = write_file_if_changed(options.depfile, depfile_text(files, parsed.dependencies));
    if (!problem.empty()) return fail(problem);
  }
  return 0;
}
