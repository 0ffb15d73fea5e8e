// simdjson's reader of jsongen_lines_bench, with the project's flags (lines_simdjson_reader.h).
#define LINES_SIMDJSON_NAMESPACE lines_simdjson_default
#include "lines_simdjson_reader.h"
