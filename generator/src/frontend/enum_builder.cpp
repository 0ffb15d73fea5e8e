#include "frontend/enum_builder.h"

#include <algorithm>
#include <cstdint>

#include "frontend/clang_util.h"
#include "frontend/closest_name.h"
#include "frontend/config/config_annotations.h"

namespace jsongen {

namespace {

// --nlohmann: NLOHMANN_JSON_SERIALIZE_ENUM's entries become the enumerators
// (in its order, values as it gives them); an enum without one is written
// as its number, as nlohmann::json does, unless it is marked
// JSONGEN_SERIALIZE (then it is jsongen's, names and renames).
void follow_nlohmann(UnitContext& context, CXCursor decl, model::Enum& e) {
  const NlohmannEnum* table = context.nlohmann->enum_of(decl);
  if (table == nullptr) {
    if (context.annotations_of(decl).serialize) return;
    e.nlohmann = true;
    e.as_number = true;
    return;
  }
  std::vector<model::Enumerator> entries;
  for (const NlohmannEnumEntry& entry : table->entries) {
    const auto found = std::find_if(e.enumerators.begin(), e.enumerators.end(),
                                    [&](const model::Enumerator& known) { return known.name == entry.enumerator; });
    if (found == e.enumerators.end()) {
      context.error(entry.location, "NLOHMANN_JSON_SERIALIZE_ENUM maps '" + entry.enumerator +
                                        "', which is not an enumerator of '" + e.name + "'");
      continue;
    }
    model::Enumerator mapped = *found;
    mapped.json_null = !entry.json.has_value();
    mapped.json_name = entry.json.value_or("");
    entries.push_back(std::move(mapped));
  }
  if (entries.empty()) return;
  e.enumerators = std::move(entries);
  e.nlohmann = true;
  e.nlohmann_table = true;
  e.as_number = false;
}

// "which is not an enumerator of 'E'; did you mean 'X'?"
std::string not_an_enumerator(const std::string& name, const model::Enum& e, const std::vector<std::string>& all) {
  const std::string meant = closest_name(name, all);
  return "', which is not an enumerator of '" + e.name + "'" + (meant.empty() ? "" : "; did you mean '" + meant + "'?");
}

// Every enumerator the configuration file renames or skips is one of the
// enum's (`all`: every enumerator's name, skipped ones too).
void check_configured_names(UnitContext& context, const model::Enum& e, const std::vector<std::string>& all) {
  const config::EnumOptions* configured = enum_options(*context.request.config, e.name);
  if (!configured) return;
  auto known = [&](const std::string& name) { return std::find(all.begin(), all.end(), name) != all.end(); };
  for (const auto& n : configured->names) {
    if (!known(n.name)) {
      context.error(n.location,
                    "[enums.\"" + e.name + "\".names] renames '" + n.name + not_an_enumerator(n.name, e, all));
    }
  }
  if (!configured->options.values.skip_enumerators) return;
  for (const auto& name : *configured->options.values.skip_enumerators) {
    if (!known(name)) {
      context.error(configured->options.given.at("skip_enumerators"),
                    "[enums.\"" + e.name + "\"] skip names '" + name + not_an_enumerator(name, e, all));
    }
  }
}

// JSONGEN_SKIP on the enumerator, or its name in the configuration's
// [enums."E"] skip: JSON neither writes nor reads that name. Its other
// options have no effect, and say so.
bool skipped(UnitContext& context, const model::Enum& e, const Annotations& of_enum, const Annotations& annotations,
             const std::string& name, const model::SourceLocation& location) {
  const auto& listed = of_enum.skip_enumerators;
  const bool skip = annotations.skip || (listed && std::find(listed->begin(), listed->end(), name) != listed->end());
  if (skip && annotations.rename) {
    context.error(location, "enumerator '" + name + "' of '" + e.name +
                                "' is skipped, so its JSONGEN_RENAME has no effect; remove one of them");
  }
  return skip;
}

// Two enumerators with one value and two JSON names: JSON writes the first
// name for both and reads each back as that value, so the second silently
// becomes the first. One of them has to be skipped.
void check_aliases(UnitContext& context, const model::Enum& e, const std::vector<model::SourceLocation>& where) {
  for (std::size_t i = 0; i < e.enumerators.size(); ++i) {
    const model::Enumerator& later = e.enumerators[i];
    for (std::size_t j = 0; j < i; ++j) {
      const model::Enumerator& first = e.enumerators[j];
      if (first.negative != later.negative || first.magnitude != later.magnitude) continue;
      if (first.json_name == later.json_name) break;  // one name: nothing to tell apart
      context.error(where[i], "enumerators '" + first.name + "' and '" + later.name + "' of '" + e.name +
                                  "' have the same value, so JSON would write \"" + first.json_name +
                                  "\" for both and read \"" + later.json_name + "\" back as '" + first.name +
                                  "'; mark the one JSON should not name JSONGEN_SKIP, after its name (`" + later.name +
                                  " JSONGEN_SKIP = ...`), or list it in [enums.\"" + e.name +
                                  "\"] skip = [...] of a --config file");
      break;
    }
  }
}

}  // namespace

std::string use_enum(UnitContext& context, CXCursor declaration) {
  const CXCursor definition = clang_getCursorDefinition(declaration);
  const CXCursor decl = clang_Cursor_isNull(definition) ? declaration : definition;
  const std::string name = qualified_name(decl);
  const std::string usr = take(clang_getCursorUSR(decl));
  if (!context.first_use_of_enum(usr)) return name;
  model::Enum e;
  e.name = name;
  const Annotations enum_annotations = context.annotations_of(decl);
  e.as_number = enum_annotations.enum_as_number;
  const bool is_unsigned = is_unsigned_kind(clang_getCanonicalType(clang_getEnumDeclIntegerType(decl)).kind);
  e.is_signed = !is_unsigned;
  std::vector<model::SourceLocation> where;  // each enumerator's, for the alias check
  std::vector<std::string> all;              // every enumerator's name, skipped ones too
  for (CXCursor child : children(decl)) {
    if (clang_getCursorKind(child) != CXCursor_EnumConstantDecl) continue;
    model::Enumerator enumerator;
    enumerator.name = spelling(child);
    all.push_back(enumerator.name);
    const Annotations annotations = context.annotations_of(child);
    if (skipped(context, e, enum_annotations, annotations, enumerator.name, location_of(child))) continue;
    enumerator.json_name = annotations.rename ? *annotations.rename : enumerator.name;
    if (is_unsigned) {
      enumerator.magnitude = clang_getEnumConstantDeclUnsignedValue(child);
    } else {
      const long long value = clang_getEnumConstantDeclValue(child);
      enumerator.negative = value < 0;
      enumerator.magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    }
    e.enumerators.push_back(std::move(enumerator));
    where.push_back(location_of(child));
  }
  if (context.request.config) check_configured_names(context, e, all);
  if (context.nlohmann) follow_nlohmann(context, decl, e);
  if (!e.as_number && !e.nlohmann_table) check_aliases(context, e, where);
  context.unit.enums.push_back(std::move(e));
  return name;
}

}  // namespace jsongen
