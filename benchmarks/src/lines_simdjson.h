// The two builds of jsongen_lines_bench's simdjson reader (lines_simdjson_reader.h).
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>

#include "bench/twitter.h"

#define LINES_SIMDJSON_DECLARE(ns)                                                                           \
  namespace ns {                                                                                             \
  std::size_t read_lines(const simdjson::padded_string& lines, twitter::Status& record, std::uint64_t& sum); \
  const char* kernel();                                                                                      \
  bool threaded();                                                                                           \
  }
LINES_SIMDJSON_DECLARE(lines_simdjson_default)
LINES_SIMDJSON_DECLARE(lines_simdjson_haswell)
