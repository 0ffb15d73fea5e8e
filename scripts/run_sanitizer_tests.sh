#!/usr/bin/env bash
# The sanitizer variant of the test run, in build-asan/ (scripts/run_tests.sh
# runs it after the normal suite): everything (the jsongen tool, the
# examples, the property and huge-input tests, json_check) is compiled with
# AddressSanitizer and UBSan at -O0 and its tests run: the generator's
# (golden, error, command line, robustness: the tool itself under the
# sanitizers) and the others (a few with smaller budgets: docs/testing.md),
# and the runtime unit tests also run under valgrind's memcheck (built
# without sanitizers, with a smaller budget: tests/valgrind).
#
#   scripts/run_sanitizer_tests.sh            # configure, build, run
#   scripts/run_sanitizer_tests.sh -R golden  # arguments go to ctest
#
# JSONGEN_VALGRIND_PROGRAM=PATH runs that runtime_tests program (built
# without sanitizers) under valgrind instead of building one here:
# scripts/run_tests.sh passes build/'s.
#
# Left out (their labels, docs/testing.md): the tests whose programs build/
# already runs under ASan and UBSan (sanitized-in-matrix: the runtime unit
# tests and the end-to-end programs, in the compiler matrix;
# always-sanitized: built with them in every build), those that run no
# program of ours (compile-only) and the CMake package tests (own-flags:
# consumer projects built with flags of their own). The runtime's tests and
# the fuzz targets among them are not even built here. Any sanitizer report
# fails the test that made it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install_deps.sh tests
if ! command -v valgrind > /dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "jsongen: installing valgrind"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends valgrind
fi

build=build-asan
mkdir -p "$build"
[ -e "$build/.gitignore" ] || echo '*' > "$build/.gitignore"  # keep the build out of git status

sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
# -O0 rather than Release's -O3: the variant is there for what the
# sanitizers see, and its programs compile much faster (docs/testing.md).
# Optimized code runs under ASan and UBSan in build/ (the portable-code
# tests, oom, at -O1). No NDEBUG: assertions stay on.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O0" \
  -DCMAKE_CXX_FLAGS="$sanitize" -DCMAKE_EXE_LINKER_FLAGS="$sanitize" \
  -DJSONGEN_BUILD_EXAMPLES=ON -DJSONGEN_BUILD_TESTS=ON -DJSONGEN_BUILD_FUZZERS=OFF \
  -DJSONGEN_SANITIZER_BUILD=ON -DJSONGEN_VALGRIND_TESTS=ON -DJSONGEN_VALGRIND_PROGRAM="${JSONGEN_VALGRIND_PROGRAM:-}" \
  > "$build/configure.log" \
  || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j "$(nproc)"

export JSONGEN_TEST_CXXFLAGS="$sanitize"  # what the remaining tests compile (committed example, compile-fail)
# Leaks are errors too; UBSan prints where.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
ctest --test-dir "$build" --no-tests=error --output-on-failure -j "$(nproc)" --timeout 900 \
  -LE '^(sanitized-in-matrix|always-sanitized|compile-only|own-flags)$' "$@"
