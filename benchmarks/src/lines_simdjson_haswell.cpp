// simdjson's reader of jsongen_lines_bench, compiled with -march=haswell (lines_simdjson_reader.h).
#define LINES_SIMDJSON_NAMESPACE lines_simdjson_haswell
#include "lines_simdjson_reader.h"
