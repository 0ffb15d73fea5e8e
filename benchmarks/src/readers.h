// The readers built into the benchmark, each in its own translation unit.
#pragma once

#include <memory>

#include "reader.h"

namespace bench {

// jsongen's from_json; nullptr when built without JSONGEN_BENCH_HAVE_FROM_JSON
// (the CMake option JSONGEN_BENCH_FROM_JSON=OFF).
std::unique_ptr<Reader> make_jsongen_reader();
std::unique_ptr<Reader> make_rapidjson_reader();
std::unique_ptr<Reader> make_nlohmann_reader();
std::unique_ptr<Reader> make_boostjson_reader();
// simdjson On-Demand (src/read_simdjson.cpp), built with JSONGEN_BENCH_HAVE_SIMDJSON.
std::unique_ptr<Reader> make_simdjson_reader();

}  // namespace bench
