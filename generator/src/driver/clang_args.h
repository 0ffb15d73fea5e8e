// The clang command line jsongen parses a header with: C++ (C++17 unless the
// user says otherwise), the annotation macros switched on, clang's builtin
// headers and the jsongen runtime headers found without help.
#pragma once

#include <string>
#include <vector>

#include "driver/cli.h"

namespace jsongen {

std::vector<std::string> build_clang_args(const CliOptions& options);

}  // namespace jsongen
