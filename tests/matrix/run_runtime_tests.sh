#!/usr/bin/env bash
# The runtime unit tests (tests/runtime) compiled by one compiler of the
# matrix with its own flags (a standard, a standard library or ABI, the
# sanitizers), then run. Catch2 is header-only, so nothing prebuilt of
# another compiler or library is linked in.
#
# usage: run_runtime_tests.sh COMPILER WORK_DIR SOURCE_DIR FLAGS...
set -euo pipefail
compiler=$1 work=$2 source=$3
shift 3
mkdir -p "$work"
tests=(escape_test escape_options_test integer_test float_test float_format_test read_number_test writer_test utf8_test map_key_test std_types_test chrono_test read_string_test reader_test reader_differential_test read_nullable_test)
objects=()
# One object per file, two at a time: the same cost as the build's own.
pids=()
for name in main "${tests[@]}"; do
  # Catch2's main gets no -Werror: g++ 12 warns inside <regex> (tests/CMakeLists.txt).
  strict=(-Werror)
  [ "$name" = main ] && strict=()
  "$compiler" -Wall -Wextra -Wpedantic "${strict[@]}" -DJSONGEN_CHECK_ROOM=1 "$@" -I"$source/runtime/include" \
    -c "$source/tests/runtime/$name.cpp" -o "$work/$name.o" &
  pids+=($!)
  objects+=("$work/$name.o")
  if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
"$compiler" "$@" "${objects[@]}" -o "$work/runtime_tests"
"$work/runtime_tests"
