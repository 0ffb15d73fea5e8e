#!/usr/bin/env bash
# Compile-time cost of serializing the CITM catalog and Twitter structs, CPU
# time (user + sys) of `$CXX -std=c++17 -O2 -c`, median of 7 runs (RUNS=N), the
# translation units alternating:
#
#   - a user's file that includes the two generated .json.h files and calls
#     to_json on both (compile_cost/jsongen_tu.cpp), in the split layout
#     (declarations; the serializers are in the .json.cpp files) and in the
#     header-only layout (everything compiled in the user's file), against
#     the same file including only the plain struct headers (plain_tu.cpp);
#   - the generated citm.json.cpp and twitter.json.cpp, compiled once per
#     build, each alone and as one batch (how add_json_serializers compiles
#     them), against nlohmann::json's equivalent unit: writers and readers
#     (nlohmann_tu.cpp -DCOMPILE_COST_READS: to_json/dump and parse/get), and
#     the sources of `jsongen --write-only` (each alone and as one batch)
#     against the writing half (nlohmann_tu.cpp);
#   - the user's file that also reads both (jsongen_tu.cpp
#     -DCOMPILE_COST_READS), split and header-only: what a file pays that
#     calls from_json as well.
#
# Prints each time, the ratios and the object sizes, and the time the jsongen
# tool takes to generate the files. (benchmarks/model_build.sh measures a
# whole build: 200 structs used by 50 files.)
#
#   benchmarks/compile_cost.sh            # CXX defaults to g++
#
# Uses the jsongen tool of $JSONGEN_BUILD_DIR (default build-bench/, which
# scripts/run_benchmarks.sh makes too; configured and built here if missing):
#
#   JSONGEN_BUILD_DIR=build-mine CXX=clang++ benchmarks/compile_cost.sh
#
# KEEP_OBJECTS=DIR keeps the objects and generated files in DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cxx=${CXX:-g++}
runs=${RUNS:-7}

./benchmarks/install_deps.sh
build_dir=${JSONGEN_BUILD_DIR:-build-bench}
jsongen=$build_dir/generator/jsongen
if [ ! -e "$build_dir/CMakeCache.txt" ]; then
  mkdir -p "$build_dir"
  [ -e "$build_dir/.gitignore" ] || echo '*' > "$build_dir/.gitignore"
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_BENCHMARKS=ON \
    -DJSONGEN_BUILD_EXAMPLES=OFF -DJSONGEN_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build_dir" --target jsongen >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
generate() {  # generate LAYOUT_DIR [jsongen options]: both headers' files under LAYOUT_DIR/bench
  local dir=$1
  shift
  mkdir -p "$dir/bench"
  for name in citm twitter; do
    "$jsongen" "$@" "benchmarks/include/bench/$name.h" -o "$dir/bench/$name.json.h" --include-as "bench/$name.h" \
      -- -I"$root/benchmarks/include" -I"$root/runtime/include"
  done
}
# Both sources as one translation unit, LAYOUT_DIR/sources_batched.cpp, as
# add_json_serializers() compiles the .json.cpp files of one call
# (cmake/JsongenSerializers.cmake: batches).
write_batch() {  # write_batch LAYOUT_DIR
  cmake -DOUTPUT="$1/sources_batched.cpp" -DSOURCES="$1/bench/citm.json.cpp;$1/bench/twitter.json.cpp" \
    -P benchmarks/write_batch.cmake
}
generate "$work/split"
write_batch "$work/split"
generate "$work/header-only" --header-only
generate "$work/write-only" --write-only
write_batch "$work/write-only"

base_flags=(-std=c++17 -O2 -I"$root/benchmarks/include" -I"$root/runtime/include" -I"$root/benchmarks/src")
# CPU time (user + sys) of the compiler, in ms: unlike the wall clock it
# hardly moves when another build shares the machine.
cpu_ms() {
  local TIMEFORMAT='%3U %3S' t
  t=$( { time "$@" >/dev/null; } 2>&1 | tail -1)
  awk -v u="${t% *}" -v s="${t#* }" 'BEGIN { printf "%d\n", (u + s) * 1000 + 0.5 }'
}
compile() {  # compile NAME SOURCE INCLUDE_DIR [FLAGS...] -> prints ms; the object is $work/NAME.o
  cpu_ms "$cxx" "${base_flags[@]}" -I"$3" "${@:4}" -c "$2" -o "$work/$1.o"
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }

declare -A ms
units=(user_split user_header_only plain citm_source twitter_source sources_batched nlohmann_read_write
       citm_write_only twitter_write_only write_only_batched nlohmann user_rw_split user_rw_header_only)
for ((i = 0; i < runs; i++)); do
  ms[generate]+=" $(cpu_ms generate "$work/again")"
  ms[user_split]+=" $(compile user_split benchmarks/compile_cost/jsongen_tu.cpp "$work/split")"
  ms[user_header_only]+=" $(compile user_header_only benchmarks/compile_cost/jsongen_tu.cpp "$work/header-only")"
  ms[plain]+=" $(compile plain benchmarks/compile_cost/plain_tu.cpp "$work/split")"
  ms[citm_source]+=" $(compile citm_source "$work/split/bench/citm.json.cpp" "$work/split")"
  ms[twitter_source]+=" $(compile twitter_source "$work/split/bench/twitter.json.cpp" "$work/split")"
  ms[sources_batched]+=" $(compile sources_batched "$work/split/sources_batched.cpp" "$work/split")"
  ms[nlohmann_read_write]+=" $(compile nlohmann_read_write benchmarks/compile_cost/nlohmann_tu.cpp "$work/split" -DCOMPILE_COST_READS)"
  ms[citm_write_only]+=" $(compile citm_write_only "$work/write-only/bench/citm.json.cpp" "$work/write-only")"
  ms[twitter_write_only]+=" $(compile twitter_write_only "$work/write-only/bench/twitter.json.cpp" "$work/write-only")"
  ms[write_only_batched]+=" $(compile write_only_batched "$work/write-only/sources_batched.cpp" "$work/write-only")"
  ms[nlohmann]+=" $(compile nlohmann benchmarks/compile_cost/nlohmann_tu.cpp "$work/split")"
  ms[user_rw_split]+=" $(compile user_rw_split benchmarks/compile_cost/jsongen_tu.cpp "$work/split" -DCOMPILE_COST_READS)"
  ms[user_rw_header_only]+=" $(compile user_rw_header_only benchmarks/compile_cost/jsongen_tu.cpp "$work/header-only" \
    -DCOMPILE_COST_READS)"
done
declare -A median_ms
for unit in generate "${units[@]}"; do
  # shellcheck disable=SC2086
  median_ms[$unit]=$(median ${ms[$unit]})
done
sources=$(( median_ms[citm_source] + median_ms[twitter_source] ))
write_only_sources=$(( median_ms[citm_write_only] + median_ms[twitter_write_only] ))

text_size() { size -A "$1" | awk '$1 == ".text" { total += $2 } $1 ~ /^\.text\./ { total += $2 } END { print total + 0 }'; }
row() {  # row LABEL MS OBJECTS...
  local label=$1 time=$2 bytes=0 text=0 object
  shift 2
  for object in "$@"; do
    bytes=$(( bytes + $(stat -c %s "$object") ))
    text=$(( text + $(text_size "$object") ))
  done
  printf '%-44s %8s ms %10s B %10s B\n' "$label" "$time" "$bytes" "$text"
}
echo "compile cost: the CITM catalog and Twitter structs"
echo "$("$cxx" --version | head -1), ${base_flags[0]} ${base_flags[1]} -c, CPU time (user+sys), median of $runs"
printf '%-44s %11s %12s %12s\n' "" "compile" "object" ".text"
row "user's file, split layout (.json.h)" "${median_ms[user_split]}" "$work/user_split.o"
row "user's file, header-only layout" "${median_ms[user_header_only]}" "$work/user_header_only.o"
row "user's file, plain struct headers only" "${median_ms[plain]}" "$work/plain.o"
row "... that also reads, split layout" "${median_ms[user_rw_split]}" "$work/user_rw_split.o"
row "... that also reads, header-only layout" "${median_ms[user_rw_header_only]}" "$work/user_rw_header_only.o"
row "citm.json.cpp + twitter.json.cpp (once)" "$sources" "$work/citm_source.o" "$work/twitter_source.o"
row "the same two as one batch (add_json_serializers)" "${median_ms[sources_batched]}" "$work/sources_batched.o"
row "nlohmann::json's unit, writing and reading" "${median_ms[nlohmann_read_write]}" "$work/nlohmann_read_write.o"
row "the same, jsongen --write-only (once)" "$write_only_sources" "$work/citm_write_only.o" \
  "$work/twitter_write_only.o"
row "the same two --write-only as one batch" "${median_ms[write_only_batched]}" "$work/write_only_batched.o"
row "nlohmann::json's unit, writing only" "${median_ms[nlohmann]}" "$work/nlohmann.o"
awk -v s="${median_ms[user_split]}" -v h="${median_ms[user_header_only]}" -v p="${median_ms[plain]}" \
    -v rs="${median_ms[user_rw_split]}" -v rh="${median_ms[user_rw_header_only]}" \
    -v g="$sources" -v b="${median_ms[sources_batched]}" -v nrw="${median_ms[nlohmann_read_write]}" \
    -v w="$write_only_sources" -v wb="${median_ms[write_only_batched]}" -v n="${median_ms[nlohmann]}" 'BEGIN {
  printf "user file / plain headers: split %.2fx, header-only %.2fx (goal: split <= 1.2x)\n", s / p, h / p
  printf "user file that also reads / plain headers: split %.2fx, header-only %.2fx\n", rs / p, rh / p
  printf "generated sources / nlohmann unit (goal <= 0.5x): writing and reading %.2fx, writing only %.2fx\n", g / nrw, w / n
  printf "the two sources as one batch / nlohmann unit (one unit each): writing and reading %.2fx, writing only %.2fx\n", b / nrw, wb / n
  printf "header-only user file / nlohmann unit: %.2fx (writing only)\n", h / n
}'
echo "running the jsongen tool on citm.h and twitter.h (once per header change, not per compile): ${median_ms[generate]} ms"
if [ -n "${KEEP_OBJECTS:-}" ]; then
  mkdir -p "$KEEP_OBJECTS"
  cp "$work"/*.o "$KEEP_OBJECTS/"
  cp -r "$work/split" "$work/header-only" "$KEEP_OBJECTS/"
fi
for unit in generate "${units[@]}"; do printf '(%s ms:%s)\n' "$unit" "${ms[$unit]}"; done
