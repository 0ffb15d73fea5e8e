#include "frontend/config/config_annotations.h"

#include "frontend/clang_util.h"
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

class Merger {
 public:
  Merger(Annotations& a, Diagnostics& notes, const std::string& what) : a_(a), notes_(notes), what_(what) {}

  // A value the configuration gives: taken unless the header has one.
  void text(std::optional<std::string>& header, const std::optional<std::string>& configured,
            const model::SourceLocation& where, const char* macro) {
    if (!configured) return;
    if (header) {
      overridden(where, macro);
      return;
    }
    header = configured;
  }
  void flag(bool& header, bool configured, const model::SourceLocation& where, const char* macro) {
    if (!configured) return;
    if (header) {
      overridden(where, macro);
      return;
    }
    header = true;
  }

 private:
  void overridden(const model::SourceLocation& where, const char* macro) {
    notes_.push_back({where, "the header's " + std::string(macro) + " on " + what_ +
                                 " wins over what the configuration says (remove one of them)"});
  }

  Annotations& a_;
  Diagnostics& notes_;
  std::string what_;
};

void apply_to_record(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const std::string name = record_name(c);
  Merger merge(a, notes, "'" + name + "'");
  const config::TypeOptions* exact = exact_type_options(config, name);
  // Patterns first, then the exact name, then the defaults: the most precise wins.
  std::optional<std::string> naming;
  std::optional<std::vector<std::string>> strip;
  std::optional<bool> omit_null;
  model::SourceLocation naming_at;
  for (const auto& t : config.types) {
    if (&t == exact || !matches_type_pattern(t.pattern, name)) continue;
    if (t.naming) naming = t.naming, naming_at = t.naming_location;
    if (t.strip_prefix) strip = t.strip_prefix;
    if (t.omit_null) omit_null = t.omit_null;
  }
  if (exact) {
    if (exact->naming) naming = exact->naming, naming_at = exact->naming_location;
    if (exact->strip_prefix) strip = exact->strip_prefix;
    if (exact->omit_null) omit_null = exact->omit_null;
  }
  const bool from_entry = naming.has_value();
  if (!naming) naming = config.defaults.naming, naming_at = config.defaults.naming_location;
  if (!strip) strip = config.defaults.strip_prefix;
  if (!omit_null) omit_null = config.defaults.omit_null;
  if (naming) {
    if (!a.naming) {
      a.naming = naming;
    } else if (from_entry) {
      merge.text(a.naming, naming, naming_at, "JSONGEN_NAMING");
    }
  }
  if (strip) a.strip_prefix = strip;
  if (omit_null && *omit_null) a.omit_null = true;
}

void apply_to_field(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const CXCursor parent = clang_getCursorSemanticParent(c);
  const config::TypeOptions* t = exact_type_options(config, record_name(parent));
  if (t == nullptr) return;
  const std::string member = spelling(c);
  for (const auto& f : t->fields) {
    if (f.name != member) continue;
    Merger merge(a, notes, "field '" + member + "' of '" + t->pattern + "'");
    merge.text(a.rename, f.rename, f.location, "JSONGEN_RENAME");
    merge.flag(a.skip, f.skip, f.location, "JSONGEN_SKIP");
    merge.flag(a.omit_empty, f.omit_empty, f.location, "JSONGEN_OMIT_EMPTY");
    if (f.omit_null) a.omit_null_field = true;
    merge.flag(a.enum_as_number, f.enum_as_number, f.location, "JSONGEN_ENUM_AS_NUMBER");
    merge.text(a.with, f.with, f.location, "JSONGEN_WITH");
    merge.text(a.tagged, f.tagged, f.location, "JSONGEN_TAGGED");
    merge.text(a.tagged_value, f.tagged_value, f.location, "JSONGEN_TAGGED");
    merge.text(a.tag_field, f.tag_field, f.location, "JSONGEN_TAG_FIELD");
  }
}

void apply_to_enum(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const config::EnumOptions* e = enum_options(config, qualified_name(c));
  std::optional<bool> as_number = config.defaults.enums_as_numbers;
  if (e && e->as_number) as_number = e->as_number;
  if (a.enum_as_number) {  // the header's JSONGEN_ENUM_AS_NUMBER
    if (e && e->as_number && !*e->as_number) {
      Merger(a, notes, "'" + e->name + "'").flag(a.enum_as_number, true, e->location, "JSONGEN_ENUM_AS_NUMBER");
    }
    return;
  }
  if (as_number && *as_number) a.enum_as_number = true;
}

void apply_to_enumerator(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes) {
  const config::EnumOptions* e = enum_options(config, qualified_name(clang_getCursorSemanticParent(c)));
  if (e == nullptr) return;
  const std::string enumerator = spelling(c);
  for (const auto& n : e->names) {
    if (n.name != enumerator) continue;
    Merger merge(a, notes, "enumerator '" + enumerator + "' of '" + e->name + "'");
    merge.text(a.rename, n.rename, n.location, "JSONGEN_RENAME");
  }
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
