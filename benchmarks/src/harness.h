// The serialization benchmark: checks every serializer's output against the
// first one's, then times them all round by round and prints the table; and
// the command line both benchmarks share.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "data_sets.h"
#include "peer.h"

namespace bench {

struct Options {
  std::string data_dir;              // citm_catalog.json, twitter.json, canada.json
  double seconds_per_workload = 7;   // timing budget of each workload (of each input, when reading)
  std::vector<std::string> only;     // workload names to run; empty: all
  bool wall_clock = false;           // time by the steady clock instead of the thread's CPU time
  bool verify_only = false;
  bool samples = false;  // also print every sample (one line per round), not only the medians
  bool write = true;    // run the serialization benchmark
  bool read = true;     // run the reading benchmark
  std::string escaper;  // which of jsongen's string escapers runs (printed with the table)
};

// Parses --data DIR, --seconds S, --only NAME (repeatable), --clock cpu|wall,
// --mode both|write|read, --verify-only, --samples, --help. Exits on a bad argument.
Options parse_options(int argc, char** argv, std::string default_data_dir);

// Stops the program if a name given to --only is no workload.
void check_workload_names(const Options& options);

// peers[0] is the reference (jsongen): every other peer must write the same
// JSON value, and ratios are given relative to it. Returns the exit status.
int run_benchmarks(const std::vector<std::unique_ptr<Peer>>& peers, const DataSets& data, const Options& options);

}  // namespace bench
