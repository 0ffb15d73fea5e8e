// The ways the property tests write each value: try_to_json under each
// policy (and pretty printed), and to_json. The serializers of the big test
// structs are costly to compile once per set of options, so they are
// explicitly instantiated in a few translation units (serializers_*.cpp)
// that build in parallel; a single-file user (the struct fuzzer) includes
// serializers_impl.h instead and gets them implicitly.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "check.h"
#include "property_types.h"

namespace prop_test {

template <class Options, class T>
jsongen::status serialize(const T& v, std::string& out);
template <class T>
void serialize_throwing(const T& v, std::string& out);
// from_json with the options of a run (read_options below).
template <class Options, class T>
jsongen::status deserialize(std::string_view json, T& out);

// Reading what a run wrote: its NaN and UTF-8 policies; every key must be
// known; Tree's chains of `next` nest up to 2000 objects deep, past the
// default max_depth.
template <class Options>
struct read_options : Options {
  static constexpr jsongen::unknown_key_policy unknown_keys = jsongen::unknown_key_policy::error;
  static constexpr unsigned max_depth = 1u << 16;
};

using jsongen::nan_policy;
using jsongen::utf8_policy;

// Every NaN policy and every UTF-8 policy, and the combinations where their
// errors compete (error/error) or their text transformations stack
// (literal/pass); two pretty printers, each compared with its minified run.
using default_run = options<nan_policy::null, utf8_policy::error>;
using replace_run = options<nan_policy::null, utf8_policy::replace>;
using pass_run = options<nan_policy::null, utf8_policy::pass>;
using both_errors_run = options<nan_policy::error, utf8_policy::error>;
using literal_replace_run = options<nan_policy::literal, utf8_policy::replace>;
using literal_pass_run = options<nan_policy::literal, utf8_policy::pass>;
using error_pass_run = options<nan_policy::error, utf8_policy::pass>;
using pretty_run = options<nan_policy::null, utf8_policy::error, true, 2>;
using pretty_literal_replace_run = options<nan_policy::literal, utf8_policy::replace, true, 5>;

template <class Options>
policy policy_of() {
  return policy{Options::nan, Options::utf8};
}

template <class T>
std::vector<policy_run<T>> policy_runs() {
  return {
      {policy_of<default_run>(), false, &serialize<default_run, T>, -1},
      {policy_of<replace_run>(), false, &serialize<replace_run, T>, -1},
      {policy_of<pass_run>(), false, &serialize<pass_run, T>, -1},
      {policy_of<both_errors_run>(), false, &serialize<both_errors_run, T>, -1},
      {policy_of<literal_replace_run>(), false, &serialize<literal_replace_run, T>, -1},
      {policy_of<literal_pass_run>(), false, &serialize<literal_pass_run, T>, -1},
      {policy_of<error_pass_run>(), false, &serialize<error_pass_run, T>, -1},
      {policy_of<pretty_run>(), true, &serialize<pretty_run, T>, 0},
      {policy_of<pretty_literal_replace_run>(), true, &serialize<pretty_literal_replace_run, T>, 4},
  };
}

// The values the tests write: the whole struct, and containers of structs
// at the top (README allows to_json on them).
using leaf_map = std::unordered_map<std::string, prop::Leaf>;
#define PROP_TEST_TOP_TYPES(X) \
  X(prop::Everything)          \
  PROP_TEST_READ_TYPES(X)
// The values the tests also read back: all but Everything, which holds
// views and pointers (from_json refuses them).
#define PROP_TEST_READ_TYPES(X) \
  X(prop::Owned)                \
  X(std::vector<prop::Leaf>)    \
  X(leaf_map)                   \
  X(prop::Tree)                 \
  X(std::vector<prop::Scalars>)

// Every run's writer and reader, for the round trips (roundtrip.h).
template <class T>
struct read_run {
  policy p;
  bool pretty = false;
  jsongen::status (*serialize)(const T&, std::string&) = nullptr;
  jsongen::status (*deserialize)(std::string_view, T&) = nullptr;
};

template <class T>
std::vector<read_run<T>> read_runs() {
  return {
      {policy_of<default_run>(), false, &serialize<default_run, T>, &deserialize<default_run, T>},
      {policy_of<replace_run>(), false, &serialize<replace_run, T>, &deserialize<replace_run, T>},
      {policy_of<pass_run>(), false, &serialize<pass_run, T>, &deserialize<pass_run, T>},
      {policy_of<both_errors_run>(), false, &serialize<both_errors_run, T>, &deserialize<both_errors_run, T>},
      {policy_of<literal_replace_run>(), false, &serialize<literal_replace_run, T>, &deserialize<literal_replace_run, T>},
      {policy_of<literal_pass_run>(), false, &serialize<literal_pass_run, T>, &deserialize<literal_pass_run, T>},
      {policy_of<error_pass_run>(), false, &serialize<error_pass_run, T>, &deserialize<error_pass_run, T>},
      {policy_of<pretty_run>(), true, &serialize<pretty_run, T>, &deserialize<pretty_run, T>},
      {policy_of<pretty_literal_replace_run>(), true, &serialize<pretty_literal_replace_run, T>,
       &deserialize<pretty_literal_replace_run, T>},
  };
}

}  // namespace prop_test
