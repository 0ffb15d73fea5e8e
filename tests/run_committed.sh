#!/usr/bin/env bash
# The committed-headers way of using jsongen: examples/committed/ builds with
# nothing but a compiler and the runtime headers (main.cpp and the committed
# geometry.json.cpp, two translation units), and its committed geometry.json.h,
# .json.inl.h and .json.cpp are what the current jsongen generates (not stale).
#
# usage: run_committed.sh JSONGEN JSON_CHECK RUNTIME_INCLUDE EXAMPLE_DIR WORK_DIR COMPILER...
set -euo pipefail
jsongen=$1 json_check=$2 runtime_include=$3 example=$4 work=$5
shift 5
rm -rf "$work"
mkdir -p "$work"
cd "$example"
read -r -a flags <<< "${JSONGEN_TEST_CXXFLAGS:-}"  # the sanitizer build's (scripts/run_sanitizer_tests.sh)
for compiler in "$@"; do
  "$compiler" -std=c++17 -Wall -Wextra -Wpedantic -Werror "${flags[@]}" -I"$runtime_include" main.cpp geometry.json.cpp \
    -o "$work/program"
  "$work/program" > "$work/actual.json"
  "$json_check" "$work/actual.json" expected.json
  cmp "$work/actual.json" expected.json
done
if ! "$jsongen" --check geometry.h; then
  echo "FAIL: examples/committed's generated files are stale; run: jsongen geometry.h"
  exit 1
fi
echo "ok: committed generated files compile without jsongen and are current"
