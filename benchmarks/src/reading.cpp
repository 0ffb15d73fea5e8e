#include "reading.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "fail.h"
#include "same_value.h"
#include "timing.h"

#ifndef JSONGEN_BENCH_FLAGS
#define JSONGEN_BENCH_FLAGS "(unknown flags)"
#endif

namespace bench {
namespace {

// Past the end of each input's bytes, spare capacity for a parser that wants
// padding (simdjson's SIMDJSON_PADDING is 64): see reader.h.
constexpr std::size_t kSpareCapacity = 64;

struct Input {
  std::string name;  // "minified" or "file"
  std::string text;
};

// The minified text, and the file's when there is one. Each built in place:
// a copy of a std::string would not keep the spare capacity.
std::vector<Input> inputs(std::string_view minified, const std::string* file = nullptr) {
  std::vector<Input> result;
  auto add = [&result](const char* name, std::string_view text) {
    Input& input = result.emplace_back();
    input.name = name;
    input.text.reserve(text.size() + kSpareCapacity);
    input.text.assign(text.data(), text.size());
  };
  add("minified", minified);
  if (file != nullptr) add("file", *file);
  return result;
}

struct ReadWorkload {
  std::string name;
  bool partial = false;  // read only by the readers that have the partial models
  std::string about;
  std::vector<Input> inputs;
  // Reads `text` into a new value and again into the same one, and compares
  // each with the reference: "" or what went wrong.
  std::function<std::string(Reader&, const std::string& text, Rounding& rounding)> check;
  // One timed call of `reader` on `text`, into a value of its own that every
  // call reuses.
  std::function<std::function<std::size_t()>(Reader&, const std::string& text)> timed_call;
};

template <class T>
ReadWorkload make_workload(std::string name, std::string about, const T& reference, std::vector<Input> inputs) {
  ReadWorkload w;
  w.name = std::move(name);
  w.about = std::move(about);
  w.inputs = std::move(inputs);
  w.check = [&reference](Reader& reader, const std::string& text, Rounding& rounding) -> std::string {
    T value{};
    for (const char* pass : {"into a new value", "again into the same value"}) {
      if (!reader.read(text, value)) return std::string("reading ") + pass + " failed: " + reader.error();
      rounding = Rounding{reader.double_error_ulps()};
      const std::string difference = first_difference(reference, value, rounding);
      if (!difference.empty()) return std::string("the value read ") + pass + " differs: " + difference;
    }
    return "";
  };
  w.timed_call = [](Reader& reader, const std::string& text) -> std::function<std::size_t()> {
    auto value = std::make_shared<T>();
    return [&reader, &text, value]() -> std::size_t {
      if (!reader.read(text, *value)) fail(reader.name() + " failed while timed: " + reader.error());
      return 1;
    };
  };
  return w;
}

struct Row {
  std::string workload;
  std::string input;
  std::string reader;
  std::size_t bytes;
  double mbps;
  double ns_per_byte;
  double spread;       // interquartile range / median
  double ratio;        // median over rounds of this row's time / the reference's time
  bool reference;
};

}  // namespace

int run_reading_benchmarks(const std::vector<std::unique_ptr<Reader>>& readers, Peer& writer,
                           const DataSets& data, const Options& options) {
  if (readers.empty()) fail("no readers");
  check_workload_names(options);

  char strings_about[96];
  std::snprintf(strings_about, sizeof strings_about,
                "20k structs of 4 strings, %.1f%% of the strings have escapes", data.escaped_share * 100);
  std::vector<ReadWorkload> workloads;
  workloads.push_back(make_workload("citm_catalog", "citm_catalog.json: maps, integers, short strings", data.citm,
                                    inputs(writer.serialize(data.citm), &data.citm_text)));
  workloads.push_back(make_workload("twitter", "twitter.json: 100 statuses, long UTF-8 strings, \\u escapes, nested",
                                    data.twitter, inputs(writer.serialize(data.twitter), &data.twitter_text)));
  workloads.push_back(make_workload("canada", "canada.json: ~111k [lon, lat] pairs of doubles", data.canada,
                                    inputs(writer.serialize(data.canada), &data.canada_text)));
  // The partial models read the same texts as the full ones, skipping the keys they leave out.
  workloads.push_back(make_workload("citm_partial", "citm_catalog.json into a third of its members (citm_partial.h)",
                                    data.citm_partial, inputs(writer.serialize(data.citm), &data.citm_text)));
  workloads.back().partial = true;
  workloads.push_back(make_workload("twitter_partial",
                                    "twitter.json without geo, coordinates, place, contributors, user.protected",
                                    data.twitter_partial, inputs(writer.serialize(data.twitter), &data.twitter_text)));
  workloads.back().partial = true;
  workloads.push_back(make_workload("integers", "100k structs of 6 integers, every digit count equally likely",
                                    data.integers, inputs(writer.serialize(data.integers))));
  workloads.push_back(make_workload("strings", strings_about, data.strings, inputs(writer.serialize(data.strings))));
  if (!options.only.empty()) {
    workloads.erase(std::remove_if(workloads.begin(), workloads.end(),
                                   [&](const ReadWorkload& w) {
                                     return std::find(options.only.begin(), options.only.end(), w.name) ==
                                            options.only.end();
                                   }),
                    workloads.end());
  }

  for (const auto& workload : workloads) {
    for (const auto& input : workload.inputs) {
      if (input.text.capacity() < input.text.size() + kSpareCapacity) fail("an input lost its spare capacity");
    }
  }

  // ---- every reader's value equals the reference
  std::vector<std::string> inexact;  // what the readers whose doubles are not correctly rounded got
  for (const auto& workload : workloads) {
    for (const auto& input : workload.inputs) {
      for (const auto& reader : readers) {
        if (workload.partial && !reader->reads_partial_models()) continue;
        Rounding rounding;
        const std::string problem = workload.check(*reader, input.text, rounding);
        if (!problem.empty()) {
          fail(reader->name() + " reading " + workload.name + " (" + input.name + "): " + problem);
        }
        if (rounding.off > 0) {
          char text[200];
          std::snprintf(text, sizeof text, "%s, %s (%s): %zu of %zu doubles not correctly rounded, up to %llu ulp",
                        reader->name().c_str(), workload.name.c_str(), input.name.c_str(), rounding.off,
                        rounding.doubles, static_cast<unsigned long long>(rounding.max_ulps));
          inexact.push_back(text);
          std::fprintf(stderr, "note    %s\n", text);
        }
      }
    }
    const auto checked = std::count_if(readers.begin(), readers.end(), [&](const auto& reader) {
      return !workload.partial || reader->reads_partial_models();
    });
    std::fprintf(stderr, "checked %-15s %td readers read the value the data set holds from %s\n", workload.name.c_str(),
                 checked, workload.inputs.size() > 1 ? "the minified text and the file" : "the minified text");
  }
  if (options.verify_only) return 0;

  // ---- timing, round by round
  const bool cpu_clock = use_clock(options.wall_clock);
  const std::string load_before = load_average();
  const auto jsongen = std::find_if(readers.begin(), readers.end(), [](const auto& r) { return r->name() == "jsongen"; });
  const std::string reference_name = jsongen != readers.end() ? "jsongen" : "";
  std::vector<Row> rows;
  int total_rounds = 0;
  std::uint64_t seed = kSeed + 100;
  for (const auto& workload : workloads) {
    for (const auto& input : workload.inputs) {
      std::vector<Candidate> candidates;
      std::size_t reference = candidates.size();  // jsongen's row, if it reads this workload
      for (const auto& reader : readers) {
        if (workload.partial && !reader->reads_partial_models()) continue;
        if (reader->name() == "jsongen") reference = candidates.size();
        Candidate c;
        c.name = reader->name();
        c.run = workload.timed_call(*reader, input.text);
        candidates.push_back(std::move(c));
      }
      const int rounds = plan_rounds(candidates, options.seconds_per_workload);
      total_rounds += rounds;
      std::fprintf(stderr, "timing  %-15s %-8s %zu readers x %d rounds ...\n", workload.name.c_str(),
                   input.name.c_str(), candidates.size(), rounds);
      run_rounds(candidates, rounds, seed++);
      if (options.samples) {
        print_samples(workload.name + " " + input.name + " (reading)", candidates,
                      std::vector<std::size_t>(candidates.size(), input.text.size()));
      }

      std::vector<double> medians;
      for (const auto& c : candidates) medians.push_back(quantile(c.secs, 0.5));
      if (reference == candidates.size()) {
        reference = static_cast<std::size_t>(std::min_element(medians.begin(), medians.end()) - medians.begin());
      }
      const double bytes = static_cast<double>(input.text.size());
      for (std::size_t i = 0; i < candidates.size(); ++i) {
        const Candidate& c = candidates[i];
        rows.push_back({workload.name, input.name, c.name, input.text.size(), bytes / medians[i] / 1e6,
                        medians[i] / bytes * 1e9,
                        (quantile(c.secs, 0.75) - quantile(c.secs, 0.25)) / medians[i],
                        paired_ratio(c, candidates[reference]), i == reference});
      }
    }
  }

  // ---- the table
  const std::string versus = reference_name.empty() ? "fastest" : reference_name;
  std::printf("\njsongen reading benchmark\n");
  std::printf("compiler: %s\nflags:    %s\nCPUs:     %u (load average %s before timing, %s after)\n",
              compiler_name().c_str(), JSONGEN_BENCH_FLAGS, std::thread::hardware_concurrency(),
              load_before.c_str(), load_average().c_str());
  std::printf(
      "JSON text in a std::string -> the workload's structs, read into the same value by every call\n"
      "(strings and vectors keep their capacity), each reader validating as described below.\n"
      "Readers interleaved round by round (a new order each round, an untimed call before each\n"
      "sample), %d rounds in all, timed by %s; figures are medians over the rounds.\n"
      "MB/s = input bytes / time (1 MB = 10^6 bytes); ns/B = time per input byte;\n"
      "+-IQR = interquartile range / median.\n",
      total_rounds, cpu_clock ? "the thread's CPU time" : "the wall clock");
  if (reference_name.empty()) {
    std::printf(
        "fastest vs = median over the rounds of (other's time / the fastest reader's time in the same\n"
        "round), the fastest being the reader of the least median time on that input (marked -).\n\n");
  } else {
    std::printf(
        "%s vs = median over the rounds of (other's time / %s's time in the same round):\n"
        "above 1, %s is that many times faster.\n\n",
        reference_name.c_str(), reference_name.c_str(), reference_name.c_str());
  }
  std::printf("%-15s %-9s %-28s %10s  %8s %7s %7s %12s\n", "workload", "input", "reader", "input", "MB/s", "ns/B",
              "+-IQR", (versus + " vs").c_str());
  std::string last;
  for (const auto& row : rows) {
    const std::string key = row.workload + "/" + row.input;
    if (key != last && !last.empty()) std::printf("\n");
    char ratio[32];
    if (row.reference) {
      std::snprintf(ratio, sizeof ratio, "-");
    } else {
      std::snprintf(ratio, sizeof ratio, "%.2fx", row.ratio);
    }
    const bool first = key != last;
    std::printf("%-15s %-9s %-28s %10s  %8.0f %7.3f %6.1f%% %12s\n", first ? row.workload.c_str() : "",
                first ? row.input.c_str() : "", row.reader.c_str(), human_bytes(row.bytes).c_str(), row.mbps,
                row.ns_per_byte, row.spread * 100, ratio);
    last = key;
  }
  std::printf("\nworkloads (minified: the reference serializer's output; file: as distributed):\n");
  for (const auto& w : workloads) std::printf("  %-15s %s\n", w.name.c_str(), w.about.c_str());
  std::printf("\nreaders:\n");
  for (const auto& reader : readers) std::printf("  %-28s %s\n", reader->name().c_str(), reader->about().c_str());
  if (!inexact.empty()) {
    std::printf("\nvalues accepted with doubles off in the last place (every other double has strtod's bits):\n");
    for (const auto& line : inexact) std::printf("  %s\n", line.c_str());
  }
  return 0;
}

}  // namespace bench
