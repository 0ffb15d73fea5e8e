#include "frontend/config/config_file.h"

#include <toml++/toml.h>

#include <utility>

#include "frontend/option_table.h"

namespace jsongen::config {
namespace {

class ConfigReader {
 public:
  ConfigReader(std::string path, Diagnostics& errors) : path_(std::move(path)), errors_(errors) {}

  model::SourceLocation where(const toml::source_region& region) const {
    model::SourceLocation l;
    l.file = path_;
    l.line = region.begin.line;
    l.column = region.begin.column;
    return l;
  }

  void error(const toml::source_region& region, std::string message) {
    errors_.push_back({where(region), std::move(message)});
  }

  // Every key of `table` must be one of `known`.
  bool only(const toml::table& table, const std::vector<std::string>& known, const std::string& what) {
    bool ok = true;
    for (auto&& [key, node] : table) {
      bool found = false;
      for (const auto& name : known) found |= key.str() == name;
      if (found) continue;
      std::string list;
      for (const auto& name : known) list += (list.empty() ? "" : ", ") + name;
      error(key.source(), "unknown key '" + std::string(key.str()) + "' in " + what + " (it takes " + list + ")");
      ok = false;
    }
    return ok;
  }

  const toml::table* table_at(const toml::table& parent, const char* key, const std::string& what) {
    const toml::node* node = parent.get(key);
    if (node == nullptr) return nullptr;
    if (!node->is_table()) {
      error(node->source(), what + " is a table");
      return nullptr;
    }
    return node->as_table();
  }

  std::optional<std::string> text(const toml::table& table, const char* key, const std::string& what) {
    const toml::node* node = table.get(key);
    if (node == nullptr) return std::nullopt;
    if (!node->is_string()) {
      error(node->source(), what + " is a string");
      return std::nullopt;
    }
    return node->as_string()->get();
  }

  std::optional<bool> flag(const toml::table& table, const char* key, const std::string& what) {
    const toml::node* node = table.get(key);
    if (node == nullptr) return std::nullopt;
    if (!node->is_boolean()) {
      error(node->source(), what + " is true or false");
      return std::nullopt;
    }
    return node->as_boolean()->get();
  }

  // A string, or an array of strings.
  std::optional<std::vector<std::string>> texts(const toml::table& table, const char* key, const std::string& what) {
    const toml::node* node = table.get(key);
    if (node == nullptr) return std::nullopt;
    if (node->is_string()) return std::vector<std::string>{node->as_string()->get()};
    std::vector<std::string> values;
    const toml::array* array = node->as_array();
    if (array != nullptr) {
      for (const toml::node& element : *array) {
        if (!element.is_string()) {
          array = nullptr;
          break;
        }
        values.push_back(element.as_string()->get());
      }
    }
    if (array == nullptr) {
      error(node->source(), what + " is a string or an array of strings");
      return std::nullopt;
    }
    return values;
  }

  // The options of `table` whose key in this kind of table (`which`) it
  // has, read as each option's value is written.
  void options(const toml::table& table, const char* ConfigSpelling::*which, const std::string& what,
               OptionValues& out) {
    for (const OptionSpec& spec : option_table()) {
      const char* key = spec.config.*which;
      const toml::node* node = key ? table.get(key) : nullptr;
      if (node == nullptr) continue;
      const std::string name = what + "." + key;
      if (which == &ConfigSpelling::field && spec.config.field_choice) {
        if (!choice(spec, *node, name, out)) continue;
      } else if (spec.flag) {
        const auto value = flag(table, key, name);
        if (!value) continue;
        out.values.*spec.flag = *value;
      } else if (spec.text) {
        auto value = text(table, key, name);
        if (!value) continue;
        if (spec.valid && !spec.valid(*value)) {
          error(node->source(), invalid_value_message(spec, *value, ""));
          continue;
        }
        out.values.*spec.text = std::move(value);
      } else {
        auto value = texts(table, key, name);
        if (!value) continue;
        out.values.*spec.texts = std::move(value);
      }
      out.given[spec.name] = where(node->source());
    }
    for (const OptionSpec& spec : option_table()) {
      const OptionSpec* whole = spec.part_of ? option_named(spec.part_of) : nullptr;
      if (whole && out.has(spec) && !out.has(*whole) && spec.config.*which && whole->config.*which) {
        error(table.get(spec.config.*which)->source(),
              what + "." + spec.config.*which + " goes with " + whole->config.*which);
      }
    }
  }

  // A key whose string value chooses among options (omit = "empty" or "null"):
  // whether `node` chooses `spec` (a value no option has is an error, once).
  bool choice(const OptionSpec& spec, const toml::node& node, const std::string& name, OptionValues& out) {
    if (!node.is_string()) {
      if (first_of_choice(spec)) error(node.source(), name + " is a string");
      return false;
    }
    const std::string value = node.as_string()->get();
    if (value == spec.config.field_choice) {
      out.values.*spec.flag = true;
      return true;
    }
    if (!first_of_choice(spec)) return false;
    std::vector<std::string> choices;
    for (const OptionSpec& other : option_table()) {
      if (other.config.field_choice && std::string(other.config.field) == spec.config.field) {
        choices.push_back(std::string("\"") + other.config.field_choice + "\"");
        if (value == other.config.field_choice) return false;  // another option's choice
      }
    }
    std::string list;
    for (std::size_t i = 0; i < choices.size(); ++i) {
      list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
    }
    error(node.source(), name + " is " + list);
    return false;
  }

  // Whether `spec` is the first option of its choice key (which reports a bad value).
  static bool first_of_choice(const OptionSpec& spec) {
    for (const OptionSpec& other : option_table()) {
      if (other.config.field_choice && std::string(other.config.field) == spec.config.field) return &other == &spec;
    }
    return false;
  }

  FieldOptions field(const toml::key& key, const toml::node& node, const std::string& what) {
    FieldOptions f;
    f.name = std::string(key.str());
    f.location = where(key.source());
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      error(node.source(), what + " is a table: { rename = \"...\" }, { skip = true }, ...");
      return f;
    }
    only(*table, config_keys(&ConfigSpelling::field), what);
    options(*table, &ConfigSpelling::field, what, f.options);
    return f;
  }

  void type(const toml::key& key, const toml::node& node, Config& config) {
    const std::string what = "[types.\"" + std::string(key.str()) + "\"]";
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      error(node.source(), what + " is a table");
      return;
    }
    TypeOptions t;
    t.pattern = std::string(key.str());
    t.location = where(key.source());
    std::vector<std::string> keys = config_keys(&ConfigSpelling::type);
    keys.push_back("fields");
    only(*table, keys, what);
    options(*table, &ConfigSpelling::type, what, t.options);
    if (const toml::table* fields = table_at(*table, "fields", what + ".fields")) {
      if (t.pattern.find('*') != std::string::npos) {
        error(table->get("fields")->source(),
              what + " names several types (a pattern): give fields under each type's exact name");
      } else {
        for (auto&& [name, options] : *fields) {
          t.fields.push_back(field(name, options, what + ".fields." + std::string(name.str())));
        }
      }
    }
    config.types.push_back(std::move(t));
  }

  void enumeration(const toml::key& key, const toml::node& node, Config& config) {
    const std::string what = "[enums.\"" + std::string(key.str()) + "\"]";
    const toml::table* table = node.as_table();
    if (table == nullptr) {
      error(node.source(), what + " is a table");
      return;
    }
    EnumOptions e;
    e.name = std::string(key.str());
    e.location = where(key.source());
    if (e.name.find('*') != std::string::npos) error(key.source(), what + ": an enum is named exactly, without '*'");
    std::vector<std::string> keys = config_keys(&ConfigSpelling::enumeration);
    keys.push_back("names");
    only(*table, keys, what);
    options(*table, &ConfigSpelling::enumeration, what, e.options);
    if (const toml::table* names = table_at(*table, "names", what + ".names")) {
      for (auto&& [enumerator, value] : *names) {
        FieldOptions n;
        n.name = std::string(enumerator.str());
        n.location = where(enumerator.source());
        if (!value.is_string()) {
          error(value.source(), what + ".names." + n.name + " is the enumerator's JSON name, a string");
          continue;
        }
        n.options.values.rename = value.as_string()->get();
        n.options.given["rename"] = where(value.source());
        e.names.push_back(std::move(n));
      }
    }
    config.enums.push_back(std::move(e));
  }

  void patterns(const toml::table& table, const char* key, std::vector<Pattern>& out) {
    const toml::node* node = table.get(key);
    if (node == nullptr) return;
    const toml::array* array = node->as_array();
    if (array == nullptr) {
      error(node->source(), std::string("[select] ") + key + " is an array of type names or patterns");
      return;
    }
    for (const toml::node& element : *array) {
      if (!element.is_string()) {
        error(element.source(), std::string("[select] ") + key + " holds type names or patterns (strings)");
        continue;
      }
      out.push_back({element.as_string()->get(), where(element.source())});
    }
  }

  std::optional<Config> read() {
    toml::table root;
    try {
      root = toml::parse_file(path_);
    } catch (const toml::parse_error& e) {
      error(e.source(), "not valid TOML: " + std::string(e.description()));
      return std::nullopt;
    }
    const std::size_t before = errors_.size();
    Config config;
    config.path = path_;
    only(root, {"defaults", "select", "types", "enums"}, "the configuration");
    if (const toml::table* defaults = table_at(root, "defaults", "[defaults]")) {
      only(*defaults, config_keys(&ConfigSpelling::defaults), "[defaults]");
      options(*defaults, &ConfigSpelling::defaults, "[defaults]", config.defaults);
    }
    if (const toml::table* select = table_at(root, "select", "[select]")) {
      only(*select, {"types", "exclude"}, "[select]");
      patterns(*select, "types", config.select);
      patterns(*select, "exclude", config.exclude);
    }
    if (const toml::table* types = table_at(root, "types", "[types]")) {
      for (auto&& [key, node] : *types) type(key, node, config);
    }
    if (const toml::table* enums = table_at(root, "enums", "[enums]")) {
      for (auto&& [key, node] : *enums) enumeration(key, node, config);
    }
    if (errors_.size() != before) return std::nullopt;
    return config;
  }

 private:
  std::string path_;
  Diagnostics& errors_;
};

}  // namespace

std::optional<Config> read_config(const std::string& path, Diagnostics& errors) {
  return ConfigReader(path, errors).read();
}

}  // namespace jsongen::config
