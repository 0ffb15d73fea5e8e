// The configuration file (jsongen --config FILE, TOML read with toml++):
// for types that cannot be annotated (a vendor's, a generated one, a header
// other programs share), everything the annotations say, and project-wide
// defaults. docs/config.md describes the format. Every entry keeps where it
// was written, so that a name that matches nothing is a located error.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen::config {

// What the annotations of one field say (or of one enumerator: rename).
struct FieldOptions {
  std::string name;  // the member (enumerator)
  model::SourceLocation location;
  std::optional<std::string> rename;
  bool skip = false;
  bool omit_empty = false;  // omit = "empty"
  bool omit_null = false;   // omit = "null"
  bool enum_as_number = false;
  std::optional<std::string> with, tagged, tagged_value, tag_field;
};

// [types."ns::T"] (or a pattern, "ns::*"): selects the types it names and
// sets their options; `fields` only under an exact name.
struct TypeOptions {
  std::string pattern;
  model::SourceLocation location;
  std::optional<std::string> naming;
  model::SourceLocation naming_location;
  std::optional<std::vector<std::string>> strip_prefix;
  std::optional<bool> omit_null;
  std::vector<FieldOptions> fields;
};

// [enums."ns::E"]: selects the enum; numbers or names, and renames.
struct EnumOptions {
  std::string name;
  model::SourceLocation location;
  std::optional<bool> as_number;
  std::vector<FieldOptions> names;  // enumerator -> its JSON name
};

struct Defaults {
  std::optional<std::string> naming;
  model::SourceLocation naming_location;
  std::optional<std::vector<std::string>> strip_prefix;
  std::optional<bool> omit_null;
  std::optional<bool> enums_as_numbers;
};

struct Pattern {
  std::string text;
  model::SourceLocation location;
};

struct Config {
  std::string path;
  Defaults defaults;
  std::vector<TypeOptions> types;
  std::vector<EnumOptions> enums;
  std::vector<Pattern> select, exclude;  // [select] types = [...], exclude = [...]
};

// Reads `path`; what is wrong with it (TOML syntax, a key jsongen does not
// know, a value of the wrong kind) is added to `errors` with its place.
std::optional<Config> read_config(const std::string& path, Diagnostics& errors);

}  // namespace jsongen::config
