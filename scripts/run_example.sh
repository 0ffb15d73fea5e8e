#!/usr/bin/env bash
# Fresh machine to JSON in one command: installs what is missing, builds
# jsongen, runs it (through add_json_serializers) on the bundled example
# examples/include/shop/order.h, and prints the JSON the example produces.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
scripts/build.sh > build.log 2>&1 || { cat build.log; exit 1; }
echo "generated: build/examples/jsongen_generated/order_example/shop/order.json.h"
echo "JSON of the example order:"
build/examples/order_example
