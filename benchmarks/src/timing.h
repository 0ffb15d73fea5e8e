// How both benchmarks time what they compare: candidates interleaved round by
// round, a new order each round, an untimed call before each sample, samples
// of >= 2 ms read from the thread's CPU time; and what the tables print about
// the run (compiler, load).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bench {

struct Candidate {
  std::string name;
  // One call. What it returns is summed into a volatile, so that the call
  // cannot be optimised away.
  std::function<std::size_t()> run;
  int reps = 1;              // calls per sample
  std::vector<double> secs;  // seconds per call, one sample per round
};

// The clock samples are read from: the thread's CPU time (where the system
// has one) unless `wall` asks for the steady clock. Returns whether the CPU
// time is used.
bool use_clock(bool wall);

// Warms every candidate up and chooses its calls per sample so that a sample
// lasts >= 2 ms; returns how many rounds fit in `seconds` (15 to 2000).
int plan_rounds(std::vector<Candidate>& candidates, double seconds);

// Times `rounds` rounds: each in a new order drawn from `seed`, each sample
// after an untimed call of its own (what runs before a candidate leaves the
// caches in its state, and a fixed order kept the same neighbours).
void run_rounds(std::vector<Candidate>& candidates, int rounds, std::uint64_t seed);

double quantile(std::vector<double> v, double q);

// The median over the rounds of (c's time / reference's time in the same
// round): both times come from the same moment, so a load that comes and
// goes on the machine cancels out.
double paired_ratio(const Candidate& c, const Candidate& reference);

// Every sample as MB/s (bytes[i] / candidate i's time), one line per round,
// then each candidate's range: whether one candidate jumps between two
// speeds while the others in the same rounds hold steady.
void print_samples(const std::string& title, const std::vector<Candidate>& candidates,
                   const std::vector<std::size_t>& bytes);

std::string compiler_name();
std::string load_average();  // the 1-minute load average (Linux), or "?"
std::string human_bytes(std::size_t n);

}  // namespace bench
