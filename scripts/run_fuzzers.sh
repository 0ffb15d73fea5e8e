#!/usr/bin/env bash
# Fuzzes each libFuzzer target (tests/fuzz: fuzz_escape, fuzz_struct,
# fuzz_read_string, fuzz_read_struct, fuzz_read_scalars) for a while,
# starting from its seed corpus in tests/fuzz/corpus/<target>/:
#
#   scripts/run_fuzzers.sh            # 60 seconds per target
#   scripts/run_fuzzers.sh 600        # 10 minutes per target
#   scripts/run_fuzzers.sh 60 --merge # then add the inputs that found new coverage to the seed corpus
#
# Installs what is missing and builds the targets in build/ (BUILD_DIR=dir for
# another build). New inputs go to build/tests/fuzz/work/<target>/, crashes
# to build/tests/fuzz/artifacts/; the exit status is 1 when a target crashed
# (rerun one input: build/tests/fuzz/bin/<target> <file>).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
merge=0
[ "${2:-}" = "--merge" ] && merge=1
case "$seconds" in '' | *[!0-9]*) echo "usage: scripts/run_fuzzers.sh [seconds] [--merge]" >&2; exit 2 ;; esac
build=${BUILD_DIR:-build}

scripts/install_deps.sh tests
generator=()
[ -f "$build/CMakeCache.txt" ] || generator=(-G Ninja -DCMAKE_BUILD_TYPE=Release)
# The fuzz targets are tests: on, also in a build/ that scripts/run_example.sh
# configured without them. Fuzzing wants them optimized (scripts/build.sh
# builds them at -O0 for the tests, which only replay the seed corpora).
cmake -S . -B "$build" "${generator[@]}" -DJSONGEN_BUILD_TESTS=ON -DJSONGEN_FUZZ_OPT=-O1 > /dev/null
cmake --build "$build" --target fuzz_escape fuzz_struct fuzz_read_string fuzz_read_struct fuzz_read_scalars

status=0
for target in fuzz_escape fuzz_struct fuzz_read_string fuzz_read_struct fuzz_read_scalars; do
  binary="$build/tests/fuzz/bin/$target"
  seeds="tests/fuzz/corpus/$target"
  work="$build/tests/fuzz/work/$target"
  artifacts="$build/tests/fuzz/artifacts"
  mkdir -p "$work" "$artifacts"
  max_len=512
  [ "$target" = fuzz_struct ] && max_len=4096
  [ "$target" = fuzz_read_struct ] && max_len=16384
  echo "== $target: ${seconds}s from $(ls "$seeds" | wc -l) seed inputs"
  log="$build/tests/fuzz/$target.log"
  if "$binary" "$work" "$seeds" -max_total_time="$seconds" -max_len="$max_len" -timeout=20 -rss_limit_mb=4096 \
       -print_final_stats=1 -artifact_prefix="$artifacts/$target-" > "$log" 2>&1; then
    echo "   ok: $(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}') executions," \
         "$(grep -m1 'stat::average_exec_per_sec' "$log" | awk '{print $2}')/s," \
         "corpus $(ls "$work" | wc -l) inputs; log: $log"
  else
    status=1
    echo "   FAILED; log: $log"
    grep -E "^(fuzz_|==[0-9]+==ERROR|SUMMARY)|Test unit written" "$log" | head -20 || true
  fi
  if [ "$merge" = 1 ]; then
    "$binary" -merge=1 "$seeds" "$work" -max_len="$max_len" > "$build/tests/fuzz/$target.merge.log" 2>&1
    echo "   seed corpus now $(ls "$seeds" | wc -l) inputs"
  fi
done
exit $status
