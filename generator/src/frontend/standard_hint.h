// A header that needs a newer C++ than jsongen's default (C++17) fails with
// clang's errors about what it lacks ("no template named 'span' in
// namespace 'std'", "unknown type name 'concept'"), which do not say that
// -std= is the answer. When the user gave no -std=, a header clang refuses
// is parsed again with the newer standards: if one reads it, that is the
// error to give.
#pragma once

#include <clang-c/Index.h>

#include <optional>
#include <string>

#include "frontend/parse_request.h"
#include "model/diagnostic.h"

namespace jsongen {

// The error that names the standard `input` needs (ParseRequest::newer_standards,
// the oldest that parses it), located at clang's first error; nothing when
// none parses it, or the user chose a standard.
std::optional<Diagnostic> standard_hint(CXIndex index, const ParseRequest& request, const std::string& input,
                                        const Diagnostics& clang_errors);

}  // namespace jsongen
