// The clang command line jsongen parses a header with: C++ (C++17 unless the
// user says otherwise), the annotation macros switched on, clang's builtin
// headers and the jsongen runtime headers found without help.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "driver/cli.h"

namespace jsongen {

std::vector<std::string> build_clang_args(const CliOptions& options);

// Without the user's -std=: C++20 and C++23, as the user writes them and as
// the libclang in use reads them (ParseRequest::newer_standards); else none.
std::vector<std::pair<std::string, std::string>> newer_standards_to_try(const CliOptions& options);

}  // namespace jsongen
