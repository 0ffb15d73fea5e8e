// Output options and run-time errors; prints one JSON object of results.
#include <cmath>
#include <cstdio>
#include <limits>

#include "round_trip.h"  // every value read back and written again

// Written with options other than the defaults: the definitions, which the
// split layout keeps in the .json.inl.h (the header-only one in the .json.h).
#if __has_include("options.json.inl.h")
#include "options.json.inl.h"
#else
#include "options.json.h"
#endif

static Team make_team() {
  Team t;
  for (int i = 0; i < 4; ++i) t.users.push_back(User{"user" + std::to_string(i), {i, i + 1}, {}, std::nullopt});
  t.users[1].stats = {{"avg", 1.5}, {"max", 2}};
  t.users[1].maybe = 3;
  return t;
}

int main() {
  std::map<std::string, std::string> results;
  const Team team = make_team();
  results["pretty2"] = jsongen_test::to_json<jsongen::pretty_options<2>>(team);
  results["pretty4"] = jsongen_test::to_json<jsongen::pretty_options<4>>(team.users[1]);

  Team nan_team = make_team();
  nan_team.users[2].stats = {{"inf", std::numeric_limits<double>::infinity()}, {"nan", std::nan("")}};
  nan_team.users[2].stats["-inf"] = -std::numeric_limits<double>::infinity();
  results["nan_default"] = jsongen_test::to_json(nan_team.users[2].stats);
  results["nan_literal"] = jsongen_test::to_json<nan_as_literal>(nan_team.users[2].stats);
  std::string out = "left over";
  jsongen::status st = jsongen::try_to_json<nan_as_error>(nan_team, out);
  results["nan_error"] = st.message() + " | out empty: " + (out.empty() ? "yes" : "no");

  Team bad = make_team();
  bad.users[3].name = "bad\xC3(";  // a lead byte without its continuation
  st = jsongen::try_to_json(bad, out);
  results["utf8_error_path"] = st.path;
  results["utf8_error_code"] = std::to_string(static_cast<int>(st.code));
#if JSONGEN_EXCEPTIONS
  try {
    jsongen::to_json(bad);
    results["utf8_throw"] = "no exception";
  } catch (const jsongen::error& e) {
    results["utf8_throw"] = e.what();
  }
#else
  results["utf8_throw"] = jsongen::try_to_json(bad, out).message();  // what the exception says (the matrix's -fno-exceptions)
#endif
  bad.users[3].name = "ok";
  bad.users[0].stats["k\xFF"] = 1;
  st = jsongen::try_to_json(bad, out);
  results["utf8_key_path"] = st.path;

  const std::vector<std::string> invalid = {"a\xF0\x9F\x98" "b", "\xED\xA0\x80", "\xC0\xAF", "caf\xC3\xA9"};
  results["utf8_replace"] = jsongen_test::to_json<utf8_replace>(invalid);
  std::string passed = jsongen::to_json<utf8_pass>(std::string("caf\xC3\xA9"));
  results["utf8_pass_valid"] = passed;
  std::puts(jsongen_test::to_json<jsongen::pretty_options<1>>(results).c_str());
}
