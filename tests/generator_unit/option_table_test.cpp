// The option table (frontend/option_table.h) against what it describes:
// annotations.h's macros, the configuration's keys and the docs' tables.
#include "frontend/option_table.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string read_source_file(const std::string& relative) {
  std::ifstream in(std::string(JSONGEN_SOURCE_DIR) + "/" + relative);
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The part of a markdown file from a "## heading" to the next one.
std::string section(const std::string& text, const std::string& heading) {
  const auto start = text.find("\n## " + heading);
  REQUIRE(start != std::string::npos);
  const auto end = text.find("\n## ", start + 1);
  return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// The first-column code spans of a markdown table's rows: "| `naming` | ..." -> naming.
std::set<std::string> first_column_code(const std::string& text, const std::regex& cell) {
  std::set<std::string> found;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (line.rfind("| `", 0) == 0 && std::regex_search(line, m, cell)) found.insert(m[1]);
  }
  return found;
}

}  // namespace

TEST_CASE("every annotation macro of annotations.h is in the table, with the same text") {
  const std::string header = read_source_file("runtime/include/jsongen/annotations.h");
  // #define JSONGEN_RENAME(key) JSONGEN_ANNOTATE_("jsongen:rename=" ...)
  const std::regex define(
      R"(#define (JSONGEN_[A-Z_]+)[^\n]*?(?:\\\n[^\n]*?)*JSONGEN_ANNOTATE_\("(jsongen:[a-z_]+=?)\")");
  std::map<std::string, std::set<std::string>> macros;  // macro -> attribute texts
  for (auto it = std::sregex_iterator(header.begin(), header.end(), define); it != std::sregex_iterator(); ++it) {
    macros[(*it)[1]].insert((*it)[2]);
  }
  // JSONGEN_TAGGED has two attributes; the regex finds the first of each macro.
  REQUIRE(macros.size() >= 9);
  std::set<std::string> table_macros;
  for (const jsongen::OptionSpec& spec : jsongen::option_table()) {
    if (spec.macro == nullptr) continue;
    table_macros.insert(spec.macro);
    INFO(spec.name);
    CHECK(header.find("\"" + std::string(spec.attribute) + "\"") != std::string::npos);
  }
  for (const auto& [macro, attributes] : macros) {
    INFO(macro);
    CHECK(table_macros.count(macro) == 1);
    for (const auto& attribute : attributes) {
      const jsongen::OptionSpec* spec = jsongen::option_for_attribute(attribute);
      REQUIRE(spec != nullptr);
      CHECK(std::string(spec->macro) == macro);
    }
  }
  for (const auto& macro : table_macros) {
    INFO(macro);
    CHECK(macros.count(macro) == 1);
  }
}

TEST_CASE("attributes are matched whole for flags and by the longest prefix for values") {
  REQUIRE(jsongen::option_for_attribute("jsongen:skip") != nullptr);
  CHECK(jsongen::option_for_attribute("jsongen:skipped") == nullptr);
  CHECK(jsongen::option_for_attribute("jsongen:tagged_value=\"v\"")->name == std::string("tagged_value"));
  CHECK(jsongen::option_for_attribute("jsongen:tagged=\"t\"")->name == std::string("tagged"));
  CHECK(jsongen::option_for_attribute("user:rename=\"x\"") == nullptr);
  CHECK(jsongen::option_for_attribute("") == nullptr);
}

TEST_CASE("every entry is complete") {
  std::set<std::string> names;
  for (const jsongen::OptionSpec& spec : jsongen::option_table()) {
    INFO(spec.name);
    CHECK(names.insert(spec.name).second);
    CHECK(spec.places != 0);
    CHECK(spec.where != nullptr);
    // Exactly one member of Annotations, of the kind its value is.
    const int members = (spec.flag != nullptr) + (spec.text != nullptr) + (spec.texts != nullptr);
    CHECK(members == 1);
    CHECK((spec.value == jsongen::OptionValue::Flag) == (spec.flag != nullptr));
    CHECK((spec.value == jsongen::OptionValue::Texts) == (spec.texts != nullptr));
    // An option is spelled somewhere: as an annotation or in the configuration.
    const jsongen::ConfigSpelling& c = spec.config;
    const bool configurable = c.field || c.type || c.enumeration || c.defaults;
    CHECK((spec.macro != nullptr || configurable));
    CHECK((spec.macro == nullptr) == spec.attribute.empty());
    if (c.field_choice) CHECK((c.field != nullptr && spec.flag != nullptr));
    if (spec.fits) CHECK((spec.misfit != nullptr && (spec.places & jsongen::kOnField) != 0));
    if (spec.valid) CHECK((spec.value_noun != nullptr && spec.valid_values != nullptr));
    if (spec.part_of) CHECK(jsongen::option_named(spec.part_of) != nullptr);
  }
}

TEST_CASE("a skipped field's other options are every field option but skip") {
  for (const jsongen::OptionSpec& spec : jsongen::option_table()) {
    if ((spec.places & jsongen::kOnField) == 0) continue;
    jsongen::Annotations a;
    if (spec.flag) a.*spec.flag = true;
    if (spec.text) a.*spec.text = "x";
    if (spec.texts) a.*spec.texts = std::vector<std::string>{"x"};
    INFO(spec.name);
    CHECK(jsongen::option_is_set(spec, a));
    CHECK(jsongen::has_field_option_besides_skip(a) == (spec.flag != &jsongen::Annotations::skip));
  }
  CHECK_FALSE(jsongen::has_field_option_besides_skip(jsongen::Annotations{}));
}

TEST_CASE("the configuration's keys per table") {
  using jsongen::ConfigSpelling;
  using Keys = std::vector<std::string>;
  CHECK(jsongen::config_keys(&ConfigSpelling::defaults) ==
        Keys{"naming", "strip_prefix", "omit_null", "widen_floats", "enums_as_numbers"});
  CHECK(jsongen::config_keys(&ConfigSpelling::type) == Keys{"naming", "strip_prefix", "omit_null", "widen_floats"});
  CHECK(jsongen::config_keys(&ConfigSpelling::enumeration) == Keys{"as_number", "skip"});
  CHECK(jsongen::config_keys(&ConfigSpelling::field) ==
        Keys{"widen_floats", "rename", "aliases", "default", "unknown_members", "under", "flatten", "skip",
             "enum_as_number", "omit", "with", "tagged", "value", "tag_field", "tag_as_key"});
}

TEST_CASE("a misfit's message names the field and its type") {
  const jsongen::OptionSpec* omit_empty = jsongen::option_named("omit_empty");
  REQUIRE(omit_empty != nullptr);
  CHECK(jsongen::misfit_message(*omit_empty, "field 'count' of 'Counter'", "int") ==
        "field 'count' of 'Counter' is marked JSONGEN_OMIT_EMPTY, but a 'int' is never empty; use it on optionals, "
        "pointers, strings and containers");
  const jsongen::OptionSpec* naming = jsongen::option_named("naming");
  REQUIRE(naming != nullptr);
  CHECK(jsongen::invalid_value_message(*naming, "camel", " on 'S'") ==
        "unknown naming policy \"camel\" on 'S'; use camelCase, snake_case, PascalCase, kebab-case or "
        "SCREAMING_SNAKE_CASE");
}

TEST_CASE("the docs' option tables list exactly the table's options") {
  const std::string reference = read_source_file("docs/reference.md");
  // docs/reference.md: a row per annotation ("| `JSONGEN_RENAME("key")` | field | ...").
  std::set<std::string> documented = first_column_code(reference, std::regex(R"(^\| `(JSONGEN_[A-Z_]+))"));
  documented.erase("JSONGEN_FRIEND");  // a declaration inside the class, not an option
  std::set<std::string> macros;
  for (const jsongen::OptionSpec& spec : jsongen::option_table()) {
    if (spec.macro) macros.insert(spec.macro);
  }
  CHECK(documented == macros);

  const std::string config = read_source_file("docs/config.md");
  using jsongen::ConfigSpelling;
  const auto as_set = [](const std::vector<std::string>& keys) {
    return std::set<std::string>(keys.begin(), keys.end());
  };
  // "| `naming` | every struct's ..."
  CHECK(first_column_code(section(config, "Defaults"), std::regex(R"(^\| `([a-z_]+)`)")) ==
        as_set(jsongen::config_keys(&ConfigSpelling::defaults)));
  // "| `rename = "key"` | ...", "| `tagged = "kind"`, `value = "data"` | ..."
  std::set<std::string> field_keys;
  std::istringstream rows(section(config, "Options for fields"));
  const std::regex key(R"(`([a-z_]+) = )");
  for (std::string line; std::getline(rows, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    const std::string first = line.substr(0, line.find(" | "));
    for (auto it = std::sregex_iterator(first.begin(), first.end(), key); it != std::sregex_iterator(); ++it) {
      field_keys.insert((*it)[1]);
    }
  }
  CHECK(field_keys == as_set(jsongen::config_keys(&ConfigSpelling::field)));
  // The prose of the type and enum sections names each of their keys.
  for (const auto& k : jsongen::config_keys(&ConfigSpelling::type)) {
    INFO(k);
    CHECK(section(config, "Options for types").find("`" + k + "`") != std::string::npos);
  }
  for (const auto& k : jsongen::config_keys(&ConfigSpelling::enumeration)) {
    INFO(k);
    CHECK(section(config, "Options for enums").find("`" + k + "`") != std::string::npos);
  }
}
