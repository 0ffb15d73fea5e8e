#!/usr/bin/env bash
# Compile-time cost of serializing the CITM catalog and Twitter structs: one
# translation unit with jsongen's generated serializers against the same with
# nlohmann::json. Times `$CXX -std=c++17 -O2 -c` (CPU time, median of 3, the
# two TUs alternating) and prints the ratio and the object sizes, and apart
# from that the time the jsongen tool takes to generate the two headers.
#
#   benchmarks/compile_cost.sh            # CXX defaults to g++
#
# Generates the two headers with the jsongen tool of $JSONGEN_BUILD_DIR
# (default build-bench/, which scripts/run_benchmarks.sh makes too; configured
# and built here if missing):
#
#   JSONGEN_BUILD_DIR=build-mine CXX=clang++ benchmarks/compile_cost.sh
#
# KEEP_OBJECTS=DIR keeps the two objects in DIR (to read with nm --size-sort).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cxx=${CXX:-g++}
runs=3

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
mkdir -p "$work/gen/bench"
generate_both() {
  for name in citm twitter; do
    "$jsongen" "benchmarks/include/bench/$name.h" -o "$work/gen/bench/$name.json.h" --include-as "bench/$name.h" \
      -- -I"$root/benchmarks/include" -I"$root/runtime/include"
  done
}

flags=(-std=c++17 -O2 -I"$root/benchmarks/include" -I"$root/runtime/include" -I"$work/gen" -I"$root/benchmarks/src")
# CPU time (user + sys) of the compiler, in ms: unlike the wall clock it
# hardly moves when another build shares the machine.
cpu_ms() {
  local TIMEFORMAT='%3U %3S' t
  t=$( { time "$@" >/dev/null; } 2>&1 | tail -1)
  awk -v u="${t% *}" -v s="${t#* }" 'BEGIN { printf "%d\n", (u + s) * 1000 + 0.5 }'
}
compile() {  # compile NAME -> prints ms
  cpu_ms "$cxx" "${flags[@]}" -c "benchmarks/compile_cost/$1_tu.cpp" -o "$work/$1.o"
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }

jsongen_ms=()
nlohmann_ms=()
generate_ms=()
for ((i = 0; i < runs; i++)); do
  generate_ms+=("$(cpu_ms generate_both)")
  jsongen_ms+=("$(compile jsongen)")
  nlohmann_ms+=("$(compile nlohmann)")
done
j=$(median "${jsongen_ms[@]}")
n=$(median "${nlohmann_ms[@]}")
g=$(median "${generate_ms[@]}")

text_size() { size -A "$1" | awk '$1 == ".text" { total += $2 } $1 ~ /^\.text\./ { total += $2 } END { print total + 0 }'; }
echo "compile cost: one TU serializing the CITM catalog and Twitter structs"
echo "$("$cxx" --version | head -1), ${flags[0]} ${flags[1]} -c, CPU time (user+sys), median of $runs"
printf '%-16s %10s %12s %12s\n' "" "compile" "object" ".text"
printf '%-16s %8s ms %10s B %10s B\n' jsongen "$j" "$(stat -c %s "$work/jsongen.o")" "$(text_size "$work/jsongen.o")"
printf '%-16s %8s ms %10s B %10s B\n' nlohmann::json "$n" "$(stat -c %s "$work/nlohmann.o")" "$(text_size "$work/nlohmann.o")"
awk -v j="$j" -v n="$n" 'BEGIN { printf "nlohmann::json / jsongen compile time: %.2fx\n", n / j }'
echo "running the jsongen tool on citm.h and twitter.h (once per header change, not per compile): $g ms"
if [ -n "${KEEP_OBJECTS:-}" ]; then
  mkdir -p "$KEEP_OBJECTS"
  cp "$work/jsongen.o" "$work/nlohmann.o" "$KEEP_OBJECTS/"
  cp -r "$work/gen/bench" "$KEEP_OBJECTS/"
fi
echo "(all runs, ms: jsongen ${jsongen_ms[*]}; nlohmann ${nlohmann_ms[*]}; generator ${generate_ms[*]})"
