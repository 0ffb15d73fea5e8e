#!/usr/bin/env bash
# Configures and builds jsongen (tool, runtime, example, tests, the compiler
# matrix of tests/matrix) in build/.
set -euo pipefail
cd "$(dirname "$0")/.."
# The fuzz targets at -O0: the tests only replay their seed corpora
# (scripts/run_fuzzers.sh builds them at -O1 to fuzz).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_EXAMPLES=ON -DJSONGEN_BUILD_TESTS=ON -DJSONGEN_TEST_MATRIX=ON \
  -DJSONGEN_FUZZ_OPT=-O0 "$@"
cmake --build build -j "$(nproc)"
