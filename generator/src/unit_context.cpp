#include "unit_context.h"

#include "clang_util.h"
#include "type_names.h"

namespace jsongen {

void UnitContext::error(const model::SourceLocation& location, std::string message) {
  errors_.push_back({location, std::move(message)});
}

Annotations UnitContext::annotations_of(CXCursor c) {
  Diagnostics problems;
  Annotations annotations = read_annotations(c, &problems);
  for (auto& problem : problems) {
    if (reported_.insert(format_diagnostic(problem)).second) errors_.push_back(std::move(problem));
  }
  return annotations;
}

bool UnitContext::selected_by_pattern(const std::string& name) const {
  for (const auto& pattern : request.type_patterns) {
    if (matches_type_pattern(pattern, name)) return true;
  }
  return false;
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
