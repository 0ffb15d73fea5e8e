// A struct marked JSONGEN_SERIALIZE inside a function body cannot be named by
// generated code. The parser skips function bodies, so such a struct is not
// even a cursor: it is found among the input's tokens instead.
#pragma once

#include <utility>
#include <vector>

#include "frontend/file_tokens.h"
#include "frontend/unit_context.h"

namespace jsongen {

// The [begin, end) byte offsets of every function of `file`, with the body
// the parser skipped.
std::vector<std::pair<unsigned, unsigned>> function_bodies(CXTranslationUnit tu, CXFile file,
                                                           const std::vector<Token>& tokens);
bool in_function_body(const std::vector<std::pair<unsigned, unsigned>>& bodies, unsigned offset);

void check_function_local_structs(UnitContext& context);

}  // namespace jsongen
