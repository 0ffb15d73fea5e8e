#!/usr/bin/env bash
# Fresh machine to a full test run in one command: installs what is missing,
# builds everything and runs every test through ctest (build/: with the
# compiler matrix of tests/matrix), the generator's tests against libclang 14
# (build-libclang14/), the cross-architecture runs (build-cross/), then the
# sanitizer variant: the tests again with AddressSanitizer and UBSan (those
# not already built with them in build/), and the runtime unit tests under
# valgrind (scripts/run_sanitizer_tests.sh, build-asan/).
# JSONGEN_SKIP_SANITIZERS=1 skips the variant (CI runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
# timed NAME COMMAND...: runs it, then prints how long it took (CI's budget is
# 45 minutes on 2 cores: these lines say where it goes).
timed() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  echo "jsongen: time: $name: $((SECONDS - start)) s (total $SECONDS s)"
  return $rc
}
timed "installing packages" scripts/install_deps.sh tests
timed "building build/" scripts/build.sh

# A failure in one part does not hide what the others find.
status=0
# What each part runs is chosen by ctest labels (docs/testing.md: the table,
# and why). build/: every test, but those labelled sanitized-again when the
# sanitizer variant follows (it runs them again on the same inputs).
again=()
if [ "${JSONGEN_SKIP_SANITIZERS:-0}" != 1 ]; then again=(-LE '^sanitized-again$'); fi
timed "tests in build/" ctest --test-dir build --no-tests=error --output-on-failure -j "$(nproc)" "${again[@]}" || status=1
# The generator built against libclang 14 (build/ took the newest).
timed "libclang 14" scripts/run_libclang_tests.sh 14 || status=1
# Under qemu-user (Windows's under Wine), every cross test but those whose
# code another row or x86-64 runs already, or too slowly under emulation for
# CI (their labels);
# at C++20 (build/ runs g++ at C++17) and header-only (build/ runs split:
# the layouts differ in where code is compiled, not in what it does).
JSONGEN_TEST_LAYOUT=header-only JSONGEN_TEST_STD="${JSONGEN_TEST_STD:-c++20}" \
  timed "other architectures" scripts/run_cross_tests.sh build/generator/jsongen -- \
  -LE '^(simd-off|like-host|slow-to-compile|slow-under-qemu|dup-32bit|dup-vlen)$' || status=1
if [ "${JSONGEN_SKIP_SANITIZERS:-0}" = 1 ]; then
  echo "jsongen: JSONGEN_SKIP_SANITIZERS=1: sanitizer variant skipped"
else
  # Its valgrind tests run build/'s runtime unit tests (just built, without
  # sanitizers) rather than building another copy.
  JSONGEN_VALGRIND_PROGRAM="$PWD/build/tests/runtime_tests" timed "sanitizer variant" scripts/run_sanitizer_tests.sh || status=1
fi
[ "$status" = 0 ] || echo "jsongen: FAILED (see the ctest output above)"
exit $status
