// Errors (and notes) reported in the compiler style: file:line:col: error: message.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace jsongen {

struct Diagnostic {
  model::SourceLocation location;
  std::string message;
};

// Without a file, the message is jsongen's own: "jsongen: error: ...", as every
// message that names no place.
inline std::string format_diagnostic(const Diagnostic& d, const char* severity = "error") {
  std::string text = d.location.file.empty() ? "jsongen" : d.location.file;
  if (!d.location.file.empty() && d.location.line != 0) {
    text += ':' + std::to_string(d.location.line) + ':' + std::to_string(d.location.column);
  }
  return text + ": " + severity + ": " + d.message;
}

using Diagnostics = std::vector<Diagnostic>;

}  // namespace jsongen
