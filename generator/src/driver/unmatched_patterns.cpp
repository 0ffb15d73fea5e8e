#include "driver/unmatched_patterns.h"

#include <iostream>

#include "frontend/closest_name.h"

namespace jsongen {
namespace {

// "; did you mean 'app::Settings'?" for an exact name near one the inputs
// see, else `otherwise`.
std::string did_you_mean(const std::string& pattern, const ParseResult& parsed, const std::string& otherwise = "") {
  if (pattern.find('*') != std::string::npos) return otherwise;
  const std::string meant =
      closest_name(pattern, std::vector<std::string>(parsed.type_names.begin(), parsed.type_names.end()));
  return meant.empty() ? otherwise : "; did you mean '" + meant + "'?";
}

}  // namespace

Diagnostics unmatched_patterns(const CliOptions& options, const config::Config* configuration,
                               const ParseResult& parsed) {
  Diagnostics errors;
  auto report = [&](const model::SourceLocation& where, const std::string& message) {
    if (options.allow_empty || options.allow_unmatched) {
      std::cerr << format_diagnostic({where, message}, "warning") << "\n";
    } else {
      const bool question = !message.empty() && message.back() == '?';  // "did you mean ...?"
      errors.push_back({where, message + (question ? " (--allow-unmatched makes this a warning)"
                                                   : "; --allow-unmatched makes this a warning")});
    }
  };
  auto check = [&](const std::vector<std::string>& patterns, const char* option, const char* what,
                   const char* otherwise) {
    for (const auto& pattern : patterns) {
      if (parsed.matched_patterns.count(pattern) != 0) continue;
      report({}, std::string(option) + " '" + pattern + "' " + what + did_you_mean(pattern, parsed, otherwise));
    }
  };
  check(options.type_patterns, "--type", "matches no struct or enum the inputs see",
        " (a pattern starting with '*' skips system headers' types)");
  check(options.exclude_patterns, "--exclude-type", "matches no type that jsongen would generate", "");
  if (!configuration) return errors;
  // The configuration's names, located in the file.
  auto check_entry = [&](const std::string& pattern, const model::SourceLocation& where, const std::string& what) {
    if (parsed.matched_patterns.count(pattern) != 0) return;
    report(where, what + " matches no struct or enum the inputs see" + did_you_mean(pattern, parsed));
  };
  for (const auto& t : configuration->types) check_entry(t.pattern, t.location, "[types.\"" + t.pattern + "\"]");
  for (const auto& e : configuration->enums) check_entry(e.name, e.location, "[enums.\"" + e.name + "\"]");
  for (const auto& p : configuration->select) check_entry(p.text, p.location, "[select] types '" + p.text + "'");
  for (const auto& p : configuration->exclude) check_entry(p.text, p.location, "[select] exclude '" + p.text + "'");
  return errors;
}

}  // namespace jsongen
