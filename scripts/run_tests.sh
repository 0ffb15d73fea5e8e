#!/usr/bin/env bash
# Fresh machine to a full test run in one command: installs what is missing,
# builds everything and runs every test through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
