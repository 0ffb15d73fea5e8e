#include "frontend/option_table.h"

#include "frontend/naming.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

bool is_enum_or_optional_enum(const model::TypeRef& t) {
  return t.kind == Kind::Enum || (t.kind == Kind::Optional && t.args[0].kind == Kind::Enum);
}

bool can_be_null(const model::TypeRef& t) {
  return t.kind == Kind::Optional || t.kind == Kind::Pointer || t.kind == Kind::CString;
}

bool can_be_empty(const model::TypeRef& t) {
  return can_be_null(t) || t.kind == Kind::String || t.kind == Kind::StringView || t.kind == Kind::CharArray ||
         t.kind == Kind::Map || t.kind == Kind::MultiMap || t.kind == Kind::Path ||
         (t.kind == Kind::Sequence && t.form != model::TypeRef::Form::FixedArray);
}

// A variant, or an optional or container of them (each gets the tag).
bool holds_variant(const model::TypeRef& t) {
  return t.kind == Kind::Variant ||
         ((t.kind == Kind::Optional || t.kind == Kind::Sequence) && t.args[0].kind == Kind::Variant);
}

bool is_naming_policy(const std::string& value) { return parse_naming_policy(value).has_value(); }

// Field options of the table, by the member they set.
OptionSpec flag_option(const char* name, const char* macro, std::string_view attribute, unsigned places,
                       const char* where, bool Annotations::*member, ConfigSpelling config) {
  return {name, macro, attribute, OptionValue::Flag, places, where, member, nullptr, nullptr, config,
          nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};
}
OptionSpec text_option(const char* name, const char* macro, std::string_view attribute, OptionValue value,
                       unsigned places, const char* where, std::optional<std::string> Annotations::*member,
                       ConfigSpelling config) {
  return {name, macro, attribute, value, places, where, nullptr, member, nullptr, config,
          nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};
}
OptionSpec fitting(OptionSpec spec, bool (*fits)(const model::TypeRef&), const char* misfit) {
  spec.fits = fits;
  spec.misfit = misfit;
  return spec;
}

std::vector<OptionSpec> make_table() {
  const char* kStructPlaces = "a struct, class or class template";
  std::vector<OptionSpec> table;
  table.push_back(flag_option("serialize", "JSONGEN_SERIALIZE", "jsongen:serialize", kOnStruct | kOnEnum,
                              "a struct, class, class template or enum", &Annotations::serialize, {}));
  OptionSpec naming = text_option("naming", "JSONGEN_NAMING", "jsongen:naming=", OptionValue::Text, kOnStruct,
                                  kStructPlaces, &Annotations::naming, {});
  naming.config.type = "naming";
  naming.config.defaults = "naming";
  naming.valid = is_naming_policy;
  naming.value_noun = "naming policy";
  naming.valid_values = "camelCase, snake_case, PascalCase, kebab-case or SCREAMING_SNAKE_CASE";
  table.push_back(naming);
  OptionSpec strip_prefix = text_option("strip_prefix", nullptr, "", OptionValue::Texts, kOnStruct, kStructPlaces,
                                        nullptr, {});
  strip_prefix.texts = &Annotations::strip_prefix;
  strip_prefix.config.type = "strip_prefix";
  strip_prefix.config.defaults = "strip_prefix";
  table.push_back(strip_prefix);
  OptionSpec omit_null = flag_option("omit_null", "JSONGEN_OMIT_NULL", "jsongen:omit_null", kOnStruct,
                                     kStructPlaces, &Annotations::omit_null, {});
  omit_null.config.type = "omit_null";
  omit_null.config.defaults = "omit_null";
  table.push_back(omit_null);
  OptionSpec rename = text_option("rename", "JSONGEN_RENAME", "jsongen:rename=", OptionValue::Text,
                                  kOnField | kOnEnumerator | kOnStruct | kOnEnum,
                                  "a field, an enumerator, or a struct or enum (its tag in a tagged variant)",
                                  &Annotations::rename, {});
  rename.config.field = "rename";
  table.push_back(rename);
  OptionSpec skip = flag_option("skip", "JSONGEN_SKIP", "jsongen:skip", kOnField, "a field", &Annotations::skip, {});
  skip.config.field = "skip";
  table.push_back(skip);
  // Checked in this order: a field's first misfit is the one reported.
  OptionSpec enum_as_number =
      fitting(flag_option("enum_as_number", "JSONGEN_ENUM_AS_NUMBER", "jsongen:enum_as_number", kOnField | kOnEnum,
                          "an enum or an enum field", &Annotations::enum_as_number, {}),
              is_enum_or_optional_enum,
              "{field} is marked JSONGEN_ENUM_AS_NUMBER but is not an enum or std::optional of one (for enums "
              "inside containers, mark the enum itself, enum class JSONGEN_ENUM_AS_NUMBER E, or give it as_number = "
              "true in a --config file)");
  enum_as_number.config.field = "enum_as_number";
  enum_as_number.config.enumeration = "as_number";
  enum_as_number.config.defaults = "enums_as_numbers";
  table.push_back(enum_as_number);
  OptionSpec omit_empty = fitting(flag_option("omit_empty", "JSONGEN_OMIT_EMPTY", "jsongen:omit_empty", kOnField,
                                              "a field", &Annotations::omit_empty, {}),
                                  can_be_empty,
                                  "{field} is marked JSONGEN_OMIT_EMPTY, but a '{type}' is never empty; use it on "
                                  "optionals, pointers, strings and containers");
  omit_empty.config.field = "omit";
  omit_empty.config.field_choice = "empty";
  table.push_back(omit_empty);
  OptionSpec omit_null_field = fitting(
      flag_option("omit_null_field", nullptr, "", kOnField, "a field", &Annotations::omit_null_field, {}),
      can_be_null,
      "{field} is to be left out when null (omit = \"null\" in the configuration), but a '{type}' is never null; "
      "use it on optionals and pointers");
  omit_null_field.config.field = "omit";
  omit_null_field.config.field_choice = "null";
  table.push_back(omit_null_field);
  OptionSpec with = text_option("with", "JSONGEN_WITH", "jsongen:with=", OptionValue::Spelling, kOnField, "a field",
                                &Annotations::with, {});
  with.config.field = "with";
  table.push_back(with);
  const char* kNotVariant =
      "{field} has a variant tag annotation but is not a std::variant, or a std::optional or container of one";
  OptionSpec tagged = fitting(text_option("tagged", "JSONGEN_TAGGED", "jsongen:tagged=", OptionValue::Text, kOnField,
                                          "a std::variant field", &Annotations::tagged, {}),
                              holds_variant, kNotVariant);
  tagged.config.field = "tagged";
  table.push_back(tagged);
  OptionSpec tagged_value = text_option("tagged_value", "JSONGEN_TAGGED", "jsongen:tagged_value=", OptionValue::Text,
                                        kOnField, "a std::variant field", &Annotations::tagged_value, {});
  tagged_value.config.field = "value";
  tagged_value.part_of = "tagged";
  table.push_back(tagged_value);
  OptionSpec tag_field = fitting(text_option("tag_field", "JSONGEN_TAG_FIELD", "jsongen:tag_field=",
                                             OptionValue::Text, kOnField, "a std::variant field",
                                             &Annotations::tag_field, {}),
                                 holds_variant, kNotVariant);
  tag_field.config.field = "tag_field";
  table.push_back(tag_field);
  return table;
}

}  // namespace

const std::vector<OptionSpec>& option_table() {
  static const std::vector<OptionSpec> table = make_table();
  return table;
}

const OptionSpec* option_for_attribute(std::string_view attribute) {
  // The longest match: "jsongen:tagged_value=" before "jsongen:tagged=".
  const OptionSpec* found = nullptr;
  for (const OptionSpec& spec : option_table()) {
    if (spec.attribute.empty() || attribute.substr(0, spec.attribute.size()) != spec.attribute) continue;
    // A flag's text is the whole attribute; a valued one's continues after its '='.
    if (spec.attribute.back() != '=' && attribute.size() != spec.attribute.size()) continue;
    if (!found || spec.attribute.size() > found->attribute.size()) found = &spec;
  }
  return found;
}

const OptionSpec* option_named(std::string_view name) {
  for (const OptionSpec& spec : option_table()) {
    if (name == spec.name) return &spec;
  }
  return nullptr;
}

bool option_is_set(const OptionSpec& spec, const Annotations& a) {
  if (spec.flag) return a.*spec.flag;
  if (spec.text) return (a.*spec.text).has_value();
  return (a.*spec.texts).has_value();
}

bool has_field_option_besides_skip(const Annotations& a) {
  for (const OptionSpec& spec : option_table()) {
    if ((spec.places & kOnField) != 0 && spec.flag != &Annotations::skip && option_is_set(spec, a)) return true;
  }
  return false;
}

std::string invalid_value_message(const OptionSpec& spec, const std::string& value, const std::string& context) {
  return "unknown " + std::string(spec.value_noun) + " \"" + value + "\"" + context + "; use " + spec.valid_values;
}

std::string misfit_message(const OptionSpec& spec, const std::string& field, const std::string& type) {
  std::string message = spec.misfit;
  for (const auto& [name, value] : {std::pair<std::string, const std::string&>{"{field}", field}, {"{type}", type}}) {
    for (auto at = message.find(name); at != std::string::npos; at = message.find(name, at + value.size())) {
      message.replace(at, name.size(), value);
    }
  }
  return message;
}

std::vector<std::string> config_keys(const char* ConfigSpelling::*table) {
  std::vector<std::string> keys;
  for (const OptionSpec& spec : option_table()) {
    const char* key = spec.config.*table;
    if (key == nullptr) continue;
    bool listed = false;
    for (const auto& k : keys) listed |= k == key;
    if (!listed) keys.push_back(key);
  }
  return keys;
}

}  // namespace jsongen
