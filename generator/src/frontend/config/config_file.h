// The configuration file (jsongen --config FILE, TOML read with toml++):
// for types that cannot be annotated (a vendor's, a generated one, a header
// other programs share), everything the annotations say, and project-wide
// defaults. docs/config.md describes the format; which keys each table takes
// comes from the option table (frontend/option_table.h). Every entry keeps
// where it was written, so that a name that matches nothing is a located error.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "frontend/annotations.h"
#include "frontend/option_table.h"
#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen::config {

// The options one table of the file gives, as the annotations would.
struct OptionValues {
  Annotations values;
  std::map<std::string, model::SourceLocation> given;  // OptionSpec::name -> where its key is written

  bool has(const OptionSpec& spec) const { return given.count(spec.name) != 0; }
};

// [types."T".fields] member = { ... } (or, under [enums."E".names], an enumerator's name).
struct FieldOptions {
  std::string name;  // the member (enumerator)
  model::SourceLocation location;
  OptionValues options;
};

// [types."ns::T"] (or a pattern, "ns::*"): selects the types it names and
// sets their options; `fields` only under an exact name.
struct TypeOptions {
  std::string pattern;
  model::SourceLocation location;
  OptionValues options;
  std::vector<FieldOptions> fields;
};

// [enums."ns::E"]: selects the enum; numbers or names, and renames.
struct EnumOptions {
  std::string name;
  model::SourceLocation location;
  OptionValues options;
  std::vector<FieldOptions> names;  // enumerator -> its JSON name (options.values.rename)
};

struct Pattern {
  std::string text;
  model::SourceLocation location;
};

struct Config {
  std::string path;
  OptionValues defaults;  // [defaults]
  std::vector<TypeOptions> types;
  std::vector<EnumOptions> enums;
  std::vector<Pattern> select, exclude;  // [select] types = [...], exclude = [...]
};

// Reads `path`; what is wrong with it (TOML syntax, a key jsongen does not
// know, a value of the wrong kind) is added to `errors` with its place.
std::optional<Config> read_config(const std::string& path, Diagnostics& errors);

}  // namespace jsongen::config
