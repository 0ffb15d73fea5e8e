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

inline std::string format_diagnostic(const Diagnostic& d, const char* severity = "error") {
  std::string text;
  if (!d.location.file.empty()) {
    text += d.location.file;
    if (d.location.line != 0) {
      text += ':' + std::to_string(d.location.line) + ':' + std::to_string(d.location.column);
    }
    text += ": ";
  }
  return text + severity + ": " + d.message;
}

using Diagnostics = std::vector<Diagnostic>;

}  // namespace jsongen
