// The reading benchmark: each workload's JSON text (the minified document as
// the reference serializer writes it, and for the data sets also the file as
// distributed) read by every reader into the workload's structs; checks that
// every reader's value equals the one the data sets were loaded into, then
// times them all round by round as the serialization benchmark does and
// prints the table.
#pragma once

#include <memory>
#include <vector>

#include "data_sets.h"
#include "harness.h"
#include "peer.h"
#include "reader.h"

namespace bench {

// `writer` makes the minified texts (jsongen's serializer). Ratios are given
// relative to the reader named "jsongen" if there is one, else to the fastest
// reader of each input. Returns the exit status.
int run_reading_benchmarks(const std::vector<std::unique_ptr<Reader>>& readers, Peer& writer,
                           const DataSets& data, const Options& options);

}  // namespace bench
