#!/usr/bin/env bash
# Compile-fail test of generated code: generate every header of CASE_DIR with
# jsongen, then compile its main.cpp, which must be refused with every
# "// expect: TEXT" line of main.cpp among the compiler's messages (the
# static_assert the generated header or the runtime gives), so that it fails
# for the reason it tests.
#
# usage: run_compile_fail.sh JSONGEN RUNTIME_INCLUDE CASE_DIR WORK_DIR COMPILER
set -euo pipefail
jsongen=$1 runtime_include=$2 case_dir=$3 work=$4 compiler=$5

rm -rf "$work"
mkdir -p "$work"
cd "$case_dir"
for header in *.h; do
  "$jsongen" "$header" -o "$work/${header%.h}.json.h"
done
status=0
messages=$("$compiler" -std=c++17 -fsyntax-only -Wall -Wextra -I"$work" -I"$runtime_include" -I. main.cpp 2>&1) ||
  status=$?
if [ "$status" -eq 0 ]; then
  echo "FAIL: $(basename "$case_dir")/main.cpp compiled with $compiler; it must be refused"
  exit 1
fi
while IFS= read -r expected; do
  if ! grep -qF -- "$expected" <<< "$messages"; then
    echo "$messages" | head -40
    echo "FAIL: message not found: $expected"
    exit 1
  fi
done < <(sed -n 's|^// expect: ||p' main.cpp)
echo "ok: $(basename "$case_dir") refused by $compiler with its message"
