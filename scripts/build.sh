#!/usr/bin/env bash
# Configures and builds jsongen (tool, runtime, example, tests, the compiler
# matrix of tests/matrix) in build/.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_EXAMPLES=ON -DJSONGEN_BUILD_TESTS=ON -DJSONGEN_TEST_MATRIX=ON "$@"
cmake --build build -j "$(nproc)"
