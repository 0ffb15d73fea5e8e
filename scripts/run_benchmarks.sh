#!/usr/bin/env bash
# Builds and runs the serialization benchmark, printing its table:
#
#   scripts/run_benchmarks.sh                 # with c++ (g++ on Debian)
#   CXX=clang++ scripts/run_benchmarks.sh     # another compiler, its own build dir
#   scripts/run_benchmarks.sh --seconds 4     # arguments go to the benchmark (--help)
#   scripts/run_benchmarks.sh --mode read     # the reading benchmark only
#   JSONGEN_BENCH_FROM_JSON=OFF scripts/run_benchmarks.sh  # reading without jsongen's from_json
#   scripts/run_benchmarks.sh --nlohmann      # jsongen --nlohmann against nlohmann::json
#                                             # (benchmarks/src/nlohmann_switch.cpp)
#
# Installs what is missing (jsongen's packages and the benchmark's peers), then
# configures build-bench[-COMPILER] as a Release build with the benchmarks on.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install_deps.sh tool
./benchmarks/install_deps.sh

build_dir=build-bench
cmake_args=()
if [ -n "${CXX:-}" ]; then
  build_dir="build-bench-$(basename "$CXX")"
  cmake_args+=("-DCMAKE_CXX_COMPILER=$CXX")
fi
if [ -n "${JSONGEN_BENCH_FROM_JSON:-}" ]; then
  cmake_args+=("-DJSONGEN_BENCH_FROM_JSON=$JSONGEN_BENCH_FROM_JSON")
fi

mkdir -p "$build_dir"
[ -e "$build_dir/.gitignore" ] || echo '*' > "$build_dir/.gitignore"  # keep the build out of git status
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_BENCHMARKS=ON \
  -DJSONGEN_BUILD_EXAMPLES=OFF -DJSONGEN_BUILD_TESTS=OFF "${cmake_args[@]}" >/dev/null
if [ "${1:-}" = "--nlohmann" ]; then
  shift
  cmake --build "$build_dir" --target jsongen_nlohmann_bench -j "$(nproc)"
  exec "$build_dir/benchmarks/jsongen_nlohmann_bench" "$@"
fi
cmake --build "$build_dir" --target jsongen_bench -j "$(nproc)"
"$build_dir/benchmarks/jsongen_bench" "$@"
