#include "harness.h"

#include <time.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <thread>

#include "nlohmann_bindings.h"

#ifndef JSONGEN_BENCH_FLAGS
#define JSONGEN_BENCH_FLAGS "(unknown flags)"
#endif

namespace bench {
namespace {

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "\nbenchmark aborted: %s\n", message.c_str());
  std::exit(1);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path + " (pass --data DIR)");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// ---------------------------------------------------------------- workloads

// splitmix64: the same numbers with every compiler and standard library.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t below(std::uint64_t n) { return next() % n; }  // n > 0
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

 private:
  std::uint64_t state_;
};

// A value of T whose digit count is uniform over 1..digits(T::max), so short
// and long numbers are equally common; signed values are negative half the time.
template <class T>
T mixed_magnitude(Random& random) {
  using U = std::make_unsigned_t<T>;
  const std::uint64_t max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  int max_digits = 1;
  for (std::uint64_t m = max; m >= 10; m /= 10) ++max_digits;
  const int digits = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(max_digits)));
  std::uint64_t low = 0;
  std::uint64_t high = 9;
  if (digits > 1) {
    low = 1;
    for (int i = 1; i < digits; ++i) low *= 10;
    high = digits == max_digits ? max : low * 10 - 1;
  }
  const std::uint64_t span = high - low;
  const std::uint64_t magnitude =
      low + (span == std::numeric_limits<std::uint64_t>::max() ? random.next() : random.below(span + 1));
  if constexpr (std::is_signed_v<T>) {
    if (random.chance(0.5)) return static_cast<T>(-static_cast<std::int64_t>(magnitude));
  }
  return static_cast<T>(static_cast<U>(magnitude));
}

std::vector<synthetic::IntegerRecord> make_integers(std::size_t count, std::uint64_t seed) {
  Random random(seed);
  std::vector<synthetic::IntegerRecord> records(count);
  for (auto& r : records) {
    r.id = mixed_magnitude<std::int64_t>(random);
    r.hash = mixed_magnitude<std::uint64_t>(random);
    r.delta = mixed_magnitude<std::int32_t>(random);
    r.count = mixed_magnitude<std::uint32_t>(random);
    r.offset = mixed_magnitude<std::int16_t>(random);
    r.flags = mixed_magnitude<std::uint8_t>(random);
  }
  return records;
}

struct StringMaker {
  Random random;
  std::size_t strings = 0;
  std::size_t escaped = 0;

  std::string word(std::size_t min, std::size_t max, bool capital) {
    static const char* const kAccented[] = {"\xC3\xA9", "\xC3\xBC", "\xC3\xB8", "\xC3\xA7"};  // é ü ø ç
    std::string w;
    const std::size_t n = min + random.below(max - min + 1);
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0 && random.chance(0.03)) {
        w += kAccented[random.below(4)];
      } else {
        const char base = (i == 0 && capital) ? 'A' : 'a';
        w += static_cast<char>(base + random.below(26));
      }
    }
    return w;
  }

  std::string words(std::size_t min_length, std::size_t max_length) {
    const std::size_t target = min_length + random.below(max_length - min_length + 1);
    std::string s = word(2, 9, true);
    while (s.size() < target) {
      if (random.chance(0.1)) s += random.chance(0.5) ? "," : ".";
      s += ' ';
      if (random.chance(0.02)) {
        s += "\xE6\x97\xA5\xE6\x9C\xAC";  // 日本
      } else {
        s += word(1, 9, false);
      }
    }
    return s;
  }

  // ~5% of strings get one to three characters that JSON must escape.
  std::string finish(std::string s) {
    static const char kSpecial[] = {'"', '\\', '\n', '\t', '\r', '\b', '\f', '\x01', '\x1F', '\x00'};
    ++strings;
    if (random.chance(0.05)) {
      ++escaped;
      const std::size_t n = 1 + random.below(3);
      for (std::size_t i = 0; i < n; ++i) {
        std::size_t at = random.below(s.size() + 1);
        // Never split a UTF-8 sequence: move past continuation bytes.
        while (at < s.size() && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) ++at;
        s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), kSpecial[random.below(sizeof kSpecial)]);
      }
    }
    return s;
  }
};

std::vector<synthetic::StringRecord> make_strings(std::size_t count, std::uint64_t seed, double* escaped_share) {
  StringMaker maker{Random(seed)};
  std::vector<synthetic::StringRecord> records(count);
  // One call per statement: the order in which the operands of + are
  // evaluated differs between compilers, and so would the strings.
  for (auto& r : records) {
    std::string first = maker.word(3, 10, true);
    std::string last = maker.word(3, 12, true);
    r.name = maker.finish(first + " " + last);
    std::string user = maker.word(3, 10, false);
    std::string domain = maker.word(3, 10, false);
    std::string tld = maker.word(4, 10, false);
    r.email = maker.finish(user + "." + domain + "@" + tld + ".example");
    r.city = maker.finish(maker.word(4, 14, true));
    r.comment = maker.finish(maker.words(20, 100));
  }
  *escaped_share = static_cast<double>(maker.escaped) / static_cast<double>(maker.strings);
  return records;
}

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

struct Candidate {
  std::string name;
  std::function<std::string_view()> run;
  std::size_t bytes = 0;     // output size
  int reps = 1;              // calls per sample
  std::vector<double> secs;  // seconds per call, one sample per round
};

struct Workload {
  std::string name;
  std::string about;
  std::string input_file;  // for the data sets: checked against jsongen's output
  std::function<std::string_view(Peer&)> call;
};

volatile std::size_t g_sink = 0;

// The clock samples are read from. The thread's CPU time (the default, where
// the system has one) does not advance while the thread waits for a core, so
// another process's build on a shared machine slows the figures far less than
// it slows the wall clock.
bool g_use_cpu_clock = true;

double now_seconds() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
  if (g_use_cpu_clock) {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
  }
#endif
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double time_calls(Candidate& c, int reps) {
  const double start = now_seconds();
  std::size_t sink = 0;
  for (int i = 0; i < reps; ++i) {
    const std::string_view out = c.run();
    sink += out.size() + static_cast<unsigned char>(out[0]);
  }
  const double s = now_seconds() - start;
  g_sink = g_sink + sink;
  return s / reps;
}

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const double at = q * static_cast<double>(v.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(at));
  const auto hi = static_cast<std::size_t>(std::ceil(at));
  return v[lo] + (v[hi] - v[lo]) * (at - static_cast<double>(lo));
}

struct Row {
  std::string workload;
  std::string serializer;
  std::size_t bytes;
  double mbps;
  double spread;  // interquartile range / median
  double ratio;   // median over rounds of this row's time / the reference's time
};

std::string compiler_name() {
#if defined(__clang__)
  return std::string("clang++ ") + __clang_version__;
#elif defined(__GNUC__)
  return std::string("g++ ") + __VERSION__;
#else
  return "unknown compiler";
#endif
}

// The 1-minute load average (Linux), to tell how busy the machine was.
std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string first;
  if (!(in >> first)) return "?";
  return first;
}

std::string human_bytes(std::size_t n) {
  char text[32];
  if (n >= 1000000) {
    std::snprintf(text, sizeof text, "%.2f MB", static_cast<double>(n) / 1e6);
  } else {
    std::snprintf(text, sizeof text, "%.1f kB", static_cast<double>(n) / 1e3);
  }
  return text;
}

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
    } else if (arg == "--verify-only") {
      options.verify_only = true;
    } else if (arg == "--help" || arg == "-h") {
      std::printf(
          "usage: %s [--data DIR] [--seconds S] [--only WORKLOAD]... [--clock cpu|wall] [--verify-only]\n"
          "  --data DIR      folder with citm_catalog.json, twitter.json, canada.json\n"
          "  --seconds S     timing budget per workload (default %.0f)\n"
          "  --only NAME     run only this workload (citm_catalog, twitter, canada, integers, strings)\n"
          "  --clock C       cpu: the thread's CPU time (default), wall: the steady clock\n"
          "  --verify-only   check the serializers' output, time nothing\n",
          argv[0], options.seconds_per_workload);
      std::exit(0);
    } else {
      std::fprintf(stderr, "unknown argument '%s' (try --help)\n", arg.c_str());
      std::exit(2);
    }
  }
  return options;
}

int run_benchmarks(const std::vector<std::unique_ptr<Peer>>& peers, const Options& options) {
  if (peers.empty()) fail("no serializers");
  const std::uint64_t kSeed = 20240601;

  // ---- the data, in memory (loading is not timed)
  std::fprintf(stderr, "loading data sets from %s ...\n", options.data_dir.c_str());
  const std::string citm_text = read_file(options.data_dir + "/citm_catalog.json");
  const std::string twitter_text = read_file(options.data_dir + "/twitter.json");
  const std::string canada_text = read_file(options.data_dir + "/canada.json");
  citm::Catalog citm_data;
  twitter::SearchResult twitter_data;
  canada::FeatureCollection canada_data;
  try {
    citm_data = nlohmann::json::parse(citm_text).get<citm::Catalog>();
    twitter_data = nlohmann::json::parse(twitter_text).get<twitter::SearchResult>();
    canada_data = nlohmann::json::parse(canada_text).get<canada::FeatureCollection>();
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("loading the data sets: ") + e.what());
  }
  const auto integers = make_integers(100000, kSeed);
  double escaped_share = 0;
  const auto strings = make_strings(20000, kSeed + 1, &escaped_share);

  char strings_about[96];
  std::snprintf(strings_about, sizeof strings_about,
                "20k structs of 4 strings, %.1f%% of the strings need escapes", escaped_share * 100);

  std::vector<Workload> workloads = {
      {"citm_catalog", "citm_catalog.json: maps, integers, short strings", "citm_catalog.json",
       [&](Peer& p) { return p.serialize(citm_data); }},
      {"twitter", "twitter.json: 100 statuses, long UTF-8 strings, nested", "twitter.json",
       [&](Peer& p) { return p.serialize(twitter_data); }},
      {"canada", "canada.json: ~111k [lon, lat] pairs of doubles", "canada.json",
       [&](Peer& p) { return p.serialize(canada_data); }},
      {"integers", "100k structs of 6 integers, every digit count equally likely", "",
       [&](Peer& p) { return p.serialize(integers); }},
      {"strings", strings_about, "", [&](Peer& p) { return p.serialize(strings); }},
  };
  if (!options.only.empty()) {
    for (const auto& name : options.only) {
      if (std::none_of(workloads.begin(), workloads.end(), [&](const Workload& w) { return w.name == name; }))
        fail("no workload named '" + name + "'");
    }
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
      const std::string& text = workload.input_file == "citm_catalog.json" ? citm_text
                                : workload.input_file == "twitter.json"    ? twitter_text
                                                                           : canada_text;
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
#if defined(CLOCK_THREAD_CPUTIME_ID)
  g_use_cpu_clock = !options.wall_clock;
#else
  g_use_cpu_clock = false;
#endif
  const std::string load_before = load_average();
  std::vector<Row> rows;
  int total_rounds = 0;
  for (std::size_t w = 0; w < workloads.size(); ++w) {
    const Workload& workload = workloads[w];
    std::vector<Candidate> candidates;
    for (const auto& peer : peers) {
      Peer* p = peer.get();
      Candidate c;
      c.name = p->name();
      c.run = [p, &workload] { return workload.call(*p); };
      candidates.push_back(std::move(c));
    }
    // The physical ceiling: copying the reference's bytes into a reused buffer.
    const std::string& source = reference_output[w];
    auto copy = std::make_shared<std::string>(source.size(), '\0');
    Candidate ceiling;
    ceiling.name = "memcpy";
    ceiling.run = [copy, &source] {
      std::memcpy(copy->data(), source.data(), source.size());
      return std::string_view(copy->data(), source.size());
    };
    candidates.push_back(std::move(ceiling));

    // Warm up, then choose calls per sample so that a sample lasts >= 2 ms.
    double round_seconds = 0;
    for (auto& c : candidates) {
      c.bytes = c.run().size();
      double best = time_calls(c, 1);
      for (int i = 0; i < 3; ++i) best = std::min(best, time_calls(c, 1));
      c.reps = std::max(1, static_cast<int>(std::ceil(2e-3 / best)));
      round_seconds += best * (c.reps + 1);  // and one untimed call
    }
    const int rounds = std::clamp(static_cast<int>(options.seconds_per_workload / round_seconds), 15, 2000);
    total_rounds += rounds;
    std::fprintf(stderr, "timing  %-13s %zu serializers x %d rounds ...\n", workload.name.c_str(),
                 candidates.size(), rounds);
    // Each round in a new order, and each sample after an untimed call of
    // its own: what runs before a serializer leaves the caches in its state
    // (the memcpy of a large output evicts the input), and a rotated order
    // kept the same neighbours (jsongen always ran after the memcpy, 15-17%
    // slower than an identical copy of itself running after jsongen).
    Random order_random(kSeed + w);
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (int r = 0; r < rounds; ++r) {
      for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[order_random.below(i)]);
      for (const std::size_t i : order) {
        Candidate& c = candidates[i];
        time_calls(c, 1);  // warm
        c.secs.push_back(time_calls(c, c.reps));
      }
    }
    for (const auto& c : candidates) {
      const double median = quantile(c.secs, 0.5);
      // Ratios are paired by round: both times come from the same moment, so
      // a load that comes and goes on the machine cancels out.
      std::vector<double> ratios(c.secs.size());
      for (std::size_t r = 0; r < ratios.size(); ++r) ratios[r] = c.secs[r] / candidates[0].secs[r];
      rows.push_back({workload.name, c.name, c.bytes, static_cast<double>(c.bytes) / median / 1e6,
                      (quantile(c.secs, 0.75) - quantile(c.secs, 0.25)) / median, quantile(ratios, 0.5)});
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
      total_rounds, g_use_cpu_clock ? "the thread's CPU time" : "the wall clock", reference_name.c_str(),
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
