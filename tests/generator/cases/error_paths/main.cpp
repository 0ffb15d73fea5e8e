// Error paths: each failing value under three sets of options; prints one
// JSON object of the messages. Each is also checked against writing the whole
// value with the writer that tracks the path as it goes (how paths were once
// found), which must name the same error at the same path.
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

// Written with options other than the defaults: the definitions, which the
// split layout keeps in the .json.inl.h (the header-only one in the .json.h).
#if __has_include("error_paths.json.inl.h")
#include "error_paths.json.inl.h"
#else
#include "error_paths.json.h"
#endif

namespace {

struct nan_error : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;
};

const char* const kBad = "bad\xff";
const double kNaN = std::numeric_limits<double>::quiet_NaN();

ep::Leaf leaf(int id) { return ep::Leaf{id, "leaf" + std::to_string(id), 0.5 * id}; }

ep::Record make_record() {
  static const ep::Leaf raw = leaf(99);
  ep::Record r;
  r.base_name = "base";
  r.title = "title";
  r.note = "note";
  for (int i = 0; i < 3; ++i) r.leaves.push_back(leaf(i));
  r.by_name = {{"a", leaf(10)}, {"b", leaf(11)}};
  r.by_id = {{7, {"x", "y"}}};
  r.by_color = {{ep::Color::Red, "r"}, {ep::Color::Green, "g"}};
  r.by_view = {{"v", 1.0}};
  r.triple = {1, "two", 3.0};
  r.pair = {"first", leaf(20)};
  r.plain = std::string("plain");
  r.external = leaf(30);
  r.internal = leaf(40);
  r.owned = std::make_unique<ep::Leaf>(leaf(50));
  r.shared = std::make_shared<ep::Leaf>(leaf(60));
  r.raw = &raw;
  r.monies = {ep::Money{1}, std::nullopt, ep::Money{3}};
  r.ledger = {"owner", {ep::Money{1}, ep::Money{2}}};
  r.nested = {{"a", {{"x", 1.0}}}};
  r.deep = {{"p"}, {"q", "r"}};
  r.tags = {"t1", "t2"};
  r.numbers = {1, 2, 3};
  return r;
}

std::map<std::string, std::string> results;

template <class Options, class T>
void expect_failure(const std::string& label, const T& value) {
  std::string out = "stale";
  const jsongen::status st = jsongen::try_to_json<Options>(value, out);
  std::string message = st.ok() ? "no error" : st.message();
  if (!st.ok() && !out.empty()) message += " | output not emptied";
  // The reference: all of the value through the path-tracking writer.
  std::string scratch;
  jsongen::basic_writer<Options, true> w(scratch);
  jsongen::write_value(w, w.begin(), value);
  const std::string tracked_path = w.error_path();
  if (w.error() != st.code || tracked_path != st.path) {
    message += " | MISMATCH: the tracking writer says " + std::string(jsongen::describe(w.error())) + " at '" +
               tracked_path + "'";
  }
  results[label] = message;
}

template <class T>
void all_options(const std::string& label, const T& value) {
  expect_failure<jsongen::default_options>(label + " (default)", value);
  expect_failure<nan_error>(label + " (nan error)", value);
  expect_failure<jsongen::pretty_options<2>>(label + " (pretty)", value);
}

void record(const std::string& label, const std::function<void(ep::Record&)>& mutate) {
  ep::Record r = make_record();
  mutate(r);
  all_options(label, r);
}

}  // namespace

int main() {
  record("base field", [](ep::Record& r) { r.base_name = kBad; });
  record("field", [](ep::Record& r) { r.title = kBad; });
  record("omit-empty field", [](ep::Record& r) { r.note = kBad; });
  record("vector of structs", [](ep::Record& r) { r.leaves[2].name = kBad; });
  record("map value", [](ep::Record& r) { r.by_name["b"].name = kBad; });
  record("map key", [](ep::Record& r) { r.by_name["k\xff" "after"] = leaf(1); });
  record("map key, escapes before", [](ep::Record& r) { r.by_name["q\"\\\n\x01\xc3\xa9\xff"] = leaf(1); });
  record("map key, long", [](ep::Record& r) { r.by_name[std::string(40, 'z') + "\xe2\x82" + "tail"] = leaf(1); });
  record("map key, second", [](ep::Record& r) { r.by_name["c\xff"] = leaf(1); });
  record("integer keys", [](ep::Record& r) { r.by_id[7][1] = kBad; });
  record("enum keys", [](ep::Record& r) { r.by_color[ep::Color::Green] = kBad; });
  record("string_view key", [](ep::Record& r) { r.by_view["w\xfe"] = 2.0; });
  record("tuple", [](ep::Record& r) { std::get<1>(r.triple) = kBad; });
  record("tuple NaN", [](ep::Record& r) { std::get<2>(r.triple) = kNaN; });
  record("pair", [](ep::Record& r) { r.pair.second.name = kBad; });
  record("plain variant, text", [](ep::Record& r) { r.plain = std::string(kBad); });
  record("plain variant, struct", [](ep::Record& r) { r.plain = ep::Leaf{1, kBad, 0}; });
  record("tagged variant", [](ep::Record& r) { r.external = ep::Leaf{1, kBad, 0}; });
  record("tagged variant, text", [](ep::Record& r) { r.external = std::string(kBad); });
  record("tag field variant", [](ep::Record& r) { r.internal = ep::Leaf{1, "x", kNaN}; });
  record("unique_ptr", [](ep::Record& r) { r.owned->name = kBad; });
  record("shared_ptr", [](ep::Record& r) { r.shared->score = -kNaN; });
  record("C string", [](ep::Record& r) { r.c_text = kBad; });
  record("char array", [](ep::Record& r) { r.chars[1] = '\xff'; });
  record("char", [](ep::Record& r) { r.letter = '\xff'; });
  record("std::array", [](ep::Record& r) { r.xyz[1] = std::numeric_limits<double>::infinity(); });
  record("float", [](ep::Record& r) { r.ratio = std::numeric_limits<float>::quiet_NaN(); });
  record("user serializer", [](ep::Record& r) { r.money.cents = -1; });
  record("user serializer in a container", [](ep::Record& r) { r.monies[2] = ep::Money{-5}; });
  record("inside a user serializer", [](ep::Record& r) { r.ledger.entries[1].cents = -1; });
  record("text inside a user serializer", [](ep::Record& r) { r.ledger.owner = kBad; });
  record("JSONGEN_WITH", [](ep::Record& r) { r.shout.clear(); });
  record("nested maps, key", [](ep::Record& r) { r.nested["a"]["b\xff"] = 1.0; });
  record("nested maps, value", [](ep::Record& r) { r.nested["a"]["x"] = kNaN; });
  record("list in a deque", [](ep::Record& r) { r.deep[1].back() = kBad; });
  record("set", [](ep::Record& r) { r.tags.insert(kBad); });
  record("first of two errors", [](ep::Record& r) {
    r.leaves[0].score = kNaN;
    r.leaves[1].name = kBad;
  });

  // With the default options only: the parts are the same function
  // templates under every option set, and each set of a 301-field struct
  // cost a minute of g++'s time (at -O0, with the tracking writer).
  ep::Wide wide;
  wide.s5 = kBad;
  expect_failure<jsongen::default_options>("by parts, first part (default)", wide);
  wide.s5.clear();
  wide.s270 = kBad;
  expect_failure<jsongen::default_options>("by parts, last part (default)", wide);

  std::vector<ep::Record> records;
  for (int i = 0; i < 3; ++i) records.push_back(make_record());
  records[2].leaves[1].name = kBad;
  all_options("top-level vector", records);
  std::map<std::string, ep::Leaf> leaves{{"one", leaf(1)}, {"two", ep::Leaf{2, kBad, 0}}};
  all_options("top-level map", leaves);
  all_options("top-level string", std::string(kBad));

  std::puts(jsongen::to_json<jsongen::pretty_options<1>>(results).c_str());
}
