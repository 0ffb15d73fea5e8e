#!/usr/bin/env bash
# Fresh machine to JSON in one command: installs what the tool needs and is
# missing, builds jsongen and the bundled example in build/ (nothing else:
# no tests), runs jsongen (through add_json_serializers) on
# examples/include/shop/order.h, and prints the JSON the example produces.
#
# build/ is the directory scripts/run_tests.sh builds everything in: it turns
# the tests on there and reuses the tool built here. A build/ that has the
# tests on already keeps them (only the example's targets are built).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh tool
{
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_EXAMPLES=ON &&
    cmake --build build -j "$(nproc)" --target order_example
} > build.log 2>&1 || { cat build.log; exit 1; }
echo "generated: build/examples/jsongen_generated/order_example/shop/order.json.h"
echo "JSON of the example order:"
build/examples/order_example
