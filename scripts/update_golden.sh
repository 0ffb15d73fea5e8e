#!/usr/bin/env bash
# Rewrites the golden generated headers under tests/generator/golden/ from the
# current generator. Review the diff before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests on in build/ (scripts/run_example.sh configures it without them).
generator=()
[ -f build/CMakeCache.txt ] || generator=(-G Ninja -DCMAKE_BUILD_TYPE=Release)
cmake -S . -B build "${generator[@]}" -DJSONGEN_BUILD_TESTS=ON > /dev/null
cmake --build build --target jsongen
UPDATE=1 ctest --test-dir build --no-tests=error -L '^golden$' --output-on-failure
