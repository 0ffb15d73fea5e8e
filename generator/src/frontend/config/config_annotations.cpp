#include "frontend/config/config_annotations.h"

#include <map>
#include <string>
#include <vector>

#include "frontend/clang_util.h"
#include "frontend/option_table.h"
#include "frontend/type_names.h"
#include "frontend/type_pattern.h"

namespace jsongen {
namespace {

// The qualified name of a record declaration: "geo::Box<int>" for an instance.
std::string record_name(CXCursor record) {
  std::string name, why;
  const CXType type = clang_getCursorType(record);
  if (type.kind != CXType_Invalid && qualified_record_name(clang_getCanonicalType(type), name, why)) return name;
  return qualified_name(record);
}

// What the configuration gives one declaration, gathered from its tables:
// each option from the most precise table that gives it.
struct Gathered {
  config::OptionValues options;
  std::map<std::string, bool> from_entry;  // option -> given by an entry naming it (not [defaults])
};

// `table`'s options (as `which`'s keys), over those gathered so far; only
// those that a declaration's own kind of table also has (`kind`: [defaults]
// gives a struct its naming, an enum its enums_as_numbers).
void overlay(Gathered& into, const config::OptionValues& table, const char* ConfigSpelling::*which,
             const char* ConfigSpelling::*kind, bool entry) {
  for (const OptionSpec& spec : option_table()) {
    if (!(spec.config.*which) || !(spec.config.*kind) || !table.has(spec)) continue;
    if (spec.flag) into.options.values.*spec.flag = table.values.*spec.flag;
    if (spec.text) into.options.values.*spec.text = table.values.*spec.text;
    if (spec.texts) into.options.values.*spec.texts = table.values.*spec.texts;
    into.options.given[spec.name] = table.given.at(spec.name);
    into.from_entry[spec.name] = entry;
  }
}

// Adds to the header's annotations `a` what the configuration gives. Where
// the header has the option too, the header's stays, and when an entry
// naming the declaration gave it, a note says so (at `at`, or at the key).
void merge(Annotations& a, const Gathered& configured, const model::SourceLocation* at, const std::string& what,
           Diagnostics& notes) {
  for (const OptionSpec& spec : option_table()) {
    if (!configured.options.has(spec)) continue;
    if (option_is_set(spec, a)) {
      if (configured.from_entry.at(spec.name) && spec.macro) {
        notes.push_back({at ? *at : configured.options.given.at(spec.name),
                         "the header's " + std::string(spec.macro) + " on " + what +
                             " wins over what the configuration says (remove one of them)"});
      }
      continue;
    }
    if (spec.flag) a.*spec.flag = configured.options.values.*spec.flag;
    if (spec.text) a.*spec.text = configured.options.values.*spec.text;
    if (spec.texts) a.*spec.texts = configured.options.values.*spec.texts;
  }
}

void apply_to_record(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const std::string name = record_name(c);
  const config::TypeOptions* exact = exact_type_options(config, name);
  // The defaults, then the patterns in order, then the exact name: the most precise wins.
  Gathered gathered;
  overlay(gathered, config.defaults, &ConfigSpelling::defaults, &ConfigSpelling::type, false);
  for (const auto& t : config.types) {
    if (&t != exact && matches_type_pattern(t.pattern, name)) {
      overlay(gathered, t.options, &ConfigSpelling::type, &ConfigSpelling::type, true);
    }
  }
  if (exact) {
    overlay(gathered, exact->options, &ConfigSpelling::type, &ConfigSpelling::type, true);
  }
  merge(a, gathered, nullptr, "'" + name + "'", notes);
}

// The entries of `members` ([types."T".fields] or [enums."E".names]) that
// name the member `name`, merged into its annotations.
void apply_member_entries(const std::vector<config::FieldOptions>& members, const std::string& name,
                          const std::string& what, Annotations& a, Diagnostics& notes) {
  for (const auto& entry : members) {
    if (entry.name != name) continue;
    Gathered gathered;
    overlay(gathered, entry.options, &ConfigSpelling::field, &ConfigSpelling::field, true);
    merge(a, gathered, &entry.location, what, notes);
  }
}

void apply_to_field(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const config::TypeOptions* t = exact_type_options(config, record_name(clang_getCursorSemanticParent(c)));
  if (t == nullptr) return;
  const std::string member = spelling(c);
  apply_member_entries(t->fields, member, "field '" + member + "' of '" + t->pattern + "'", a, notes);
}

void apply_to_enum(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const config::EnumOptions* e = enum_options(config, qualified_name(c));
  Gathered gathered;
  overlay(gathered, config.defaults, &ConfigSpelling::defaults, &ConfigSpelling::enumeration, false);
  if (e) {
    overlay(gathered, e->options, &ConfigSpelling::enumeration, &ConfigSpelling::enumeration, true);
  }
  merge(a, gathered, e ? &e->location : nullptr, e ? "'" + e->name + "'" : std::string(), notes);
}

void apply_to_enumerator(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const config::EnumOptions* e = enum_options(config, qualified_name(clang_getCursorSemanticParent(c)));
  if (e == nullptr) return;
  const std::string enumerator = spelling(c);
  apply_member_entries(e->names, enumerator, "enumerator '" + enumerator + "' of '" + e->name + "'", a, notes);
}

}  // namespace

void apply_config(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  switch (clang_getCursorKind(c)) {
    case CXCursor_StructDecl:
    case CXCursor_ClassDecl:
      apply_to_record(config, c, a, notes);
      break;
    case CXCursor_FieldDecl:
      apply_to_field(config, c, a, notes);
      break;
    case CXCursor_EnumDecl:
      apply_to_enum(config, c, a, notes);
      break;
    case CXCursor_EnumConstantDecl:
      apply_to_enumerator(config, c, a, notes);
      break;
    default:
      break;
  }
}

void apply_config_as_member_of(const config::Config& config, const std::string& owner, CXCursor c, Annotations& a,
                               Diagnostics& notes) {
  if (const config::TypeOptions* t = exact_type_options(config, owner)) {
    const std::string member = spelling(c);
    apply_member_entries(t->fields, member, "field '" + member + "' of '" + t->pattern + "'", a, notes);
  }
  apply_config(config, c, a, notes);
}

const config::TypeOptions* exact_type_options(const config::Config& config, const std::string& name) {
  for (const auto& t : config.types) {
    if (t.pattern == name) return &t;
  }
  return nullptr;
}

const config::EnumOptions* enum_options(const config::Config& config, const std::string& name) {
  for (const auto& e : config.enums) {
    if (e.name == name) return &e;
  }
  return nullptr;
}

}  // namespace jsongen
