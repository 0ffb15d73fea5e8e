#include "timing.h"

#include <time.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>

#include "random.h"

namespace bench {
namespace {

volatile std::size_t g_sink = 0;

// The thread's CPU time (the default, where the system has one) does not
// advance while the thread waits for a core, so another process's build on a
// shared machine slows the figures far less than it slows the wall clock.
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
  for (int i = 0; i < reps; ++i) sink += c.run();
  const double s = now_seconds() - start;
  g_sink = g_sink + sink;
  return s / reps;
}

}  // namespace

bool use_clock(bool wall) {
#if defined(CLOCK_THREAD_CPUTIME_ID)
  g_use_cpu_clock = !wall;
#else
  (void)wall;
  g_use_cpu_clock = false;
#endif
  return g_use_cpu_clock;
}

int plan_rounds(std::vector<Candidate>& candidates, double seconds) {
  double round_seconds = 0;
  for (auto& c : candidates) {
    g_sink = g_sink + c.run();
    double best = time_calls(c, 1);
    for (int i = 0; i < 3; ++i) best = std::min(best, time_calls(c, 1));
    c.reps = std::max(1, static_cast<int>(std::ceil(2e-3 / best)));
    round_seconds += best * (c.reps + 1);  // and one untimed call
  }
  return std::clamp(static_cast<int>(seconds / round_seconds), 15, 2000);
}

void run_rounds(std::vector<Candidate>& candidates, int rounds, std::uint64_t seed) {
  // A rotated order used to run jsongen always after the memcpy of the write
  // benchmark, 15-17% slower than an identical copy of itself running after
  // jsongen: hence a shuffle per round and a warming call per sample.
  Random order_random(seed);
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
}

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const double at = q * static_cast<double>(v.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(at));
  const auto hi = static_cast<std::size_t>(std::ceil(at));
  return v[lo] + (v[hi] - v[lo]) * (at - static_cast<double>(lo));
}

double paired_ratio(const Candidate& c, const Candidate& reference) {
  std::vector<double> ratios(c.secs.size());
  for (std::size_t r = 0; r < ratios.size(); ++r) ratios[r] = c.secs[r] / reference.secs[r];
  return quantile(ratios, 0.5);
}

void print_samples(const std::string& title, const std::vector<Candidate>& candidates,
                   const std::vector<std::size_t>& bytes) {
  std::printf("\nsamples, %s: MB/s per round\nround", title.c_str());
  for (const auto& c : candidates) std::printf(" %12.12s", c.name.c_str());
  std::printf("\n");
  const std::size_t rounds = candidates.empty() ? 0 : candidates[0].secs.size();
  for (std::size_t r = 0; r < rounds; ++r) {
    std::printf("%5zu", r);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      std::printf(" %12.0f", static_cast<double>(bytes[i]) / candidates[i].secs[r] / 1e6);
    }
    std::printf("\n");
  }
  std::printf("%-24s %8s %8s %8s %8s %8s  (MB/s)\n", "", "min", "p10", "median", "p90", "max");
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto mbps = [&](double q) { return static_cast<double>(bytes[i]) / quantile(candidates[i].secs, q) / 1e6; };
    std::printf("%-24.24s %8.0f %8.0f %8.0f %8.0f %8.0f\n", candidates[i].name.c_str(), mbps(1), mbps(0.9), mbps(0.5),
                mbps(0.1), mbps(0));
  }
}

std::string compiler_name() {
#if defined(__clang__)
  return std::string("clang++ ") + __clang_version__;
#elif defined(__GNUC__)
  return std::string("g++ ") + __VERSION__;
#else
  return "unknown compiler";
#endif
}

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

}  // namespace bench
