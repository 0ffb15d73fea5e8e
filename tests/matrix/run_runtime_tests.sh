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
# (reader_differential_test checks the reader's logic against nlohmann::json:
# with the sanitizers the longest file to compile, so in one row only.)
tests=(escape_test escape_options_test integer_test float_test float_format_test read_number_test writer_test utf8_test
  map_key_test std_types_test chrono_test read_string_test reader_test read_nullable_test)
# With JSONGEN_MATRIX_ALL_TESTS=1 (tests/matrix/CMakeLists.txt: the row of
# libstdc++'s usual ABI) the others too: the rows are where the runtime unit
# tests run under the sanitizers (build/'s are Release's -O3 without them).
if [ "${JSONGEN_MATRIX_ALL_TESTS:-0}" = 1 ]; then
  tests=(reader_differential_test outputs_test user_exception_test returned_string_test "${tests[@]}")
fi
# With JSONGEN_MATRIX_ALL_TESTS=strings (g++ with libstdc++'s old string ABI:
# build/'s compiler, another std::string) only the tests whose code builds,
# grows or reads std::string; the numbers, the escaper's options and UTF-8
# checks on raw bytes are the same code as in the row of the usual ABI (CI's
# time).
if [ "${JSONGEN_MATRIX_ALL_TESTS:-0}" = strings ]; then
  tests=(escape_test writer_test map_key_test std_types_test read_string_test reader_test read_nullable_test
    returned_string_test)
fi
# Catch2's main, not jsongen's code, is compiled without the sanitizers (slow
# to compile with them) and at -O1 whatever the row's level (every CHECK
# calls into it: at -O0 the tests run longer; docs/testing.md); the same
# compiler, standard library and ABI.
main_flags=()
for flag in "$@"; do
  case "$flag" in -fsanitize=* | -fno-sanitize-recover=* | -O*) ;; *) main_flags+=("$flag") ;; esac
done
main_flags+=(-O1)
objects=()
# One object per file, two at a time: the same cost as the build's own.
pids=()
for name in main "${tests[@]}"; do
  # Catch2's main gets no -Werror: g++ 12 warns inside <regex> (tests/CMakeLists.txt).
  strict=(-Werror)
  flags=("$@")
  if [ "$name" = main ]; then strict=(); flags=("${main_flags[@]}"); fi
  "$compiler" -Wall -Wextra -Wpedantic "${strict[@]}" -DJSONGEN_CHECK_ROOM=1 "${flags[@]}" -I"$source/runtime/include" \
    -c "$source/tests/runtime/$name.cpp" -o "$work/$name.o" &
  pids+=($!)
  objects+=("$work/$name.o")
  if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
"$compiler" "$@" "${objects[@]}" -o "$work/runtime_tests"

# Run in two halves side by side (every other test case: Catch2's -f takes
# a file of names, in which ',', '[', ']' and '\' are escaped), each printing
# its report when done. (Catch2 2.x exits with the number of tests it lists.)
"$work/runtime_tests" --list-test-names-only > "$work/names.raw" || true
sed '/^$/d; s/\\/\\\\/g; s/,/\\,/g; s/\[/\\[/g; s/\]/\\]/g' "$work/names.raw" > "$work/names"
# The rows of other string layouts leave out the exhaustive loops over
# bytes of the escaper and the UTF-8 check (a large part of a row at -O0),
# which no std::string touches: clang 19's row and build/ run them.
if [ "${JSONGEN_MATRIX_ALL_TESTS:-0}" != 1 ]; then
  grep -v -E '^(U\+2028 and U\+2029 at every offset|every 1-3 byte sequence from 0x80 up|every byte value from 0x80 up)' \
    "$work/names" > "$work/names.kept"
  mv "$work/names.kept" "$work/names"
fi
awk 'NR % 2 == 1' "$work/names" > "$work/half1"
awk 'NR % 2 == 0' "$work/names" > "$work/half2"
"$work/runtime_tests" -f "$work/half1" > "$work/half1.log" 2>&1 & first=$!
"$work/runtime_tests" -f "$work/half2" > "$work/half2.log" 2>&1 & second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
cat "$work/half1.log" "$work/half2.log"
# Every listed test ran (a name that -f misread would select nothing, silently).
ran=$(sed -n 's/.* in \([0-9]*\) test cases*).*/\1/p' "$work/half1.log" "$work/half2.log" | awk '{ n += $1 } END { print n + 0 }')
if [ "$ran" != "$(wc -l < "$work/names")" ]; then
  echo "run_runtime_tests: $ran test cases ran of the $(wc -l < "$work/names") listed"
  status=1
fi
exit $status
