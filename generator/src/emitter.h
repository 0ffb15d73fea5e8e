// Back end: turns the model into the text of a generated header.
#pragma once

#include <string>

#include "model.h"

namespace jsongen {

struct EmitOptions {
  std::string source_name;  // how the banner names the input
  std::string version;      // jsongen release, for the banner
};

std::string emit_header(const model::Unit& unit, const EmitOptions& options);

}  // namespace jsongen
