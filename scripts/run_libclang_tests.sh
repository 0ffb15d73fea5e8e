#!/usr/bin/env bash
# The generator built against another libclang than build/'s, and its tests
# run: golden files, error cases and the command line (run_tests.sh runs it
# with 14, build/ having taken the newest, 19).
#
#   scripts/run_libclang_tests.sh 14          # build-libclang14/
#   scripts/run_libclang_tests.sh 19 -R cli   # further arguments go to ctest
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1
shift
root=/usr/lib/llvm-$version
if [ ! -e "$root/include/clang-c/Index.h" ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "jsongen: installing libclang-$version-dev"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "libclang-$version-dev"
fi

build=build-libclang$version
mkdir -p "$build"
[ -e "$build/.gitignore" ] || echo '*' > "$build/.gitignore"
# Each of the tool's sources compiled alone (JSONGEN_UNITY_BUILD=OFF), as
# build/ compiles them in batches: a source that forgot an include fails here.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_LLVM_ROOT="$root" \
  -DJSONGEN_BUILD_EXAMPLES=OFF -DJSONGEN_BUILD_TESTS=ON -DJSONGEN_BUILD_FUZZERS=OFF -DJSONGEN_UNITY_BUILD=OFF \
  > "$build/configure.log" \
  || { cat "$build/configure.log"; exit 1; }
grep -i "libclang" "$build/configure.log" || true
cmake --build "$build" -j "$(nproc)" --target jsongen json_check
"$build/generator/jsongen" --version
# The generator's tests that see what the parse gives (their labels,
# docs/testing.md): the golden files (every end-to-end case's headers, byte
# for byte: the e2e cases would compile the same text build/ compiles), the
# error cases and the command line.
ctest --test-dir "$build" --no-tests=error --output-on-failure -j "$(nproc)" -L '^(golden|error|cli)$' "$@"
