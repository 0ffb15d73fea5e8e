// Differential property tests: seeded random values of the structs in
// property_types.h (serializers generated at build time) go through
// jsongen::to_json and try_to_json under every NaN and UTF-8 policy, minified
// and pretty; nlohmann::json must parse each output and read it back equal
// to the value, and a value that cannot be written must give the right error
// and path and leave the output empty (check.h). What from_json can read
// (all but the views and pointers of Everything) is read back from each run's
// output and must be the value again, written again the same bytes
// (roundtrip.h).
//
//   property_tests [--seed N] [--iterations M] [--seconds S] [--only I] [--quiet]
//
// Iteration i uses a generator seeded from (N, i) and the mode i % 4 (valid
// text and finite numbers; ill-formed UTF-8; NaN and infinities; both), so a
// failure is replayed with --seed N --only i. --seconds S stops after S
// seconds (given alone, without --iterations, it checks values until then).
// ctest runs a fixed budget; longer runs: docs/testing.md.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "check.h"
#include "roundtrip.h"
#include "serializers.h"
#include "value_gen.h"

namespace {

void usage() {
  std::cerr << "usage: property_tests [--seed N] [--iterations M] [--seconds S] [--only I] [--quiet]\n";
  std::exit(2);
}

std::uint64_t number(int& i, int argc, char** argv) {
  if (i + 1 >= argc) usage();
  char* end = nullptr;
  const unsigned long long v = std::strtoull(argv[++i], &end, 10);
  if (*end != 0) usage();
  return v;
}

template <class T>
void check(prop_test::value_checker& checker, const T& v, const std::string& label) {
  static const auto runs = prop_test::policy_runs<T>();
  checker.check(v, label, runs, &prop_test::serialize_throwing<T>);
}

template <class T>
void round_trip(prop_test::round_tripper& tripper, const T& v, const std::string& label) {
  static const auto runs = prop_test::read_runs<T>();
  tripper.check(v, label, runs);
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 1, iterations = 100, seconds = 0, only = 0;
  bool has_only = false, has_iterations = false, quiet = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--seed") seed = number(i, argc, argv);
    else if (arg == "--iterations") has_iterations = true, iterations = number(i, argc, argv);
    else if (arg == "--seconds") seconds = number(i, argc, argv);
    else if (arg == "--only") has_only = true, only = number(i, argc, argv);
    else if (arg == "--quiet") quiet = true;
    else usage();
  }
  // --seconds alone: as many values as fit in that time (not the default 100).
  if (seconds != 0 && !has_iterations) iterations = UINT64_MAX;

  const auto start = std::chrono::steady_clock::now();
  prop_test::value_checker checker;
  prop_test::round_tripper tripper;
  double reading_seconds = 0;
  std::uint64_t done = 0, failed = 0;
  const std::uint64_t first = has_only ? only : 0;
  const std::uint64_t last = has_only ? only + 1 : iterations;
  for (std::uint64_t i = first; i < last; ++i) {
    if (seconds != 0 && std::chrono::steady_clock::now() - start > std::chrono::seconds(seconds)) break;
    prop_test::rng source(seed * 0x9E3779B97F4A7C15ull ^ (i + 1) * 0xD1B54A32D192ED03ull);
    prop_test::gen_config config;
    config.invalid_utf8 = (i % 4) == 1 || (i % 4) == 3;
    config.non_finite = (i % 4) >= 2;
    const prop_test::sample s = prop_test::make_sample(source, config);
    const prop::Everything& v = *s.value;

    const std::string label = "seed " + std::to_string(seed) + " iteration " + std::to_string(i);
    checker.problems.clear();
    tripper.problems.clear();
    check(checker, v, label);
    // Containers of structs at the top, as README allows.
    check(checker, v.sequences.leaves, label + " (sequences.leaves alone)");
    check(checker, v.maps.leaves, label + " (maps.leaves alone)");
    check(checker, v.tree, label + " (tree alone)");
    check(checker, v.many_scalars, label + " (many_scalars alone)");
    // Back through from_json: all that it reads.
    const auto reading = std::chrono::steady_clock::now();
    round_trip(tripper, static_cast<const prop::Owned&>(v), label + " (read back)");
    round_trip(tripper, v.sequences.leaves, label + " (sequences.leaves read back)");
    round_trip(tripper, v.maps.leaves, label + " (maps.leaves read back)");
    round_trip(tripper, v.tree, label + " (tree read back)");
    round_trip(tripper, v.many_scalars, label + " (many_scalars read back)");
    reading_seconds += seconds_since(reading);
    ++done;
    if (!checker.problems.empty() || !tripper.problems.empty()) {
      ++failed;
      for (const auto& p : checker.problems) std::cout << "FAIL: " << p << "\n";
      for (const auto& p : tripper.problems) std::cout << "FAIL: " << p << "\n";
      std::cout << "  replay: property_tests --seed " << seed << " --only " << i << "\n";
      if (failed >= 5) break;
    }
  }
  const double elapsed = seconds_since(start);
  if (!quiet || failed) {
    std::printf("property_tests: seed %llu, %llu random values, %zu serializations, %.1f MB of JSON checked, "
                "%zu round trips (%.1f MB; %zu skipped: a double past the int64 range in an untagged variant) in %.1f s "
                "(%.1f s of them reading back): %s\n",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(done), checker.serializations,
                static_cast<double>(checker.bytes) / 1e6, tripper.reads, static_cast<double>(tripper.bytes) / 1e6,
                tripper.skipped, elapsed, reading_seconds, failed ? "FAILED" : "ok");
  }
  return failed ? 1 : 0;
}
