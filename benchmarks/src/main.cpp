// The benchmark program: jsongen against RapidJSON, nlohmann::json and
// Boost.JSON on the same in-memory structs. `jsongen_bench --help`.
#include "harness.h"
#include "peers.h"

#ifndef JSONGEN_BENCH_DATA_DIR
#define JSONGEN_BENCH_DATA_DIR "benchmarks/data"
#endif

int main(int argc, char** argv) {
  bench::Options options = bench::parse_options(argc, argv, JSONGEN_BENCH_DATA_DIR);
  options.escaper = bench::jsongen_escaper();
  std::vector<std::unique_ptr<bench::Peer>> peers;
  peers.push_back(bench::make_jsongen_peer());  // the reference: first
  peers.push_back(bench::make_jsongen_inline_peer());
  peers.push_back(bench::make_jsongen_unchecked_peer());
  peers.push_back(bench::make_rapidjson_peer());
  peers.push_back(bench::make_nlohmann_peer());
  peers.push_back(bench::make_boostjson_peer());
  return bench::run_benchmarks(peers, options);
}
