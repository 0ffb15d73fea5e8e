#include "frontend/struct_builder.h"

#include <algorithm>
#include <iterator>
#include <set>

#include "frontend/clang_util.h"
#include "frontend/config/config_annotations.h"
#include "frontend/key_clashes.h"
#include "frontend/option_table.h"
#include "frontend/private_access.h"
#include "frontend/type_names.h"
#include "frontend/variant_tagging.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

// Whether nlohmann::json writes a value of this type differently from
// jsongen somewhere inside it (the runtime's nlohmann_style::differs
// decides exactly): a char, a float or a map, or what holds one.
bool holds_nlohmann_difference(const model::TypeRef& type) {
  switch (type.kind) {
    case Kind::Char:
    case Kind::Float:
    case Kind::Map:
    case Kind::MultiMap:
      return true;
    case Kind::Sequence:
    case Kind::Tuple:
    case Kind::Optional:
    case Kind::Pointer:
      return std::any_of(type.args.begin(), type.args.end(),
                         [](const model::TypeRef& arg) { return holds_nlohmann_difference(arg); });
    case Kind::Bool:
    case Kind::SignedInteger:
    case Kind::UnsignedInteger:
    case Kind::Double:
    case Kind::String:
    case Kind::StringView:
    case Kind::CString:
    case Kind::CharArray:
    case Kind::WideChar:  // nlohmann::json has no wide text
    case Kind::WideString:
    case Kind::WideView:
    case Kind::Duration:
    case Kind::TimePoint:
    case Kind::Path:
    case Kind::Wrapper:
    case Kind::Monostate:
    case Kind::Enum:
      return false;
    case Kind::Variant:  // nlohmann has no variants
    case Kind::Struct:   // a struct has its own serializer
    case Kind::Custom:   // the user's serializer
    case Kind::JsonValue:
      return false;
  }
  return false;
}

// The member of the struct a field is reached through: its own, or the
// flattened member struct that holds it (JSONGEN_FLATTEN).
const std::string& outer_member(const model::Field& f) {
  return f.flattened_from.empty() ? f.member : f.flattened_from.front().member;
}

}  // namespace

std::string StructBuilder::private_refusal(CXCursor decl, bool specialization, bool internal_linkage) const {
  PrivateAccessPlace place;
  place.inline_in_another = depth_ > 1;
  place.flattened = flattening_;
  place.specialization = specialization;
  place.in_input = is_in(decl, context_.target);
  place.internal_linkage = internal_linkage;
  place.header_only = context_.request.header_only;
  return private_access_refusal(place);
}

model::Struct StructBuilder::build_struct(CXType record, CXCursor declaration) {
  const CXCursor definition = clang_getCursorDefinition(declaration);
  const CXCursor decl = clang_Cursor_isNull(definition) ? declaration : definition;
  model::Struct s;
  const bool specialization = !clang_Cursor_isNull(primary_template(decl));
  s.location = location_of(decl);
  // In an unnamed namespace: no other file can name the type.
  const CXLinkageKind linkage = clang_getCursorLinkage(decl);
  s.internal_linkage = linkage == CXLinkage_Internal || linkage == CXLinkage_UniqueExternal;
  std::string why;
  if (!qualified_record_name(record, s.name, why)) {
    context_.error(s.location, "'" + spelling(record) + "': " + why);
  }

  // Struct-level annotations; an instantiation takes its template's.
  Annotations annotations = context_.annotations_of(decl);
  if (specialization && !annotations.naming && !annotations.omit_null && !annotations.widen_floats) {
    annotations = context_.annotations_of(primary_template(decl));
  }
  StructSettings settings;
  settings.name = s.name;
  settings.omit_null = annotations.omit_null;
  settings.widen_floats = annotations.widen_floats || context_.request.nlohmann;
  if (annotations.naming) {
    const auto policy = parse_naming_policy(*annotations.naming);
    if (policy) {
      settings.naming = *policy;
    } else {
      context_.error(s.location,
                     invalid_value_message(*option_named("naming"), *annotations.naming, " on '" + s.name + "'"));
    }
  }
  if (annotations.strip_prefix) settings.strip_prefix = *annotations.strip_prefix;
  settings.nlohmann = context_.nlohmann ? context_.nlohmann->type_of(decl) : nullptr;
  ++depth_;
  settings.private_refusal = private_refusal(decl, specialization, s.internal_linkage);
  // (A tagged variant's alternatives are built inside this build: each
  // keeps its own members.)
  std::set<std::string> outer_listed = std::move(listed_met_), outer_members = std::move(members_met_);
  listed_met_.clear();
  members_met_.clear();
  std::set<std::string> virtual_bases;
  collect_fields(s, settings, record, decl, "", virtual_bases);
  if (settings.nlohmann) take_nlohmann_order(s, *settings.nlohmann);
  check_configured_fields(s);
  --depth_;
  listed_met_ = std::move(outer_listed);
  members_met_ = std::move(outer_members);
  return s;
}

// Every field the configuration file names for this type is one of its
// members (a typo, or a member since renamed, is an error in the file).
void StructBuilder::check_configured_fields(const model::Struct& s) {
  if (!context_.request.config) return;
  const config::TypeOptions* configured = exact_type_options(*context_.request.config, s.name);
  if (!configured) return;
  for (const auto& f : configured->fields) {
    if (members_met_.count(f.name) != 0) continue;
    std::string members;
    for (const auto& m : members_met_) members += (members.empty() ? "" : ", ") + m;
    context_.error(f.location, "[types.\"" + s.name + "\".fields] names '" + f.name + "', which is not a field of '" +
                                   s.name + "'" + (members.empty() ? "" : " (its fields: " + members + ")"));
  }
}

// A member's name without the first of the prefixes it starts with.
std::string StructBuilder::without_prefix(const StructSettings& settings, const std::string& member) {
  for (const auto& prefix : settings.strip_prefix) {
    if (!prefix.empty() && member.size() > prefix.size() && member.compare(0, prefix.size(), prefix) == 0) {
      return member.substr(prefix.size());
    }
  }
  return member;
}

// NLOHMANN_DEFINE_TYPE_*'s members, in its order: the fields it lists
// (add_field left out the others).
void StructBuilder::take_nlohmann_order(model::Struct& s, const NlohmannType& listed) {
  std::vector<model::Field> ordered;
  for (std::size_t i = 0; i < listed.members.size(); ++i) {
    const std::string& member = listed.members[i];
    const auto found = std::find_if(s.fields.begin(), s.fields.end(),
                                    [&](const model::Field& f) { return outer_member(f) == member; });
    if (found != s.fields.end()) {
      // (A flattened member: each of its fields.)
      const auto end =
          std::find_if(found, s.fields.end(), [&](const model::Field& f) { return outer_member(f) != member; });
      std::move(found, end, std::back_inserter(ordered));
      s.fields.erase(found, end);
    } else if (listed_met_.count(member) == 0) {  // else a listed field with an error, or listed twice
      context_.error(listed.member_locations[i], listed.macro + " lists '" + member +
                                                     "', which is not a data member of '" + s.name +
                                                     "' or of its bases");
    }
  }
  s.fields = std::move(ordered);
  s.defaults_when_missing = listed.with_default;
}

// Base-class fields first (in base order, recursively), then the record's own.
// A virtual base is one subobject however many bases share it: its fields
// are collected where it is first met (a repeated non-virtual base is two,
// and its fields' keys clash).
void StructBuilder::collect_fields(model::Struct& s, const StructSettings& settings, CXType record, CXCursor decl,
                                   const std::string& base_cast, std::set<std::string>& virtual_bases) {
  const bool friendly = befriends_jsongen(decl) ||
                        (!clang_Cursor_isNull(primary_template(decl)) && befriends_jsongen(primary_template(decl)));
  std::vector<CXCursor> bases;
  bool declares_fields = false;
  for (CXCursor child : children(decl)) {
    if (clang_getCursorKind(child) == CXCursor_CXXBaseSpecifier) bases.push_back(child);
    declares_fields |= clang_getCursorKind(child) == CXCursor_FieldDecl;
  }
  const std::vector<CXCursor> fields = fields_of(record);
  if (bases.empty() && !declares_fields && !clang_Cursor_isNull(primary_template(decl))) {
    // An instantiation shows no children of its own (an explicit
    // specialization does): its bases are the template's.
    for (CXCursor child : children(primary_template(decl))) {
      if (clang_getCursorKind(child) == CXCursor_CXXBaseSpecifier) bases.push_back(child);
    }
  }
  const std::size_t from_bases = s.fields.size();
  for (CXCursor base : bases) {
    const CXType base_type = clang_getCanonicalType(clang_getCursorType(base));
    std::string base_name, why;
    if (base_type.kind == CXType_Record && !qualified_record_name(base_type, base_name, why)) {
      context_.error(location_of(base), "'" + settings.name + "' derives from '" + spelling(base_type) + "': " + why);
      continue;
    }
    const CXCursor base_decl = clang_getCursorDefinition(clang_getTypeDeclaration(base_type));
    if (base_type.kind != CXType_Record || clang_Cursor_isNull(base_decl)) {
      context_.error(location_of(base), "'" + settings.name + "' derives from '" + spelling(clang_getCursorType(base)) +
                                            "', which depends on template parameters; jsongen cannot see its fields");
      continue;
    }
    if (clang_getCXXAccessSpecifier(base) != CX_CXXPublic && !friendly) {
      context_.error(location_of(base), "'" + settings.name + "' inherits '" + base_name +
                                            "' privately; add JSONGEN_FRIEND inside '" + settings.name +
                                            "' so the generated code may read it");
      continue;
    }
    if (clang_isVirtualBase(base) && !virtual_bases.insert(base_name).second) continue;
    collect_fields(s, settings, base_type, base_decl, base_name, virtual_bases);
  }
  // A member declared again here hides the bases' one, as in C++: `v.name`
  // is this one, and it is the one written (a base's is reached only by
  // qualifying it). Fields of two bases with one name stay a clash.
  std::set<std::string> own_names;
  for (CXCursor field : fields) own_names.insert(spelling(field));
  s.fields.erase(std::remove_if(s.fields.begin() + static_cast<std::ptrdiff_t>(from_bases), s.fields.end(),
                                [&](const model::Field& f) { return own_names.count(outer_member(f)) != 0; }),
                 s.fields.end());
  collect_own_fields(s, settings, fields, base_cast, friendly);
}

void StructBuilder::collect_own_fields(model::Struct& s, const StructSettings& settings,
                                       const std::vector<CXCursor>& fields, const std::string& base_cast,
                                       bool friendly) {
  for (CXCursor field : fields) {
    // An anonymous struct or union member (`struct { int a; };`), asked of
    // its type's declaration: the field's own spelling is "" up to clang 18
    // and "(anonymous struct at f.h:3:5)" from clang 19.
    const CXType type = clang_getCanonicalType(clang_getCursorType(field));
    const CXCursor anonymous = type.kind == CXType_Record ? clang_getTypeDeclaration(type) : clang_getNullCursor();
    if (clang_Cursor_isNull(anonymous) || !clang_Cursor_isAnonymousRecordDecl(anonymous)) {
      if (!spelling(field).empty()) add_field(s, settings, field, base_cast, friendly);
      continue;  // else an unnamed padding bit-field
    }
    if (clang_getCursorKind(anonymous) == CXCursor_UnionDecl) {
      context_.error(location_of(anonymous), "anonymous union member in '" + settings.name +
                                                 "' is not supported: jsongen cannot tell which member is active "
                                                 "(use std::variant, or mark the fields' struct JSONGEN_SKIP)");
      continue;
    }
    // An anonymous struct's fields are members of the enclosing struct.
    collect_own_fields(s, settings, fields_of(type), base_cast, friendly);
  }
}

// Whether the field is left out of the JSON: not listed in its
// NLOHMANN_DEFINE_TYPE_* (--nlohmann), or skipped. Either way, no other
// option of it may take effect.
bool StructBuilder::left_out(const StructSettings& settings, CXCursor c, const Annotations& annotations) {
  if (settings.nlohmann) {
    const auto& members = settings.nlohmann->members;
    if (std::find(members.begin(), members.end(), spelling(c)) == members.end()) {
      if (has_field_option_besides_skip(annotations)) {
        context_.error(location_of(c), "field '" + spelling(c) + "' of '" + settings.name + "' is not listed in its " +
                                           settings.nlohmann->macro +
                                           ", so it is not written and its jsongen annotations have no effect");
      }
      return true;
    }
    listed_met_.insert(spelling(c));
  }
  if (!annotations.skip) return false;
  if (has_field_option_besides_skip(annotations)) {
    context_.error(location_of(c), "field '" + spelling(c) + "' of '" + settings.name +
                                       (context_.request.config
                                            ? "' is skipped (JSONGEN_SKIP, or skip = true in the configuration), so "
                                              "its other options have no effect; remove them or the skip"
                                            : "' is marked JSONGEN_SKIP, so its other jsongen annotations have no "
                                              "effect; remove them or the JSONGEN_SKIP"));
  }
  return true;
}

// The field's options (option_table.h) applied to its model, each checked
// against its type first; false after an error.
bool StructBuilder::apply_options(model::Field& field, const StructSettings& settings, const Annotations& annotations,
                                  CXType type, const std::string& what) {
  for (const OptionSpec& spec : option_table()) {
    if (spec.fits == nullptr || !option_is_set(spec, annotations)) continue;
    if (annotations.with || !spec.fits(field.type)) {
      context_.error(field.location, misfit_message(spec, what, spelling(type)));
      return false;
    }
  }
  field.enum_as_number = annotations.enum_as_number;
  if (annotations.omit_empty) {
    field.omit = model::Field::Omit::WhenEmpty;
  } else if (annotations.omit_null_field ||
             (settings.omit_null && !annotations.with && option_named("omit_null_field")->fits(field.type))) {
    // A map is never null itself: its entries whose value is are left out.
    field.omit = field.type.kind == Kind::Map ? model::Field::Omit::NullEntries : model::Field::Omit::WhenNull;
  }
  if (annotations.tagged || annotations.tag_field || annotations.tag_as_key) {
    const Kind kind = field.type.kind;
    const CXType canonical = clang_getCanonicalType(type);
    const CXType variant = kind == Kind::Variant                    ? canonical
                           : canonical.kind == CXType_ConstantArray ? clang_getArrayElementType(canonical)
                                                                    : clang_Type_getTemplateArgumentAsType(canonical, 0);
    if (!VariantTaggingBuilder(context_, *this)
             .build(field, annotations, variant, kind == Kind::Variant ? field.type : field.type.args[0], what)) {
      return false;
    }
  }
  if (settings.nlohmann && field.custom_writer.empty() && holds_nlohmann_difference(field.type)) {
    field.nlohmann_conventions = true;  // (which widen floats themselves)
  } else if ((annotations.widen_floats || settings.widen_floats) && field.custom_writer.empty() &&
             field.tagging.style == model::VariantTagging::Style::None && holds_float(field.type)) {
    field.widen_floats = true;
  }
  if (field.omit == model::Field::Omit::NullEntries && (field.nlohmann_conventions || field.widen_floats)) {
    context_.error(field.location, what + ": leaving a map's null entries out (omit = \"null\", JSONGEN_OMIT_NULL) " +
                                       "cannot be combined with " +
                                       (field.widen_floats ? "widened floats" : "nlohmann::json's conventions") +
                                       ", which write the map their own way");
    return false;
  }
  return true;
}

void StructBuilder::add_field(model::Struct& s, const StructSettings& settings, CXCursor c,
                              const std::string& base_cast, bool friendly) {
  // A base's field takes what the configuration says of it as a field of
  // this type too.
  const Annotations annotations = base_cast.empty() ? context_.annotations_of(c) : context_.annotations_of(c, s.name);
  members_met_.insert(spelling(c));
  if (left_out(settings, c, annotations)) return;
  model::Field field;
  field.member = spelling(c);
  field.base_cast = base_cast;
  if (clang_Cursor_isBitField(c)) field.bit_width = static_cast<unsigned>(clang_getFieldDeclBitWidth(c));
  field.key = annotations.rename ? *annotations.rename
                                 : apply_naming_policy(settings.naming, without_prefix(settings, field.member));
  field.location = location_of(c);
  const std::string what = "field '" + field.member + "' of '" + settings.name + "'";
  if (clang_getCXXAccessSpecifier(c) != CX_CXXPublic && !friendly) {
    if (field.bit_width != 0) {
      context_.error(field.location, what +
                                         " is a bit-field that is not public: the generated code reaches such "
                                         "members through member pointers, which a bit-field cannot have; add "
                                         "JSONGEN_FRIEND inside the class, or mark the field JSONGEN_SKIP");
      return;
    }
    if (!settings.private_refusal.empty()) {
      context_.error(field.location, what +
                                         " is not public; add JSONGEN_FRIEND inside the class so the generated code "
                                         "may read it, or mark the field JSONGEN_SKIP (without JSONGEN_FRIEND, "
                                         "jsongen reaches it only in the .json.cpp of a struct of the input, and " +
                                         settings.private_refusal + ")");
      return;
    }
    field.private_tag = private_tag_name(s.name, base_cast, field.member);
  }
  const CXType type = clang_getCursorType(c);
  if (annotations.with) {
    field.custom_writer = *annotations.with;  // any type: the user's writer takes it
    field.custom_reads = context_.facts.class_has_member(field.custom_writer, "read");
  } else {
    std::string why;
    types_.allow_any_map_key(settings.nlohmann != nullptr);
    const bool classified = types_.classify(type, field.type, why);
    types_.allow_any_map_key(false);
    if (!classified) {
      context_.error(field.location,
                     what + " has type '" + spelling(type) + "', which jsongen cannot serialize: " + why);
      return;
    }
  }
  if (!apply_options(field, settings, annotations, type, what)) return;
  if (annotations.unknown_members) {
    // No key of its own: an option about its key or its omission is a mistake.
    if (annotations.rename || annotations.aliases || annotations.omit_empty || annotations.omit_null_field) {
      context_.error(field.location, what +
                                         " keeps the unknown members (JSONGEN_UNKNOWN_MEMBERS): it has no key "
                                         "of its own, so a rename, an alias or an omission has no meaning on it");
    } else if (s.unknown_members) {
      context_.error(field.location, what + " keeps the unknown members, as field '" + s.unknown_members->member +
                                         "' does already; one field per struct may");
    } else {
      s.unknown_members = std::move(field);
    }
    return;
  }
  if (annotations.under) field.under = *annotations.under;
  if (annotations.flatten) {
    flatten_into(s, field, annotations, type, what);
    return;
  }
  if (annotations.aliases) field.aliases = *annotations.aliases;
  field.default_when_missing = annotations.default_when_missing;
  if (auto clash = key_clash(field, s.fields, what)) {
    context_.error(field.location, *clash);
    return;
  }
  s.fields.push_back(std::move(field));
}

// JSONGEN_FLATTEN: the member struct's fields, each as that struct has it
// (its key, options and nested objects), join this struct's in place of
// the member; each is reached through the member (Field::flattened_from).
// A struct that flattens one itself has expanded it already.
void StructBuilder::flatten_into(model::Struct& s, const model::Field& member, const Annotations& annotations,
                                 CXType type, const std::string& what) {
  if (annotations.rename || annotations.aliases || annotations.omit_empty || annotations.omit_null_field ||
      annotations.default_when_missing) {
    context_.error(member.location, what +
                                        " is flattened (JSONGEN_FLATTEN): it has no key of its own, so a rename, an "
                                        "alias, an omission or a default has no meaning on it; give them to the fields "
                                        "of '" +
                                        member.type.name + "'");
    return;
  }
  if (!member.private_tag.empty()) {
    // (Its fields would be reached through a member pointer the emitters do not chain.)
    context_.error(member.location, what +
                                        " is flattened (JSONGEN_FLATTEN) and not public; add JSONGEN_FRIEND inside "
                                        "the class so the generated code may reach it");
    return;
  }
  const CXType canonical = clang_getCanonicalType(type);
  const bool was_flattening = flattening_;
  flattening_ = true;
  model::Struct inner = build_struct(canonical, clang_getTypeDeclaration(canonical));
  flattening_ = was_flattening;
  if (inner.unknown_members) {
    // (Its members would be read in the parent's object, which has no map to keep them in.)
    context_.error(member.location, what + " is flattened (JSONGEN_FLATTEN), but '" + inner.name +
                                        "' keeps unknown members (field '" + inner.unknown_members->member +
                                        "', JSONGEN_UNKNOWN_MEMBERS), which a flattened struct cannot; mark a map "
                                        "of '" +
                                        s.name + "' instead");
    return;
  }
  for (model::Field f : inner.fields) {
    f.flattened_from.insert(f.flattened_from.begin(), model::MemberStep{member.member, member.base_cast});
    f.under.insert(f.under.begin(), member.under.begin(), member.under.end());
    f.default_when_missing |= inner.defaults_when_missing;
    if (auto clash = key_clash(f, s.fields, "field '" + f.member + "' of '" + inner.name + "' in '" + s.name + "'")) {
      context_.error(member.location, *clash);
      continue;
    }
    s.fields.push_back(std::move(f));
  }
}

}  // namespace jsongen
