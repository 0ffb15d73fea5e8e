#!/usr/bin/env bash
# Builds read_string_bench.cpp with g++ and clang++-19 (-O3, no -march) and
# prints, for twitter.json and citm_catalog.json, its timings and the
# instructions per string byte that callgrind counts for each method (one
# pass over the string values, after one that grew the string):
#
#   benchmarks/strings/run.sh [DATA_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
data="${1:-$root/benchmarks/data}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
methods=("memchr+assign" "memchr+append" "reader (default)" "reader AVX2" "reader SSSE3" "reader SSE2" "reader portable"
  "reader (default), pass" "reader (default), replace")
for cxx in g++ clang++-19; do
  "$cxx" -std=c++17 -O3 -DNDEBUG -I"$root/runtime/include" "$here/read_string_bench.cpp" -o "$work/bench"
  for file in twitter.json citm_catalog.json; do
    echo "== $cxx -O3: $file"
    "$work/bench" "$data/$file"
    if command -v valgrind > /dev/null; then
      echo "  callgrind, string values, instructions per byte:"
      for m in "${methods[@]}"; do
        bytes=$("$work/bench" "$data/$file" --once "$m" | cut -d' ' -f1)
        [ -n "$bytes" ] || continue
        ir=$(valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" --toggle-collect='*read_all*' \
               "$work/bench" "$data/$file" --once "$m" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
        # (--once reads twice: the first pass grows the string.)
        awk -v m="$m" -v ir="$ir" -v b="$bytes" 'BEGIN { printf "  %-26s %5.2f (%d instructions, 2 passes)\n", m, ir / (2 * b), ir }'
      done
    fi
  done
done
