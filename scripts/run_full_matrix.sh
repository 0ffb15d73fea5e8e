#!/usr/bin/env bash
# The whole compiler matrix, not the part CI runs (tests/matrix): every
# end-to-end case with g++ and each clang Debian 12 has, at C++17, 20 and 23,
# with and without -fno-exceptions -fno-rtti, and the runtime unit tests
# with each compiler at C++17 and C++23. Prints one line per compiler,
# standard and flags (docs/portability.md has the last run's table).
#
#   scripts/run_full_matrix.sh            # build-matrix/
#   scripts/run_full_matrix.sh -j 4       # arguments go to ctest
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh tests
for version in 15 16; do  # the clangs between tests/matrix's oldest and newest
  if ! command -v "clang++-$version" > /dev/null; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "clang-$version"
  fi
done

compilers=(g++ clang++-13 clang++-14 clang++-15 clang++-16 clang++-19)
entries=()
for compiler in "${compilers[@]}"; do
  for standard in c++17 c++20 c++23; do
    entries+=("$compiler|$standard||e2e" "$compiler|$standard|-fno-exceptions -fno-rtti|e2e")
  done
  entries+=("$compiler|c++17||runtime" "$compiler|c++23||runtime")
done
matrix=$(IFS=';'; echo "${entries[*]}")

build=build-matrix
mkdir -p "$build"
[ -e "$build/.gitignore" ] || echo '*' > "$build/.gitignore"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_EXAMPLES=OFF -DJSONGEN_BUILD_TESTS=ON \
  -DJSONGEN_BUILD_FUZZERS=OFF -DJSONGEN_TEST_MATRIX=ON "-DJSONGEN_MATRIX_ENTRIES=$matrix" > "$build/configure.log" \
  || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j "$(nproc)" --target jsongen json_check

status=0
ctest --test-dir "$build" --no-tests=error -L matrix -j "$(nproc)" --output-on-failure "$@" > "$build/ctest.log" || status=1
# One line per configuration: how many of its tests passed.
grep -E '^ *[0-9]+/[0-9]+ Test +#[0-9]+: matrix ' "$build/ctest.log" |
  sed -E -e 's/.*: matrix e2e [^ ]+ \((.*)\) .*(Passed|Failed).*/e2e cases:  \1|\2/' \
         -e 's/.*: matrix runtime unit tests \((.*)\) .*(Passed|Failed).*/unit tests: \1|\2/' |
  awk -F'|' '{ total[$1]++; if ($2 == "Passed") passed[$1]++ } END { for (k in total) printf "%-60s %3d of %3d passed\n", k, passed[k], total[k] }' |
  sort
tail -3 "$build/ctest.log"
exit $status
