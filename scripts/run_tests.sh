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
timed "installing packages" scripts/install_deps.sh
timed "building build/" scripts/build.sh

# A failure in one part does not hide what the others find.
status=0
# The tests that the sanitizer variant runs again on the same inputs, the
# tool and the programs built with ASan and UBSan (the generator's golden,
# error and command-line tests, compile-fail, docs, the examples and the
# nlohmann differential test: 225 s of test time; the generator's
# robustness tests on fixed and generated bad headers: 140 s), run there
# only. (Its mutated headers, kills, property and huge-input tests take
# other inputs: those run in both.)
again=()
if [ "${JSONGEN_SKIP_SANITIZERS:-0}" != 1 ]; then
  again=(-E '^(golden|error|compile-fail|example:|docs:|nlohmann:|cli:?)( |$)|^robustness (generated )?[a-z0-9_]+$')
fi
timed "tests in build/" ctest --test-dir build --output-on-failure -j "$(nproc)" "${again[@]}" || status=1
# build/ took the newest libclang (19); the generator's golden, error and
# command-line tests with 14 too.
timed "libclang 14" scripts/run_libclang_tests.sh 14 || status=1
# Under qemu-user: the runtime unit tests on aarch64, 32-bit ARM with NEON,
# i686 with SSE2 and s390x, and the end-to-end cases on s390x (big-endian,
# with the portable code; the NEON code is what the unit tests on aarch64
# and 32-bit ARM check: aarch64's end-to-end run took 140 s of CI) at C++20 (g++'s C++20 run of
# every case: build/ runs g++ at C++17), generated header-only (the layouts
# differ in where code is compiled, not in what it does on a machine; build/
# and the matrix run both) and without error_paths (a minute to compile;
# build/ runs it), and without returned_string_test on i686 (under qemu-i386
# its threads ran for over a quarter of an hour, where the other
# architectures take seconds: not understood yet), nor i686's UTF-8 and
# escape-option tests (exhaustive over offsets and lengths, they took two
# minutes of emulated SSE2; its escape, string-reader and reader tests run
# the same SSE2 code in 32 bits, and x86-64 runs those two), nor armhf-neon's
# tests of code without NEON (number formatting, chrono, containers, maps,
# optionals, exceptions, the differential reader: 32-bit i686 and
# little-endian aarch64 run the same code; its number parsers, escaper, UTF-8
# check, string reader and reader run). All six architectures,
# with ARM and i686 without SIMD, every case: scripts/run_cross_tests.sh
# alone (docs/portability.md).
JSONGEN_CROSS_FILTER="${JSONGEN_CROSS_FILTER:-^unit (aarch64|armhf-neon|i686-sse2|s390x) |^e2e s390x }" \
JSONGEN_CROSS_EXCLUDE="${JSONGEN_CROSS_EXCLUDE:-^e2e .* error_paths$|^unit i686-sse2 (returned_string_test|utf8_test|escape_options_test)$|^unit armhf-neon (float_format_test|float_test|chrono_test|std_types_test|map_key_test|user_exception_test|read_nullable_test|reader_differential_test)$}" \
JSONGEN_TEST_LAYOUT=header-only JSONGEN_TEST_STD="${JSONGEN_TEST_STD:-c++20}" \
  timed "other architectures" scripts/run_cross_tests.sh build/generator/jsongen || status=1
if [ "${JSONGEN_SKIP_SANITIZERS:-0}" = 1 ]; then
  echo "jsongen: JSONGEN_SKIP_SANITIZERS=1: sanitizer variant skipped"
else
  # Its valgrind tests run build/'s runtime unit tests (just built, without
  # sanitizers) rather than building another copy.
  JSONGEN_VALGRIND_PROGRAM="$PWD/build/tests/runtime_tests" timed "sanitizer variant" scripts/run_sanitizer_tests.sh || status=1
fi
[ "$status" = 0 ] || echo "jsongen: FAILED (see the ctest output above)"
exit $status
