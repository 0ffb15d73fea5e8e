// The benchmark program: jsongen against RapidJSON, nlohmann::json and
// Boost.JSON on the same structs, writing them (in-memory structs -> JSON)
// and reading them (JSON -> the structs; also simdjson On-Demand where it is
// installed). `jsongen_bench --help`.
#include "harness.h"
#include "peers.h"
#include "readers.h"
#include "reading.h"

#ifndef JSONGEN_BENCH_DATA_DIR
#define JSONGEN_BENCH_DATA_DIR "benchmarks/data"
#endif

int main(int argc, char** argv) {
  bench::Options options = bench::parse_options(argc, argv, JSONGEN_BENCH_DATA_DIR);
  options.escaper = bench::jsongen_escaper();
  bench::check_workload_names(options);
  std::vector<std::unique_ptr<bench::Peer>> peers;
  peers.push_back(bench::make_jsongen_peer());  // the reference: first
  peers.push_back(bench::make_jsongen_inline_peer());
  peers.push_back(bench::make_jsongen_unchecked_peer());
  peers.push_back(bench::make_rapidjson_peer());
  peers.push_back(bench::make_nlohmann_peer());
  peers.push_back(bench::make_boostjson_peer());

  std::vector<std::unique_ptr<bench::Reader>> readers;
  if (auto jsongen = bench::make_jsongen_reader()) readers.push_back(std::move(jsongen));
  readers.push_back(bench::make_rapidjson_reader());
  readers.push_back(bench::make_nlohmann_reader());
  readers.push_back(bench::make_boostjson_reader());
#if defined(JSONGEN_BENCH_HAVE_SIMDJSON)
  readers.push_back(bench::make_simdjson_reader());
#endif

  const bench::DataSets data = bench::load_data_sets(options.data_dir);
  if (options.write) {
    const int status = bench::run_benchmarks(peers, data, options);
    if (status != 0) return status;
  }
  if (options.read) return bench::run_reading_benchmarks(readers, *peers[0], data, options);
  return 0;
}
