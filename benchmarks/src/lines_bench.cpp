// JSON Lines reading: ~100 MB of twitter statuses (benchmarks/data/
// twitter.json's, minified one per line with their keys in the file's order,
// repeated) read into twitter::Status by jsongen::read_lines and by
// simdjson's On-Demand iterate_many, side by side: rounds in a new order
// each time, thread CPU time (timing.h), MB/s and the ratio. Both fill the
// same struct, every field of twitter.h's Status (the retweeted status,
// the user, the entities and media included), simdjson by hand-written
// get calls; a checksum of the fields read must be the same.
//
// usage: jsongen_lines_bench [MB] [seconds]     (default 100 MB, 20 s)
#include <jsongen/lines.h>
#include <jsongen/read_lines_parallel.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <istream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "bench/twitter.json.h"
#include "lines_checksum.h"
#include "lines_simdjson.h"
#include "timing.h"

namespace {

// ---- The input ----------------------------------------------------------------------------

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(1);
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

int main(int argc, char** argv) {
  const double megabytes = argc > 1 ? std::atof(argv[1]) : 100;
  const double seconds = argc > 2 ? std::atof(argv[2]) : 20;
  const auto doc = nlohmann::ordered_json::parse(read_file(JSONGEN_BENCH_DATA_DIR "/twitter.json"));
  std::string once;
  for (const auto& status : doc["statuses"]) once += status.dump() + "\n";
  const auto target = static_cast<std::size_t>(megabytes * 1e6);
  std::string lines;  // (not const: the stream buffer's get area is char*)
  lines.reserve(target + once.size());
  std::size_t records = 0;
  while (lines.size() < target) {
    lines += once;
    records += doc["statuses"].size();
  }
  const simdjson::padded_string padded(lines);

  twitter::Status record;
  std::uint64_t jsongen_sum = 0;
  auto run_jsongen = [&]() -> std::size_t {
    std::uint64_t sum = 0;
    const jsongen::lines_status s = jsongen::read_lines(lines, record, [&](twitter::Status& st) { sum += lines_bench::status_sum(st); });
    if (!s) {
      std::fprintf(stderr, "jsongen: %s\n", s.message().c_str());
      std::exit(1);
    }
    jsongen_sum = sum;
    return s.records;
  };
  // The same text through an std::istream (read_lines's refilled buffer,
  // 256 KiB), from a stream buffer over the string: no copy of its own.
  struct memory_buffer : std::streambuf {
    explicit memory_buffer(std::string& text) { setg(&text[0], &text[0], &text[0] + text.size()); }
  };
  std::uint64_t stream_sum = 0;
  auto run_stream = [&]() -> std::size_t {
    memory_buffer buffer(lines);
    std::istream in(&buffer);
    std::uint64_t sum = 0;
    const jsongen::lines_status s =
        jsongen::read_lines(in, record, [&](twitter::Status& st) { sum += lines_bench::status_sum(st); });
    if (!s) {
      std::fprintf(stderr, "jsongen: %s\n", s.message().c_str());
      std::exit(1);
    }
    stream_sum = sum;
    return s.records;
  };
  twitter::Status simd_record;
  std::uint64_t simdjson_sum = 0, haswell_sum = 0;
  auto run_simdjson = [&]() -> std::size_t {
    std::uint64_t sum = 0;
    const std::size_t n = lines_simdjson_default::read_lines(padded, simd_record, sum);
    simdjson_sum = sum;
    return n;
  };
  auto run_haswell = [&]() -> std::size_t {
    std::uint64_t sum = 0;
    const std::size_t n = lines_simdjson_haswell::read_lines(padded, simd_record, sum);
    haswell_sum = sum;
    return n;
  };
  const std::size_t a = run_jsongen(), b = run_simdjson(), c = run_haswell();
  if (run_stream() != records || stream_sum != jsongen_sum) {
    std::fprintf(stderr, "read_lines from an std::istream read other values\n");
    return 1;
  }
  std::printf("JSON Lines: %zu twitter statuses, %s (records read: jsongen %zu, simdjson %zu and %zu)\n", records,
              bench::human_bytes(lines.size()).c_str(), a, b, c);
  std::printf("checksum of the fields read: jsongen %016" PRIx64 ", simdjson %016" PRIx64 " and %016" PRIx64 " (%s)\n",
              jsongen_sum, simdjson_sum, haswell_sum,
              jsongen_sum == simdjson_sum && jsongen_sum == haswell_sum ? "same" : "DIFFERENT");
  if (a != records || b != records || c != records || jsongen_sum != simdjson_sum || jsongen_sum != haswell_sum)
    return 1;

  const bool cpu = bench::use_clock(false);
  // Every record kept, in a vector (what read_lines_parallel gives), on one thread.
  std::vector<twitter::Status> kept;
  auto run_vector = [&]() -> std::size_t {
    const jsongen::lines_status s = jsongen::read_lines_parallel(lines, kept, 1);
    if (!s || kept.size() != records) std::exit(1);
    return kept.size();
  };
  const std::string plain_kernel = lines_simdjson_default::kernel();
  const std::string haswell_kernel = lines_simdjson_haswell::kernel();
  std::vector<bench::Candidate> candidates = {
      {"jsongen read_lines", run_jsongen, 1, {}},
      {"jsongen read_lines from an std::istream", run_stream, 1, {}},
      {"jsongen read_lines_parallel, 1 thread (a vector)", run_vector, 1, {}},
      {"simdjson iterate_many (" + plain_kernel + ")", run_simdjson, 1, {}},
      {"simdjson iterate_many (" + haswell_kernel + ", -march=haswell)", run_haswell, 1, {}}};
  const int rounds = bench::plan_rounds(candidates, seconds);
  bench::run_rounds(candidates, rounds, 42);
  std::printf("%s, %s time, %d rounds, load %s; simdjson's stage 1 in a thread of its own: %s\n",
              bench::compiler_name().c_str(), cpu ? "thread CPU" : "wall", rounds, bench::load_average().c_str(),
              lines_simdjson_default::threaded() || lines_simdjson_haswell::threaded() ? "yes" : "no");
  for (const auto& c : candidates) {
    const double median = bench::quantile(c.secs, 0.5);
    std::printf("  %-50s %8.1f MB/s (median of %zu samples; best %.1f)\n", c.name.c_str(),
                static_cast<double>(lines.size()) / median / 1e6, c.secs.size(),
                static_cast<double>(lines.size()) / bench::quantile(c.secs, 0) / 1e6);
  }
  for (std::size_t i = 1; i < candidates.size(); ++i) {
    std::printf("  ratio %s time / jsongen time (paired median): %.2fx\n", candidates[i].name.c_str(),
                bench::paired_ratio(candidates[i], candidates[0]));
  }

  // Several threads on the one buffer (read_lines_parallel: the records
  // into a vector, in input order), wall time: 1 thread against 2.
  bench::use_clock(true);
  std::vector<twitter::Status> statuses;
  auto parallel = [&](unsigned threads) {
    return [&, threads]() -> std::size_t {
      const jsongen::lines_status s = jsongen::read_lines_parallel(lines, statuses, threads);
      if (!s || statuses.size() != records) std::exit(1);
      std::uint64_t sum = 0;
      for (const twitter::Status& st : statuses) sum += lines_bench::status_sum(st);
      if (sum != jsongen_sum) std::exit(1);
      return statuses.size();
    };
  };
  std::vector<bench::Candidate> threaded = {{"jsongen read_lines_parallel, 1 thread", parallel(1), 1, {}},
                                            {"jsongen read_lines_parallel, 2 threads", parallel(2), 1, {}}};
  const int parallel_rounds = bench::plan_rounds(threaded, seconds / 2);
  bench::run_rounds(threaded, parallel_rounds, 43);
  std::printf("several threads, wall time, %d rounds, load %s (checksums as above)\n", parallel_rounds,
              bench::load_average().c_str());
  for (const auto& c : threaded) {
    std::printf("  %-50s %8.1f MB/s (median)\n", c.name.c_str(),
                static_cast<double>(lines.size()) / bench::quantile(c.secs, 0.5) / 1e6);
  }
  std::printf("  speed-up of 2 threads (paired median): %.2fx\n", bench::paired_ratio(threaded[0], threaded[1]));
  return 0;
}
