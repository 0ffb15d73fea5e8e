// A --type or --exclude-type pattern, or a configuration entry, that matches
// no type the inputs see is a typo or a stale name: an error naming the
// type meant when one is near, or with --allow-unmatched (--allow-empty) a warning.
#pragma once

#include "driver/cli.h"
#include "frontend/config/config_file.h"
#include "frontend/parser.h"
#include "model/diagnostic.h"

namespace jsongen {

// The errors (printing the warnings, with --allow-unmatched) for the patterns
// and entries of `options` and `configuration` that matched nothing in `parsed`.
Diagnostics unmatched_patterns(const CliOptions& options, const config::Config* configuration,
                               const ParseResult& parsed);

}  // namespace jsongen
