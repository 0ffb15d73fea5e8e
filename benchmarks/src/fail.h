// How the benchmark programs stop on anything unexpected: a message on
// stderr and exit status 1 (a figure from a wrong result is worse than none).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace bench {

[[noreturn]] inline void fail(const std::string& message) {
  std::fprintf(stderr, "\nbenchmark aborted: %s\n", message.c_str());
  std::exit(1);
}

}  // namespace bench
