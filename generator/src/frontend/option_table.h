// The one table of jsongen's options. Each entry says how an option is
// spelled as an annotation (runtime/include/jsongen/annotations.h) and in
// the configuration file (docs/config.md), where it may go, which member of
// Annotations it sets, and which field types it fits. The annotation reader,
// the placement check, the configuration reader, the merge of the two and
// the struct builder's checks all read it: a new option is one entry here
// plus its effect in the emitters.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "frontend/annotations.h"
#include "model/model.h"

namespace jsongen {

// Where an option takes effect (a set of these).
enum OptionPlace : unsigned {
  kOnStruct = 1,  // struct, class, class template (and its specializations)
  kOnField = 2,
  kOnEnum = 4,
  kOnEnumerator = 8,
};

// What an option's value is.
enum class OptionValue {
  Flag,      // the annotation alone; true or false in the configuration
  Text,      // a string literal in UTF-8 (JSONGEN_RENAME("id")); a string in the configuration
  Spelling,  // C++ as written (JSONGEN_WITH(ns::Writer)); a string in the configuration
  Texts,     // a string or an array of strings; as an annotation, one per use of its macro
             // (or, OptionSpec::several_per_use, one per argument of each use)
};

// The names an option has in the configuration file; null where it has none.
struct ConfigSpelling {
  const char* field = nullptr;         // [types."T".fields] member = { KEY = ... }
  const char* field_choice = nullptr;  // the string value of `field` that means this option (omit = "empty")
  const char* type = nullptr;          // [types."T"] KEY, for every struct it matches
  const char* enumeration = nullptr;   // [enums."E"] KEY
  const char* defaults = nullptr;      // [defaults] KEY, for every struct (enum) without its own
};

struct OptionSpec {
  const char* name = nullptr;   // the option's own name (messages, the docs test)
  const char* macro = nullptr;  // "JSONGEN_RENAME"; null for an option of the configuration only
  std::string_view attribute;   // the annotate text up to its value: "jsongen:rename=", "jsongen:skip"
  OptionValue value = OptionValue::Flag;
  unsigned places = 0;          // OptionPlace bits
  const char* where = nullptr;  // the places, for the message of a misplaced annotation
  // The member of Annotations it sets: a flag, a text or a list of texts.
  bool Annotations::*flag = nullptr;
  std::optional<std::string> Annotations::*text = nullptr;
  std::optional<std::vector<std::string>> Annotations::*texts = nullptr;
  ConfigSpelling config;
  // A field option that fits some types only (and never a field written
  // by JSONGEN_WITH, whose writer takes the value as it is): whether it fits
  // `type`, and the error when not ({field}: "field 'x' of 'S'", {type}: its C++ spelling).
  bool (*fits)(const model::TypeRef& type) = nullptr;
  const char* misfit = nullptr;
  // A text option with a fixed set of values (a naming policy): whether
  // `value` is one, what it is called and which values there are.
  bool (*valid)(const std::string& value) = nullptr;
  const char* value_noun = nullptr;
  const char* valid_values = nullptr;
  // Of another option's annotation (JSONGEN_TAGGED's value key): given
  // only with it, and not a placement or misfit of its own.
  const char* part_of = nullptr;
  // Of a Texts option: its macro takes several string literals at once
  // (JSONGEN_UNDER("body", "source")).
  bool several_per_use = false;
};

// Every option, in the order the builder checks them.
const std::vector<OptionSpec>& option_table();

// The entry whose annotate text `attribute` starts with, or null.
const OptionSpec* option_for_attribute(std::string_view attribute);
// The entry of a name (OptionSpec::name), or null.
const OptionSpec* option_named(std::string_view name);

// Whether `a` holds a field option (other than skip, which leaves the
// field out): what a skipped or unlisted field must not have.
bool has_field_option_besides_skip(const Annotations& a);

// "unknown naming policy "X"<context>; use camelCase, ...": the error of a
// value that `spec.valid` refuses.
std::string invalid_value_message(const OptionSpec& spec, const std::string& value, const std::string& context);

// The error of a field option that does not fit the field: spec.misfit
// with its {field} and {type} filled in.
std::string misfit_message(const OptionSpec& spec, const std::string& field, const std::string& type);

// Whether `spec` is set in `a`.
bool option_is_set(const OptionSpec& spec, const Annotations& a);

// Whether a float is anywhere in the type (an optional's, a container's, a
// map's values): what JSONGEN_WIDEN_FLOATS widens (widened_floats.h).
bool holds_float(const model::TypeRef& type);

// The configuration keys of one kind of table, in the table's order:
// `ConfigSpelling::field`, ::type, ::enumeration or ::defaults.
std::vector<std::string> config_keys(const char* ConfigSpelling::*table);

}  // namespace jsongen
