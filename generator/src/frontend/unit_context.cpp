#include "frontend/unit_context.h"

#include "frontend/clang_util.h"
#include "frontend/config/config_annotations.h"
#include "frontend/type_names.h"
#include "frontend/type_pattern.h"

namespace jsongen {

void UnitContext::error(const model::SourceLocation& location, std::string message) {
  // (Once: a struct is built again where it is flattened, JSONGEN_FLATTEN, or an alternative.)
  Diagnostic d{location, std::move(message)};
  if (reported_.insert(format_diagnostic(d)).second) errors_.push_back(std::move(d));
}

Annotations UnitContext::annotations_of(CXCursor c) { return annotations_of(c, std::string()); }

Annotations UnitContext::annotations_of(CXCursor c, const std::string& owner) {
  Diagnostics problems;
  Annotations annotations = read_annotations(c, &problems);
  for (auto& problem : problems) {
    if (reported_.insert(format_diagnostic(problem)).second) errors_.push_back(std::move(problem));
  }
  if (request.config) {
    Diagnostics overridden;
    if (owner.empty()) {
      apply_config(*request.config, c, annotations, overridden);
    } else {
      apply_config_as_member_of(*request.config, owner, c, annotations, overridden);
    }
    for (auto& note : overridden) {
      if (noted_.insert(format_diagnostic(note)).second) notes.push_back(std::move(note));
    }
  }
  return annotations;
}

bool UnitContext::selected_by_pattern(const std::string& name, CXCursor declaration) {
  const bool in_system_header = clang_Location_isInSystemHeader(clang_getCursorLocation(declaration)) != 0;
  type_names.insert(name);
  bool selected = false;
  for (const auto& pattern : request.type_patterns) {
    const bool reaches = !in_system_header || pattern.empty() || pattern[0] != '*';
    if (reaches && matches_type_pattern(pattern, name)) {
      matched_patterns.insert(pattern);
      selected = true;
    }
  }
  return selected && !excluded(name);
}

bool UnitContext::excluded(const std::string& name) {
  bool left_out = false;
  for (const auto& exclusion : request.exclude_patterns) {
    if (matches_type_pattern(exclusion, name)) {
      matched_patterns.insert(exclusion);
      left_out = true;
    }
  }
  return left_out;
}

bool UnitContext::named_exactly(const std::string& name) const {
  for (const auto& pattern : request.type_patterns) {
    if (pattern.find('*') == std::string::npos && matches_type_pattern(pattern, name)) return true;
  }
  return false;
}

Diagnostics UnitContext::roll_back(Snapshot saved) {
  Diagnostics since(errors_.begin() + static_cast<std::ptrdiff_t>(saved.error_count), errors_.end());
  errors_.resize(saved.error_count);
  unit = std::move(saved.unit);
  enums_seen_ = std::move(saved.enums_seen);
  structs_seen_ = std::move(saved.structs_seen);
  reported_ = std::move(saved.reported);
  pending_.clear();
  return since;
}

void UnitContext::enqueue_shared(CXType type) {
  // Once per type, however qualified (a span<const T> holds a const T).
  std::string name, why;
  if (!qualified_record_name(type, name, why)) name = spelling(clang_getCanonicalType(type));
  if (structs_seen_.insert(name).second) pending_.push_back(type);
}

CXType UnitContext::take_pending() {
  const CXType type = pending_.front();
  pending_.pop_front();
  return type;
}

}  // namespace jsongen
