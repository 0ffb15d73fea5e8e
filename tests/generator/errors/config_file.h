// options: --config config_file.toml
// expect: config_file.toml:3:1: error: unknown key 'nameing' in [defaults] (it takes naming, strip_prefix, omit_null, widen_floats, enums_as_numbers)
// expect: config_file.toml:4:13: error: [defaults].omit_null is true or false
// expect: config_file.toml:7:10: error: unknown naming policy "Title Case"; use camelCase, snake_case, PascalCase, kebab-case or SCREAMING_SNAKE_CASE
// expect: config_file.toml:8:16: error: [types."Widget"].strip_prefix is a string or an array of strings
// expect: config_file.toml:10:1: error: [types."Wid*"] names several types (a pattern): give fields under each type's exact name
// expect: config_file.toml:14:14: error: [types."Widget"].fields.b.omit is "empty" or "null"
// expect: config_file.toml:14:35: error: [types."Widget"].fields.b.value goes with tagged
// expect: config_file.toml:15:5: error: [types."Widget"].fields.c is a table: { rename = "..." }, { skip = true }, ...
// expect: config_file.toml:17:8: error: [enums."Color*"]: an enum is named exactly, without '*'
// expect: the configuration config_file.toml has errors; nothing written
#pragma once
#include <jsongen/jsongen.h>

struct Widget {
  int a = 0;
  int b = 0;
  int c = 0;
};
