// An input that would give an empty header: without this, a header whose
// struct lacks JSONGEN_SERIALIZE (or a class template without an instance)
// generates nothing, and says nothing. The message says what selects a type
// for this input: a mark, an instance of the marked template, --type,
// --config or --nlohmann.
#pragma once

#include <optional>
#include <string>

#include "frontend/unit_context.h"
#include "model/diagnostic.h"

namespace jsongen {

// The error (a note with --allow-empty: ParseRequest::allow_empty) for
// `input`, whose unit `context` built; nothing when the unit has a struct or enum.
std::optional<Diagnostic> nothing_to_generate(const UnitContext& context, const std::string& input);

}  // namespace jsongen
