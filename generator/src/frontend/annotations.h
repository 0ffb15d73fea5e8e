// What the options of one declaration say: its annotations (annotations.h's
// macros), with what the configuration file adds. option_table.h says which
// option sets which member, where it goes and how the configuration spells it.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jsongen {

struct Annotations {
  bool serialize = false;
  bool skip = false;
  bool omit_empty = false;
  bool omit_null = false;        // a struct's: every null optional or pointer field left out
  bool widen_floats = false;     // a struct's or a field's: floats written as the doubles they convert to
  bool omit_null_field = false;  // a field's: left out when null (the configuration's omit = "null")
  bool enum_as_number = false;
  bool tag_as_key = false;  // a variant field's: {"Circle":{...}} (JSONGEN_TAG_AS_KEY)
  std::optional<std::string> rename, naming, with, tagged, tagged_value, tag_field;
  std::optional<std::vector<std::string>> strip_prefix;  // a struct's: prefixes taken off member names
  std::optional<std::vector<std::string>> aliases;       // a field's: other keys reading takes
  bool default_when_missing = false;                     // a field's: absent, its default (JSONGEN_DEFAULT)
  bool unknown_members = false;                          // a map field's: collects the members no field takes
  std::optional<std::vector<std::string>> under;         // a field's: the keys of the nested objects it is in
  bool flatten = false;                                  // a struct field's: its fields at the parent's level
  std::optional<std::vector<std::string>> skip_enumerators;  // an enum's: enumerators JSON does not name
};

}  // namespace jsongen
