#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

struct JSONGEN_SERIALIZE User {
  std::string name;
  std::vector<int> scores;
  std::map<std::string, double> stats;
  std::optional<int> maybe JSONGEN_OMIT_EMPTY;
};

struct JSONGEN_SERIALIZE Team {
  std::vector<User> users;
  struct JSONGEN_SERIALIZE Empty {
  } empty;
  std::vector<int> none;
};

struct nan_as_literal : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;
};
struct nan_as_error : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;
};
struct utf8_replace : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};
struct utf8_pass : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};
