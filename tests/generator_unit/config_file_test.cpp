// The configuration file's reader (frontend/config/config_file.h): its
// keys and values from the option table, each error located.
#include "frontend/config/config_file.h"

#include <catch2/catch.hpp>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace {

struct Read {
  std::optional<jsongen::config::Config> config;
  jsongen::Diagnostics errors;

  bool mentions(const std::string& text) const {
    for (const auto& e : errors) {
      if (e.message.find(text) != std::string::npos) return true;
    }
    return false;
  }
};

Read read_toml(const std::string& text) {
  // A name of this process's own: ctest runs the test cases as processes side by side.
  static int files = 0;
  const std::string path =
      "generator_unit_config_test." + std::to_string(getpid()) + "." + std::to_string(files++) + ".toml";
  {
    std::ofstream out(path);
    out << text;
  }
  Read read;
  read.config = jsongen::config::read_config(path, read.errors);
  std::remove(path.c_str());
  return read;
}

const jsongen::OptionSpec& option(const char* name) {
  const jsongen::OptionSpec* spec = jsongen::option_named(name);
  REQUIRE(spec != nullptr);
  return *spec;
}

}  // namespace

TEST_CASE("every table's options, with where each was written") {
  const Read read = read_toml(R"([defaults]
naming = "camelCase"
strip_prefix = ["m_", "_"]
enums_as_numbers = true

[select]
types = ["sdk::*"]
exclude = ["sdk::detail::*"]

[types."sdk::*"]
omit_null = false

[types."sdk::Reading"]
strip_prefix = "k"
[types."sdk::Reading".fields]
m_a = { rename = "a", omit = "null" }
m_b = { skip = true }
m_c = { tagged = "kind", value = "data" }
m_d = { with = "app::Writer", enum_as_number = true, omit = "empty" }

[enums."sdk::Color"]
as_number = false
[enums."sdk::Color".names]
DarkBlue = "dark-blue"
)");
  INFO((read.errors.empty() ? "" : read.errors.front().message));
  REQUIRE(read.config);
  const auto& c = *read.config;
  CHECK(c.defaults.values.naming == "camelCase");
  CHECK(c.defaults.values.strip_prefix == std::vector<std::string>{"m_", "_"});
  CHECK(c.defaults.values.enum_as_number);
  CHECK(c.defaults.given.at("naming").line == 2);
  CHECK(c.defaults.given.at("naming").column == 10);
  CHECK_FALSE(c.defaults.has(option("omit_null")));
  REQUIRE(c.select.size() == 1);
  CHECK(c.select[0].text == "sdk::*");
  REQUIRE(c.exclude.size() == 1);

  REQUIRE(c.types.size() == 2);
  CHECK(c.types[0].pattern == "sdk::*");
  CHECK(c.types[0].options.has(option("omit_null")));  // given, though false
  CHECK_FALSE(c.types[0].options.values.omit_null);
  const auto& reading = c.types[1];
  CHECK(reading.options.values.strip_prefix == std::vector<std::string>{"k"});
  REQUIRE(reading.fields.size() == 4);
  CHECK(reading.fields[0].name == "m_a");
  CHECK(reading.fields[0].location.line == 16);
  CHECK(reading.fields[0].options.values.rename == "a");
  CHECK(reading.fields[0].options.values.omit_null_field);
  CHECK_FALSE(reading.fields[0].options.values.omit_empty);
  CHECK(reading.fields[1].options.values.skip);
  CHECK(reading.fields[2].options.values.tagged == "kind");
  CHECK(reading.fields[2].options.values.tagged_value == "data");
  CHECK(reading.fields[3].options.values.with == "app::Writer");
  CHECK(reading.fields[3].options.values.enum_as_number);
  CHECK(reading.fields[3].options.values.omit_empty);

  REQUIRE(c.enums.size() == 1);
  CHECK(c.enums[0].options.has(option("enum_as_number")));
  CHECK_FALSE(c.enums[0].options.values.enum_as_number);
  REQUIRE(c.enums[0].names.size() == 1);
  CHECK(c.enums[0].names[0].options.values.rename == "dark-blue");
}

TEST_CASE("unknown keys name the keys the table takes") {
  const Read read = read_toml("[defaults]\nnameing = \"camelCase\"\n[types.\"T\".fields]\nx = { renam = \"y\" }\n");
  CHECK_FALSE(read.config);
  CHECK(
      read.mentions("unknown key 'nameing' in [defaults] (it takes naming, strip_prefix, omit_null, widen_floats, "
                    "enums_as_numbers)"));
  CHECK(
      read.mentions("unknown key 'renam' in [types.\"T\"].fields.x (it takes widen_floats, rename, aliases, default, "
                    "unknown_members, under, flatten, skip, enum_as_number, omit, with, tagged, value, tag_field, tag_as_key)"));
  REQUIRE(read.errors.size() == 2);
  CHECK(read.errors[0].location.line == 2);
  CHECK(read.errors[0].location.column == 1);
}

TEST_CASE("values of the wrong kind, choices and dependent keys") {
  const Read read = read_toml(R"([defaults]
omit_null = "yes"
naming = "Title Case"
[types."T"]
strip_prefix = 3
[types."T".fields]
a = { omit = "never" }
b = { value = "data" }
c = { skip = "true" }
d = { omit = 1 }
)");
  CHECK_FALSE(read.config);
  CHECK(read.mentions("[defaults].omit_null is true or false"));
  CHECK(
      read.mentions("unknown naming policy \"Title Case\"; use camelCase, snake_case, PascalCase, kebab-case or "
                    "SCREAMING_SNAKE_CASE"));
  CHECK(read.mentions("[types.\"T\"].strip_prefix is a string or an array of strings"));
  CHECK(read.mentions("[types.\"T\"].fields.a.omit is \"empty\" or \"null\""));
  CHECK(read.mentions("[types.\"T\"].fields.b.value goes with tagged"));
  CHECK(read.mentions("[types.\"T\"].fields.c.skip is true or false"));
  CHECK(read.mentions("[types.\"T\"].fields.d.omit is a string"));
  CHECK(read.errors.size() == 7);  // each once
}

TEST_CASE("fields under a pattern, a pattern of enums, and a file that is not TOML") {
  const Read fields = read_toml("[types.\"ns::*\".fields]\na = { skip = true }\n[enums.\"ns::*\"]\nas_number = true\n");
  CHECK(fields.mentions("names several types (a pattern): give fields under each type's exact name"));
  CHECK(fields.mentions("an enum is named exactly, without '*'"));
  const Read broken = read_toml("[defaults\nnaming = 1\n");
  CHECK_FALSE(broken.config);
  CHECK(broken.mentions("not valid TOML"));
}
