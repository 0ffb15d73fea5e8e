#!/usr/bin/env bash
# Instructions per call of jsongen's serializers on the benchmark's data sets,
# counted by callgrind (steady on a loaded machine, where times are not):
#
#   benchmarks/callgrind/callgrind_ir.sh JSONGEN RUNTIME_INCLUDE [OUTPUT] [CXX]
#
# JSONGEN is the generator binary, RUNTIME_INCLUDE the runtime headers to
# measure (runtime/include, or a copy of another revision's), OUTPUT one of
# run.cpp's (string: one reused std::string, the benchmark's peer; read: the
# data set's file parsed by from_json into one reused value). Prints one
# line per data set (and the benchmark's `integers` workload): instructions per call, the mean of rounds 2 to 11 (the
# first round, which grows the buffer, is counted apart: 1 round vs 11).
# run_strings is the benchmark's strings workload (20k records of 4 strings,
# ~5% with escapes: benchmarks/src/string_maker.h), read from the text
# jsongen writes of it.
# JSONGEN_LAYOUT=header-only generates with --header-only; by default the
# split layout's .json.cpp files are compiled apart and linked, as a user's
# build does (the driver includes only the .json.h files);
# JSONGEN_LAYOUT=batched compiles them as one translation unit, as
# add_json_serializers() does (its BATCH_SIZE).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
jsongen="$1"
runtime="$(cd "$2" && pwd)"
output="${3:-string}"
cxx="${4:-g++}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/bench"
for h in citm citm_partial twitter twitter_partial canada synthetic; do
  cp "$here/../include/bench/$h.h" "$work/bench/"
done
layout=()
if [ "${JSONGEN_LAYOUT:-split}" = header-only ]; then layout=(--header-only); fi
"$jsongen" "${layout[@]}" "$work/bench/citm.h" "$work/bench/citm_partial.h" "$work/bench/twitter.h" "$work/bench/twitter_partial.h" \
  "$work/bench/canada.h" "$work/bench/synthetic.h" -- -I"$work" -I"$runtime" -std=c++17
flags=(-std=c++17 -O3 -DNDEBUG -I"$work" -I"$runtime")
objects=()
sources=("$work"/bench/*.json.cpp)
if [ "${JSONGEN_LAYOUT:-split}" = batched ]; then
  (IFS=';' && cmake -DOUTPUT="$work/batch.cpp" -DSOURCES="${sources[*]}" -P "$here/../write_batch.cmake")
  sources=("$work/batch.cpp")
fi
for source in "$here/load.cpp" "$here/run.cpp" "${sources[@]}"; do
  [ -e "$source" ] || continue  # (header-only: no .json.cpp)
  "$cxx" "${flags[@]}" -c "$source" -o "$work/$(basename "$source").o"
  objects+=("$work/$(basename "$source").o")
done
"$cxx" "${objects[@]}" -o "$work/driver"

count() {  # count FUNCTION ROUNDS: instructions callgrind counted inside FUNCTION
  valgrind --tool=callgrind --callgrind-out-file="$work/out.$1.$2" --toggle-collect="$1*" \
    "$work/driver" "$here/../data" "$2" "$output" >/dev/null 2>&1
  callgrind_annotate "$work/out.$1.$2" | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'  # (no early exit: pipefail)
}
functions=(run_citm run_twitter run_canada run_strings run_integers)
# The partial models of twitter and citm (keys skipped mid-object), read only
# (named so that the toggles "run_twitter*" and "run_citm*" do not count them too).
[ "$output" = read ] && functions+=(run_partial_twitter run_partial_citm)
for f in "${functions[@]}"; do
  one=$(count "$f" 1)
  eleven=$(count "$f" 11)
  echo "$f $output: $(( (eleven - one) / 10 )) instructions per call (first call $one)"
done
