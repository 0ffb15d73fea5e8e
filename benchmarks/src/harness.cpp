#include "harness.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string_view>
#include <thread>

#include "fail.h"
#include "nlohmann_bindings.h"
#include "timing.h"

#ifndef JSONGEN_BENCH_FLAGS
#define JSONGEN_BENCH_FLAGS "(unknown flags)"
#endif

namespace bench {
namespace {

// ---------------------------------------------------------------- checking

// Object members that are null are dropped: the structs print an absent
// optional key as null, so the data set and jsongen's output are compared
// without them.
nlohmann::json strip_nulls(const nlohmann::json& j) {
  if (j.is_object()) {
    nlohmann::json out = nlohmann::json::object();
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (!it.value().is_null()) out[it.key()] = strip_nulls(it.value());
    }
    return out;
  }
  if (j.is_array()) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& e : j) out.push_back(strip_nulls(e));
    return out;
  }
  return j;
}

nlohmann::json parse_or_fail(std::string_view text, const std::string& who) {
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    fail(who + " did not write valid JSON: " + e.what());
  }
}

std::string describe_difference(const nlohmann::json& expected, const nlohmann::json& actual) {
  const nlohmann::json patch = nlohmann::json::diff(expected, actual);
  std::string text;
  for (std::size_t i = 0; i < patch.size() && i < 3; ++i) {
    std::string line = patch[i].dump();
    if (line.size() > 200) line = line.substr(0, 200) + "...";
    text += "\n    " + line;
  }
  if (patch.size() > 3) text += "\n    ... (" + std::to_string(patch.size()) + " differences in all)";
  return text;
}

// ---------------------------------------------------------------- timing

struct Workload {
  std::string name;
  std::string about;
  std::string input_file;  // for the data sets: checked against jsongen's output
  std::function<std::string_view(Peer&)> call;
};

struct Row {
  std::string workload;
  std::string serializer;
  std::size_t bytes;
  double mbps;
  double spread;  // interquartile range / median
  double ratio;   // median over rounds of this row's time / the reference's time
};

}  // namespace

Options parse_options(int argc, char** argv, std::string default_data_dir) {
  Options options;
  options.data_dir = std::move(default_data_dir);
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", arg.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--data") {
      options.data_dir = value();
    } else if (arg == "--seconds") {
      options.seconds_per_workload = std::atof(value().c_str());
    } else if (arg == "--only") {
      options.only.push_back(value());
    } else if (arg == "--clock") {
      const std::string clock = value();
      if (clock != "cpu" && clock != "wall") {
        std::fprintf(stderr, "--clock takes cpu or wall\n");
        std::exit(2);
      }
      options.wall_clock = clock == "wall";
    } else if (arg == "--mode") {
      const std::string mode = value();
      if (mode != "both" && mode != "write" && mode != "read") {
        std::fprintf(stderr, "--mode takes both, write or read\n");
        std::exit(2);
      }
      options.write = mode != "read";
      options.read = mode != "write";
    } else if (arg == "--verify-only") {
      options.verify_only = true;
    } else if (arg == "--samples") {
      options.samples = true;
    } else if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: %s [--data DIR] [--seconds S] [--only WORKLOAD]... [--clock cpu|wall] [--mode M]\n"
          "       [--verify-only] [--samples]\n"
          "  --data DIR      folder with citm_catalog.json, twitter.json, canada.json\n"
          "  --seconds S     timing budget per workload, per input when reading (default %.0f)\n"
          "  --only NAME     run only this workload (citm_catalog, twitter, canada, integers, strings;\n"
          "                  reading also citm_partial, twitter_partial)\n"
          "  --clock C       cpu: the thread's CPU time (default), wall: the steady clock\n"
          "  --mode M        both (default): writing, then reading; write: writing only; read: reading only\n"
          "  --verify-only   check the serializers' output and the readers' values, time nothing\n"
          "  --samples       also print each round's MB/s of every candidate (a bimodal spread shows)\n",
          argv[0], options.seconds_per_workload);
      std::exit(0);
    } else {
      std::fprintf(stderr, "unknown argument '%s' (try --help)\n", arg.c_str());
      std::exit(2);
    }
  }
  return options;
}

void check_workload_names(const Options& options) {
  static const char* const kNames[] = {"citm_catalog", "twitter",      "canada",         "integers",
                                       "strings",      "citm_partial", "twitter_partial"};
  for (const auto& name : options.only) {
    if (std::none_of(std::begin(kNames), std::end(kNames), [&](const char* n) { return name == n; }))
      fail("no workload named '" + name + "'");
  }
}

int run_benchmarks(const std::vector<std::unique_ptr<Peer>>& peers, const DataSets& data, const Options& options) {
  if (peers.empty()) fail("no serializers");
  check_workload_names(options);

  char strings_about[96];
  std::snprintf(strings_about, sizeof strings_about,
                "20k structs of 4 strings, %.1f%% of the strings need escapes", data.escaped_share * 100);

  std::vector<Workload> workloads = {
      {"citm_catalog", "citm_catalog.json: maps, integers, short strings", "citm_catalog.json",
       [&](Peer& p) { return p.serialize(data.citm); }},
      {"twitter", "twitter.json: 100 statuses, long UTF-8 strings, nested", "twitter.json",
       [&](Peer& p) { return p.serialize(data.twitter); }},
      {"canada", "canada.json: ~111k [lon, lat] pairs of doubles", "canada.json",
       [&](Peer& p) { return p.serialize(data.canada); }},
      {"integers", "100k structs of 6 integers, every digit count equally likely", "",
       [&](Peer& p) { return p.serialize(data.integers); }},
      {"strings", strings_about, "", [&](Peer& p) { return p.serialize(data.strings); }},
  };
  if (!options.only.empty()) {
    workloads.erase(std::remove_if(workloads.begin(), workloads.end(),
                                   [&](const Workload& w) {
                                     return std::find(options.only.begin(), options.only.end(), w.name) ==
                                            options.only.end();
                                   }),
                    workloads.end());
  }

  // ---- every output is valid JSON and the same value as the reference's
  const std::string reference_name = peers[0]->name();
  std::vector<std::string> reference_output(workloads.size());
  for (std::size_t w = 0; w < workloads.size(); ++w) {
    const Workload& workload = workloads[w];
    reference_output[w] = std::string(workload.call(*peers[0]));
    const nlohmann::json expected =
        parse_or_fail(reference_output[w], reference_name + " (" + workload.name + ")");
    if (!workload.input_file.empty()) {
      const std::string& text = workload.input_file == "citm_catalog.json" ? data.citm_text
                                : workload.input_file == "twitter.json"    ? data.twitter_text
                                                                           : data.canada_text;
      const nlohmann::json input = strip_nulls(nlohmann::json::parse(text));
      const nlohmann::json written = strip_nulls(expected);
      if (input != written) {
        fail(reference_name + "'s output for " + workload.name + " does not hold the same values as " +
             workload.input_file +
             " (nulls aside): the structs miss or mangle something:" + describe_difference(input, written));
      }
    }
    for (std::size_t p = 1; p < peers.size(); ++p) {
      const std::string who = peers[p]->name() + " (" + workload.name + ")";
      // Twice: the second call reuses the buffers the first one left.
      workload.call(*peers[p]);
      const nlohmann::json actual = parse_or_fail(workload.call(*peers[p]), who);
      if (actual != expected) {
        fail(who + " wrote a different JSON value than " + reference_name + ":" +
             describe_difference(expected, actual));
      }
    }
    std::fprintf(stderr, "checked %-13s %zu serializers write the same JSON value%s\n", workload.name.c_str(),
                 peers.size(), workload.input_file.empty() ? "" : ", which holds every value of the input");
  }
  if (options.verify_only) return 0;

  // ---- timing, round by round
  const bool cpu_clock = use_clock(options.wall_clock);
  const std::string load_before = load_average();
  std::vector<Row> rows;
  int total_rounds = 0;
  for (std::size_t w = 0; w < workloads.size(); ++w) {
    const Workload& workload = workloads[w];
    std::vector<Candidate> candidates;
    std::vector<std::size_t> bytes;  // each candidate's output size
    for (const auto& peer : peers) {
      Peer* p = peer.get();
      Candidate c;
      c.name = p->name();
      c.run = [p, &workload] {
        const std::string_view out = workload.call(*p);
        return out.size() + static_cast<unsigned char>(out[0]);
      };
      candidates.push_back(std::move(c));
      bytes.push_back(workload.call(*p).size());
    }
    // The physical ceiling: copying the reference's bytes into a reused buffer.
    const std::string& source = reference_output[w];
    auto copy = std::make_shared<std::string>(source.size(), '\0');
    Candidate ceiling;
    ceiling.name = "memcpy";
    ceiling.run = [copy, &source] {
      std::memcpy(copy->data(), source.data(), source.size());
      return source.size() + static_cast<unsigned char>((*copy)[0]);
    };
    candidates.push_back(std::move(ceiling));
    bytes.push_back(source.size());

    const int rounds = plan_rounds(candidates, options.seconds_per_workload);
    total_rounds += rounds;
    std::fprintf(stderr, "timing  %-13s %zu serializers x %d rounds ...\n", workload.name.c_str(),
                 candidates.size(), rounds);
    // The memcpy of a large output evicts the input: hence the untimed call
    // before each sample (timing.h).
    run_rounds(candidates, rounds, kSeed + w);
    if (options.samples) print_samples(workload.name + " (writing)", candidates, bytes);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      const Candidate& c = candidates[i];
      const double median = quantile(c.secs, 0.5);
      rows.push_back({workload.name, c.name, bytes[i], static_cast<double>(bytes[i]) / median / 1e6,
                      (quantile(c.secs, 0.75) - quantile(c.secs, 0.25)) / median,
                      paired_ratio(c, candidates[0])});
    }
  }

  // ---- the table
  std::printf("\njsongen serialization benchmark\n");
  std::printf("compiler: %s\nflags:    %s\nescaper:  %s\nCPUs:     %u (load average %s before timing, %s after)\n",
              compiler_name().c_str(), JSONGEN_BENCH_FLAGS, options.escaper.c_str(), std::thread::hardware_concurrency(),
              load_before.c_str(), load_average().c_str());
  std::printf(
      "In-memory structs -> minified JSON in a reused buffer. Serializers interleaved round by round\n"
      "(a new order each round, an untimed call before each sample), %d rounds in all, timed by\n"
      "%s; figures are medians over the rounds.\n"
      "MB/s = output bytes / time (1 MB = 10^6 bytes); +-IQR = interquartile range / median.\n"
      "%s vs = median over the rounds of (other's time / %s's time in the same round):\n"
      "above 1, %s is that many times faster; for memcpy (copying %s's output), the share\n"
      "of the copy ceiling that %s reaches.\n\n",
      total_rounds, cpu_clock ? "the thread's CPU time" : "the wall clock", reference_name.c_str(),
      reference_name.c_str(), reference_name.c_str(), reference_name.c_str(), reference_name.c_str());
  std::printf("%-13s %-24s %10s  %10s %7s %12s\n", "workload", "serializer", "output", "MB/s", "+-IQR",
              (reference_name + " vs").c_str());
  std::string last;
  std::size_t reference_bytes = 0;
  bool any_other_size = false;
  for (const auto& row : rows) {
    if (row.workload != last && !last.empty()) std::printf("\n");
    char ratio[32];
    if (row.serializer == reference_name) {
      std::snprintf(ratio, sizeof ratio, "-");
    } else {
      std::snprintf(ratio, sizeof ratio, "%.2fx", row.ratio);
    }
    if (row.serializer == reference_name) reference_bytes = row.bytes;
    const bool other_size = row.bytes != reference_bytes;
    any_other_size = any_other_size || other_size;
    std::printf("%-13s %-24s %10s%s %10.0f %6.1f%% %12s\n", row.workload == last ? "" : row.workload.c_str(),
                row.serializer.c_str(), human_bytes(row.bytes).c_str(), other_size ? "*" : " ", row.mbps,
                row.spread * 100, ratio);
    last = row.workload;
  }
  if (any_other_size) {
    std::printf(
        "\n* writes the same JSON value in a different number of bytes (numbers spelled otherwise, e.g.\n"
        "  65.0 or 6.5E1 for 65): its MB/s counts its own bytes; the ratio column compares times.\n");
  }
  std::printf("\nworkloads:\n");
  for (const auto& w : workloads) std::printf("  %-13s %s\n", w.name.c_str(), w.about.c_str());
  // The same digests from builds with other compilers (or on other
  // machines) show that the output is the same bytes.
  std::printf("\n%s output, FNV-1a 64 digest:\n", reference_name.c_str());
  for (std::size_t w = 0; w < workloads.size(); ++w) {
    std::uint64_t digest = 14695981039346656037ull;
    for (const char c : reference_output[w]) digest = (digest ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    std::printf("  %-13s %016llx (%zu bytes)\n", workloads[w].name.c_str(), static_cast<unsigned long long>(digest),
                reference_output[w].size());
  }
  return 0;
}

}  // namespace bench
