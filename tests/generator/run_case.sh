#!/usr/bin/env bash
# End-to-end test of one case directory: generate every header in it with
# jsongen (output in a separate folder, so the generated #include of the input
# must work from there), compile main.cpp and the generated .json.cpp files
# (each its own translation unit, as a user's build does) with COMPILER and
# strict warnings, link them (with binary_stdout.cpp: no CRLF on Windows) and
# run them, and check the output: valid JSON to an
# independent parser (json_check, nlohmann) and byte-identical to expected.json.
#
# $JSONGEN_TEST_LAYOUT=header-only generates with --header-only instead (no
# .json.inl.h, no .json.cpp): the mains that write with other options than
# the defaults include the .json.inl.h where __has_include finds it.
# A header may have a HEADER.args file: extra jsongen arguments, one per line.
# A cxxflags file in the case adds compiler flags (e.g. -fno-exceptions), and
# so does $JSONGEN_TEST_CXXFLAGS (the sanitizer build: scripts/run_sanitizer_tests.sh).
# $JSONGEN_TEST_STD is the standard (default c++17; a -std in cxxflags wins):
# the compiler matrix, tests/matrix.
# $JSONGEN_TEST_RUNNER, if set, is put before the program when it runs (e.g.
# "qemu-aarch64-static -L /usr/aarch64-linux-gnu": scripts/run_cross_tests.sh),
# and $JSONGEN_TEST_EXE after the program's name (.exe for Windows, where
# MinGW's linker adds it and Wine needs it).
#
# usage: run_case.sh JSONGEN JSON_CHECK RUNTIME_INCLUDE CASE_DIR WORK_DIR COMPILER
set -euo pipefail
jsongen=$1 json_check=$2 runtime_include=$3 case_dir=$4 work=$5 compiler=$6
# COMPILER may be a command with arguments ("clang++-19 --target=riscv64-linux-gnu").
read -r -a cxx <<< "$compiler"
script_dir=$(cd "$(dirname "$0")" && pwd)  # round_trip.h, which every main reads its values back with

rm -rf "$work"
mkdir -p "$work"
cd "$case_dir"
# A case whose private members only a .json.cpp may reach (header_only_error
# holds the message): generated --header-only, it must be that located error.
if [ "${JSONGEN_TEST_LAYOUT:-split}" = header-only ] && [ -f header_only_error ]; then
  while IFS= read -r header; do
    extra=()
    if [ -f "$header.args" ]; then mapfile -t extra < "$header.args"; fi
    status=0
    "$jsongen" "$header" -o "$work/${header%.h}.json.h" --header-only "${extra[@]}" 2> "$work/stderr" || status=$?
    if [ "$status" = 1 ] && grep -qF -- "$(cat header_only_error)" "$work/stderr"; then continue; fi
    echo "FAIL: generated --header-only, $header gave status $status, not the error in header_only_error:"
    cat "$work/stderr"
    exit 1
  done < <(find . -name '*.h' ! -name '*.json.h' ! -name '*.json.inl.h' ! -path './vendor/*' -printf '%P\n' | sort)
  echo "ok: header-only generation refused, as header_only_error says"
  exit 0
fi
while IFS= read -r header; do
  output="$work/${header%.h}.json.h"
  mkdir -p "$(dirname "$output")"
  extra=()
  if [ -f "$header.args" ]; then mapfile -t extra < "$header.args"; fi
  layout=()  # (before the header's own arguments, which may end with -- and clang's)
  if [ "${JSONGEN_TEST_LAYOUT:-split}" = header-only ]; then layout=(--header-only); fi
  "$jsongen" "$header" -o "$output" "${layout[@]}" "${extra[@]}"
done < <(find . -name '*.h' ! -name '*.json.h' ! -name '*.json.inl.h' ! -path './vendor/*' -printf '%P\n' | sort)
mapfile -t sources < <(find "$work" -name '*.json.cpp' | sort)

# A split-layout .json.h that includes <jsongen/compiled.h> must parse with
# the runtime's declarations alone (what a user's file gets when its own
# headers include <jsongen/annotations.h>): compiled here with a
# <jsongen/jsongen.h> that is only the annotations, ahead of the real one,
# wherever the case's own header (its first include) parses that way.
if [ "${JSONGEN_TEST_LAYOUT:-split}" != header-only ]; then
  light=$work/declarations_only
  mkdir -p "$light/jsongen"
  echo '#include <jsongen/annotations.h>' > "$light/jsongen/jsongen.h"
  parse() {  # parse FILE: compiles `#include "FILE"` with the annotations-only jsongen.h
    printf '#include "%s"\n' "$1" > "$light/check.cpp"
    "${cxx[@]}" -std="${JSONGEN_TEST_STD:-c++17}" -fsyntax-only -Wall -Wextra -Wpedantic -Werror \
      -I"$light" -I"$work" -I"$runtime_include" -I. "$light/check.cpp" "${@:2}"
  }
  while IFS= read -r header; do
    input=$(sed -n 's/^#include "\(.*\)"$/\1/p' "$header" | head -1)
    parse "$(dirname "$header")/$input" > /dev/null 2>&1 || continue
    parse "$header"
  done < <(grep -l '^#include <jsongen/compiled.h>' -r "$work" --include='*.json.h' | sort)
fi

flags=()
if [ -f cxxflags ]; then read -r -a flags < cxxflags; fi
# (declarations_only checks that its .json.h declares only, in the split layout.)
if [ "${JSONGEN_TEST_LAYOUT:-split}" = header-only ]; then flags+=(-DJSONGEN_TEST_LAYOUT_HEADER_ONLY=1); fi
read -r -a env_flags <<< "${JSONGEN_TEST_CXXFLAGS:-}"
flags+=("${env_flags[@]}")
"${cxx[@]}" -std="${JSONGEN_TEST_STD:-c++17}" -Wall -Wextra -Wpedantic -Werror -DJSONGEN_CHECK_ROOM=1 "${flags[@]}" -I"$work" -I"$runtime_include" -I. -I"$script_dir" \
  main.cpp "${sources[@]}" "$script_dir/binary_stdout.cpp" -o "$work/program${JSONGEN_TEST_EXE:-}"
read -r -a runner <<< "${JSONGEN_TEST_RUNNER:-}"
"${runner[@]}" "$work/program${JSONGEN_TEST_EXE:-}" > "$work/actual.json"

"$json_check" "$work/actual.json" expected.json
if ! cmp -s "$work/actual.json" expected.json; then
  echo "output differs from expected.json:"
  echo "  actual:   $(cat "$work/actual.json")"
  echo "  expected: $(cat expected.json)"
  exit 1
fi
echo "ok: $(basename "$case_dir") with $compiler"
