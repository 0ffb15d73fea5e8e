#!/usr/bin/env bash
# Rewrites the golden generated headers under tests/generator/golden/ from the
# current generator. Review the diff before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build --target jsongen
UPDATE=1 ctest --test-dir build --no-tests=error -L '^golden$' --output-on-failure
