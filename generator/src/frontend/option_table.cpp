#include "frontend/option_table.h"

#include <algorithm>

#include "frontend/naming.h"

namespace jsongen {

bool holds_float(const model::TypeRef& t) {
  using Kind = model::TypeRef::Kind;
  if (t.kind == Kind::Float) return true;
  if (t.kind == Kind::Map || t.kind == Kind::MultiMap) return holds_float(t.args[1]);
  if (t.kind == Kind::Struct || t.kind == Kind::Custom || t.kind == Kind::Variant)
    return false;  // their own serializers
  return std::any_of(t.args.begin(), t.args.end(), [](const model::TypeRef& arg) { return holds_float(arg); });
}

namespace {

using Kind = model::TypeRef::Kind;

bool is_enum_or_optional_enum(const model::TypeRef& t) {
  return t.kind == Kind::Enum || (t.kind == Kind::Optional && t.args[0].kind == Kind::Enum);
}

bool can_be_null(const model::TypeRef& t) {
  return t.kind == Kind::Optional || t.kind == Kind::Pointer || t.kind == Kind::CString;
}

// Null itself, or a map whose null entries are left out.
bool can_be_null_or_hold_null_values(const model::TypeRef& t) {
  return can_be_null(t) || (t.kind == Kind::Map && can_be_null(t.args[1]));
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

// A struct jsongen generates, itself (not in an optional, pointer or container).
bool is_struct(const model::TypeRef& t) { return t.kind == Kind::Struct; }

bool is_naming_policy(const std::string& value) { return parse_naming_policy(value).has_value(); }

// A map from text to any JSON value: where unknown members are kept.
bool is_map_of_json_values(const model::TypeRef& t) {
  return t.kind == Kind::Map && t.args[0].kind == Kind::String && t.args[1].kind == Kind::JsonValue;
}

// One entry of the table, written as a sentence: option("rename", ...).text(...).on(...).field_key(...).
class Entry {
 public:
  Entry(const char* name, const char* macro, std::string_view attribute) {
    spec_.name = name;
    spec_.macro = macro;
    spec_.attribute = attribute;
  }
  Entry& flag(bool Annotations::*member) {
    spec_.value = OptionValue::Flag;
    spec_.flag = member;
    return *this;
  }
  Entry& text(std::optional<std::string> Annotations::*member, OptionValue value = OptionValue::Text) {
    spec_.value = value;
    spec_.text = member;
    return *this;
  }
  Entry& texts(std::optional<std::vector<std::string>> Annotations::*member) {
    spec_.value = OptionValue::Texts;
    spec_.texts = member;
    return *this;
  }
  Entry& on(unsigned places, const char* where) {
    spec_.places = places;
    spec_.where = where;
    return *this;
  }
  Entry& field_key(const char* key, const char* choice = nullptr) {
    spec_.config.field = key;
    spec_.config.field_choice = choice;
    return *this;
  }
  Entry& type_key(const char* key) {
    spec_.config.type = key;
    return *this;
  }
  Entry& enum_key(const char* key) {
    spec_.config.enumeration = key;
    return *this;
  }
  Entry& defaults_key(const char* key) {
    spec_.config.defaults = key;
    return *this;
  }
  Entry& fits(bool (*fits)(const model::TypeRef&), const char* misfit) {
    spec_.fits = fits;
    spec_.misfit = misfit;
    return *this;
  }
  Entry& valid(bool (*valid)(const std::string&), const char* noun, const char* values) {
    spec_.valid = valid;
    spec_.value_noun = noun;
    spec_.valid_values = values;
    return *this;
  }
  Entry& several_per_use() {
    spec_.several_per_use = true;
    return *this;
  }
  Entry& part_of(const char* option) {
    spec_.part_of = option;
    return *this;
  }
  operator OptionSpec() const { return spec_; }

 private:
  OptionSpec spec_;
};

constexpr const char* kStructPlaces = "a struct, class or class template";
constexpr const char* kNotVariant =
    "{field} has a variant tag annotation but is not a std::variant, or a std::optional or container of one";

// In the order the builder checks a field's options: its first misfit is the one reported.
std::vector<OptionSpec> make_table() {
  return {
      Entry("serialize", "JSONGEN_SERIALIZE", "jsongen:serialize")
          .flag(&Annotations::serialize)
          .on(kOnStruct | kOnEnum, "a struct, class, class template or enum"),
      Entry("naming", "JSONGEN_NAMING", "jsongen:naming=")
          .text(&Annotations::naming)
          .on(kOnStruct, kStructPlaces)
          .type_key("naming")
          .defaults_key("naming")
          .valid(is_naming_policy, "naming policy",
                 "camelCase, snake_case, PascalCase, kebab-case or SCREAMING_SNAKE_CASE"),
      Entry("strip_prefix", nullptr, "")
          .texts(&Annotations::strip_prefix)
          .on(kOnStruct, kStructPlaces)
          .type_key("strip_prefix")
          .defaults_key("strip_prefix"),
      Entry("omit_null", "JSONGEN_OMIT_NULL", "jsongen:omit_null")
          .flag(&Annotations::omit_null)
          .on(kOnStruct, kStructPlaces)
          .type_key("omit_null")
          .defaults_key("omit_null"),
      Entry("widen_floats", "JSONGEN_WIDEN_FLOATS", "jsongen:widen_floats")
          .flag(&Annotations::widen_floats)
          .on(kOnStruct | kOnField, "a struct, class, class template or field")
          .type_key("widen_floats")
          .defaults_key("widen_floats")
          .field_key("widen_floats")
          .fits(holds_float, "{field} is marked JSONGEN_WIDEN_FLOATS, but a '{type}' holds no float"),
      Entry("rename", "JSONGEN_RENAME", "jsongen:rename=")
          .text(&Annotations::rename)
          .on(kOnField | kOnEnumerator | kOnStruct | kOnEnum,
              "a field, an enumerator, or a struct or enum (its tag in a tagged variant)")
          .field_key("rename"),
      Entry("alias", "JSONGEN_ALIAS", "jsongen:alias=")
          .texts(&Annotations::aliases)
          .on(kOnField, "a field")
          .field_key("aliases"),
      Entry("default", "JSONGEN_DEFAULT", "jsongen:default")
          .flag(&Annotations::default_when_missing)
          .on(kOnField, "a field")
          .field_key("default"),
      Entry("unknown_members", "JSONGEN_UNKNOWN_MEMBERS", "jsongen:unknown_members")
          .flag(&Annotations::unknown_members)
          .on(kOnField, "a field")
          .field_key("unknown_members")
          .fits(is_map_of_json_values,
                "{field} is marked JSONGEN_UNKNOWN_MEMBERS, but a '{type}' cannot keep them; use a std::map (or "
                "std::unordered_map) from std::string to jsongen::raw_json (or nlohmann::json)"),
      Entry("under", "JSONGEN_UNDER", "jsongen:under=")
          .texts(&Annotations::under)
          .several_per_use()
          .on(kOnField, "a field")
          .field_key("under"),
      Entry("flatten", "JSONGEN_FLATTEN", "jsongen:flatten")
          .flag(&Annotations::flatten)
          .on(kOnField, "a struct field")
          .field_key("flatten")
          .fits(is_struct,
                "{field} is marked JSONGEN_FLATTEN, but a '{type}' is not a struct jsongen generates; only a struct "
                "member (not an optional, pointer, container or variant of one) can have its fields written at its "
                "parent's level"),
      Entry("skip", "JSONGEN_SKIP", "jsongen:skip")
          .flag(&Annotations::skip)
          .on(kOnField | kOnEnumerator, "a field, or an enumerator that shares its value with another")
          .field_key("skip"),
      Entry("enum_as_number", "JSONGEN_ENUM_AS_NUMBER", "jsongen:enum_as_number")
          .flag(&Annotations::enum_as_number)
          .on(kOnField | kOnEnum, "an enum or an enum field")
          .field_key("enum_as_number")
          .enum_key("as_number")
          .defaults_key("enums_as_numbers")
          .fits(is_enum_or_optional_enum,
                "{field} is marked JSONGEN_ENUM_AS_NUMBER but is not an enum or std::optional of one (for enums "
                "inside containers, mark the enum itself, enum class JSONGEN_ENUM_AS_NUMBER E, or give it "
                "as_number = true in a --config file)"),
      Entry("omit_empty", "JSONGEN_OMIT_EMPTY", "jsongen:omit_empty")
          .flag(&Annotations::omit_empty)
          .on(kOnField, "a field")
          .field_key("omit", "empty")
          .fits(can_be_empty,
                "{field} is marked JSONGEN_OMIT_EMPTY, but a '{type}' is never empty; use it on optionals, pointers, "
                "strings and containers"),
      Entry("omit_null_field", nullptr, "")
          .flag(&Annotations::omit_null_field)
          .on(kOnField, "a field")
          .field_key("omit", "null")
          .fits(can_be_null_or_hold_null_values,
                "{field} is to be left out when null (omit = \"null\" in the configuration), but a '{type}' is never "
                "null; use it on optionals and pointers, or on maps whose values are (their null entries are left "
                "out)"),
      Entry("with", "JSONGEN_WITH", "jsongen:with=")
          .text(&Annotations::with, OptionValue::Spelling)
          .on(kOnField, "a field")
          .field_key("with"),
      Entry("tagged", "JSONGEN_TAGGED", "jsongen:tagged=")
          .text(&Annotations::tagged)
          .on(kOnField, "a std::variant field")
          .field_key("tagged")
          .fits(holds_variant, kNotVariant),
      Entry("tagged_value", "JSONGEN_TAGGED", "jsongen:tagged_value=")
          .text(&Annotations::tagged_value)
          .on(kOnField, "a std::variant field")
          .field_key("value")
          .part_of("tagged"),
      Entry("tag_field", "JSONGEN_TAG_FIELD", "jsongen:tag_field=")
          .text(&Annotations::tag_field)
          .on(kOnField, "a std::variant field")
          .field_key("tag_field")
          .fits(holds_variant, kNotVariant),
      Entry("tag_as_key", "JSONGEN_TAG_AS_KEY", "jsongen:tag_as_key")
          .flag(&Annotations::tag_as_key)
          .on(kOnField, "a std::variant field")
          .field_key("tag_as_key")
          .fits(holds_variant, kNotVariant),
      Entry("skip_enumerators", nullptr, "")
          .texts(&Annotations::skip_enumerators)
          .on(kOnEnum, "an enum")
          .enum_key("skip"),
  };
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
