// What switching from nlohmann::json to jsongen --nlohmann gains, with zero
// edits to the headers: the same telemetry records (bench/telemetry.h,
// declared with nlohmann's macros) written and read by nlohmann::json and by
// the code jsongen generated from those macros, timed side by side in one
// process (timing.h), as ratios. It first checks that both write the same
// JSON value and read back what they wrote. Prints figures; not a test.
//
//   jsongen_nlohmann_bench [--frames N] [--seconds S]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench/telemetry.json.h"
#include "timing.h"

namespace {

// Deterministic records: a few cameras, 8-40 samples a frame, a few
// exposure settings and tags.
telemetry::Session make_session(std::size_t frames) {
  std::uint64_t state = 42;
  auto next = [&state] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 33;
  };
  static const char* const cameras[] = {"front-left", "front-right", "rear", "cabin \"inner\""};
  static const char* const tags[] = {"night", "rain", "tunnel", "calibrated", "über"};
  telemetry::Session session;
  session.device = "rig-07";
  session.firmware = 30417;
  for (std::size_t i = 0; i < frames; ++i) {
    telemetry::Frame frame;
    frame.id = 1000000 + i;
    frame.camera = cameras[next() % 4];
    frame.health = static_cast<telemetry::Health>(next() % 3);
    const std::size_t samples = 8 + next() % 33;
    for (std::size_t s = 0; s < samples; ++s) {
      telemetry::Sample sample;
      sample.t_us = 1700000000000000ll + static_cast<std::int64_t>(i * 33333 + s * 97);
      sample.value = static_cast<double>(next() % 2000000) / 1000.0 - 1000.0;
      sample.error = static_cast<float>(next() % 1000) / 4096.0f;
      sample.axis = static_cast<telemetry::Axis>(next() % 3);
      frame.samples.push_back(sample);
    }
    frame.exposure = {{"gain", static_cast<double>(next() % 64) / 8}, {"shutter_ms", 1.0 / (1 + next() % 500)}};
    for (std::size_t t = next() % 3; t > 0; --t) frame.tags.push_back(tags[next() % 5]);
    frame.dropped = next() % 50 == 0;
    frame.temperature_mc = static_cast<std::int32_t>(next() % 90000) - 20000;
    session.frames.push_back(std::move(frame));
  }
  return session;
}

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "jsongen_nlohmann_bench: %s\n", what.c_str());
  std::exit(1);
}

void print_table(const char* title, std::vector<bench::Candidate>& candidates, std::size_t bytes) {
  std::printf("\n%s (%s of JSON)\n", title, bench::human_bytes(bytes).c_str());
  std::printf("  %-28s %10s %10s %12s\n", "", "median", "MB/s", "vs jsongen");
  for (const auto& c : candidates) {
    const double secs = bench::quantile(c.secs, 0.5);
    std::printf("  %-28s %8.3f ms %10.0f %11.2fx\n", c.name.c_str(), secs * 1e3, bytes / secs / 1e6,
                bench::paired_ratio(c, candidates[0]));
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t frames = 2000;
  double seconds = 3;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
      frames = std::strtoul(argv[++i], nullptr, 10);
    } else if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
      seconds = std::strtod(argv[++i], nullptr);
    } else {
      std::printf("usage: jsongen_nlohmann_bench [--frames N] [--seconds S]\n");
      return argv[i][0] == '-' && argv[i][1] == 'h' ? 0 : 2;
    }
  }
  const bool cpu_time = bench::use_clock(false);
  const telemetry::Session session = make_session(frames);

  // Both write the same JSON value; each reads back what both wrote.
  const std::string by_jsongen = jsongen::to_json(session);
  const std::string by_nlohmann = nlohmann::json(session).dump();
  if (nlohmann::json::parse(by_jsongen) != nlohmann::json::parse(by_nlohmann)) {
    fail("jsongen and nlohmann::json wrote different JSON values");
  }
  telemetry::Session read;
  if (!jsongen::from_json(by_nlohmann, read) || nlohmann::json(read) != nlohmann::json(session)) {
    fail("jsongen did not read back what nlohmann::json wrote");
  }

  std::printf("jsongen --nlohmann against nlohmann::json %d.%d.%d: %zu frames; %s, %s time, load %s\n",
              NLOHMANN_JSON_VERSION_MAJOR, NLOHMANN_JSON_VERSION_MINOR, NLOHMANN_JSON_VERSION_PATCH, frames,
              bench::compiler_name().c_str(), cpu_time ? "CPU" : "wall", bench::load_average().c_str());

  std::string out;
  std::vector<bench::Candidate> writers = {
      {"jsongen::to_json", [&] { return jsongen::to_json(session, out), out.size(); }, 1, {}},
      {"nlohmann::json(v).dump()", [&] { return (out = nlohmann::json(session).dump()).size(); }, 1, {}},
      {"memcpy of the JSON", [&] { return out.assign(by_jsongen).size(); }, 1, {}},
  };
  bench::run_rounds(writers, bench::plan_rounds(writers, seconds), 1);
  print_table("writing", writers, by_jsongen.size());

  std::vector<bench::Candidate> readers = {
      {"jsongen::from_json", [&] { return jsongen::from_json(by_nlohmann, read).ok() ? read.frames.size() : 0; }, 1,
       {}},
      {"json::parse(s).get_to(v)", [&] { return nlohmann::json::parse(by_nlohmann).get_to(read), read.frames.size(); },
       1, {}},
  };
  bench::run_rounds(readers, bench::plan_rounds(readers, seconds), 2);
  print_table("reading into a reused value", readers, by_nlohmann.size());
  return 0;
}
