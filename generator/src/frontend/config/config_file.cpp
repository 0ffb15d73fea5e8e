#include "frontend/config/config_file.h"

#include <toml++/toml.h>

#include <initializer_list>
#include <utility>

#include "frontend/naming.h"

namespace jsongen::config {
namespace {

class Reader {
 public:
  Reader(std::string path, Diagnostics& errors) : path_(std::move(path)), errors_(errors) {}

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
  bool only(const toml::table& table, std::initializer_list<const char*> known, const std::string& what) {
    bool ok = true;
    for (auto&& [key, node] : table) {
      bool found = false;
      for (const char* name : known) found |= key.str() == name;
      if (found) continue;
      std::string list;
      for (const char* name : known) list += (list.empty() ? "" : ", ") + std::string(name);
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

  void naming(const toml::table& table, std::optional<std::string>& out, model::SourceLocation& location,
              const std::string& what) {
    out = text(table, "naming", what + ".naming");
    if (!out) return;
    location = where(table.get("naming")->source());
    if (!parse_naming_policy(*out)) {
      error(table.get("naming")->source(), "unknown naming policy \"" + *out +
                                               "\"; use camelCase, snake_case, PascalCase, kebab-case or "
                                               "SCREAMING_SNAKE_CASE");
      out.reset();
    }
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
    only(*table, {"rename", "skip", "omit", "enum_as_number", "with", "tagged", "value", "tag_field"}, what);
    f.rename = text(*table, "rename", what + ".rename");
    f.skip = flag(*table, "skip", what + ".skip").value_or(false);
    if (const auto omit = text(*table, "omit", what + ".omit")) {
      if (*omit == "empty") {
        f.omit_empty = true;
      } else if (*omit == "null") {
        f.omit_null = true;
      } else {
        error(table->get("omit")->source(), what + ".omit is \"empty\" or \"null\"");
      }
    }
    f.enum_as_number = flag(*table, "enum_as_number", what + ".enum_as_number").value_or(false);
    f.with = text(*table, "with", what + ".with");
    f.tagged = text(*table, "tagged", what + ".tagged");
    f.tagged_value = text(*table, "value", what + ".value");
    f.tag_field = text(*table, "tag_field", what + ".tag_field");
    if (f.tagged_value && !f.tagged) error(table->get("value")->source(), what + ".value goes with tagged");
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
    only(*table, {"naming", "strip_prefix", "omit_null", "fields"}, what);
    naming(*table, t.naming, t.naming_location, what);
    t.strip_prefix = texts(*table, "strip_prefix", what + ".strip_prefix");
    t.omit_null = flag(*table, "omit_null", what + ".omit_null");
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
    only(*table, {"as_number", "names"}, what);
    e.as_number = flag(*table, "as_number", what + ".as_number");
    if (const toml::table* names = table_at(*table, "names", what + ".names")) {
      for (auto&& [enumerator, value] : *names) {
        FieldOptions n;
        n.name = std::string(enumerator.str());
        n.location = where(enumerator.source());
        if (!value.is_string()) {
          error(value.source(), what + ".names." + n.name + " is the enumerator's JSON name, a string");
          continue;
        }
        n.rename = value.as_string()->get();
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
      only(*defaults, {"naming", "strip_prefix", "omit_null", "enums_as_numbers"}, "[defaults]");
      naming(*defaults, config.defaults.naming, config.defaults.naming_location, "[defaults]");
      config.defaults.strip_prefix = texts(*defaults, "strip_prefix", "[defaults].strip_prefix");
      config.defaults.omit_null = flag(*defaults, "omit_null", "[defaults].omit_null");
      config.defaults.enums_as_numbers = flag(*defaults, "enums_as_numbers", "[defaults].enums_as_numbers");
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

std::optional<Config> read_config(const std::string& path, Diagnostics& errors) { return Reader(path, errors).read(); }

}  // namespace jsongen::config
