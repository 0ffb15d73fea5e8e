#!/usr/bin/env bash
# Cross-architecture tests: the runtime unit tests (tests/runtime) and every
# end-to-end case (tests/generator/cases) built with Debian's cross compilers
# and run under qemu-user, on
#   aarch64      AArch64, NEON escaper
#   armhf-neon   32-bit ARM with NEON (-mfpu=neon -mfloat-abi=hard, as Android armeabi-v7a)
#   armhf        32-bit ARM without NEON (Debian armhf's default -mfpu): portable escaper
#   i686         32-bit x86 as Debian's i686 compiler targets it (no SSE2): portable escaper
#   i686-sse2    32-bit x86 with -msse2: the x86 escapers, 32-bit
#   s390x        64-bit big-endian: portable escaper
# The end-to-end outputs must be byte-identical to expected.json (the same
# file the x86-64 build checks). One line per (architecture, test), then
# "N passed, N failed, N skipped"; the exit status is non-zero on any failure.
#
# usage: scripts/run_cross_tests.sh [JSONGEN] [ARCH...]
#   JSONGEN: the host's jsongen binary (default build/generator/jsongen)
#   ARCH:    a subset of the architectures above (default all)
# Environment: JSONGEN_CROSS_JOBS (default 2) parallel jobs,
#   JSONGEN_CROSS_OUT (default build-cross) the output directory,
#   JSONGEN_CROSS_ROUNDS (default 200000) float_test's random values per test,
#   JSONGEN_FLOAT_FORMAT_COUNT (default 400000) float_format_test's,
#   JSONGEN_CROSS_FILTER an extended regex: only the tests whose
#     "KIND ARCH NAME" matches (e.g. 'unit aarch64' or 'e2e .* ascii_fields'),
#   JSONGEN_CROSS_EXCLUDE an extended regex: not the tests whose "KIND ARCH NAME" matches,
#   JSONGEN_TEST_LAYOUT header-only: the end-to-end cases in that layout
#     (tests/generator/run_case.sh; default: split).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=${JSONGEN_CROSS_OUT:-$root/build-cross}
jobs=${JSONGEN_CROSS_JOBS:-2}

jsongen=${1:-$root/build/generator/jsongen}
[ $# -gt 0 ] && shift
all_archs=(aarch64 armhf-neon armhf i686 i686-sse2 s390x)
archs=("$@")
[ ${#archs[@]} -eq 0 ] && archs=("${all_archs[@]}")

# The Debian packages this needs, installed when missing (as install_deps.sh).
packages=(g++ catch2 nlohmann-json3-dev qemu-user-static
  g++-aarch64-linux-gnu g++-arm-linux-gnueabihf g++-i686-linux-gnu g++-s390x-linux-gnu)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "run_cross_tests: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -x "$jsongen" ]; then
  echo "run_cross_tests: no jsongen binary at $jsongen (build it first: scripts/build.sh, or pass its path)" >&2
  exit 2
fi
jsongen=$(cd "$(dirname "$jsongen")" && pwd)/$(basename "$jsongen")

mkdir -p "$out"
[ -f "$out/.gitignore" ] || echo '*' > "$out/.gitignore"
rm -rf "$out/results" "$out/logs"
mkdir -p "$out/results" "$out/logs" "$out/include"

# Catch2 and nlohmann::json (reader_differential_test) on a private include
# path: only links to their headers, so that the cross compilers never see
# the host's /usr/include.
ln -sfn /usr/include/catch2 "$out/include/catch2"
ln -sfn /usr/include/nlohmann "$out/include/nlohmann"

# The JSON checker of the end-to-end tests runs on the host.
json_check=$root/build/tests/json_check
if [ ! -x "$json_check" ]; then
  json_check=$out/json_check
  if [ ! -x "$json_check" ] || [ "$root/tests/tools/json_check.cpp" -nt "$json_check" ]; then
    g++ -std=c++17 -O1 "$root/tests/tools/json_check.cpp" -o "$json_check"
  fi
fi

# Per architecture: compiler, flags, qemu and its sysroot.
arch_config() {
  case $1 in
    aarch64) toolchain=aarch64 flags="" qemu=qemu-aarch64-static ;;
    armhf-neon) toolchain=armhf flags="-mfpu=neon -mfloat-abi=hard" qemu=qemu-arm-static ;;
    armhf) toolchain=armhf flags="" qemu=qemu-arm-static ;;
    i686) toolchain=i686 flags="" qemu=qemu-i386-static ;;
    i686-sse2) toolchain=i686 flags="-msse2 -mfpmath=sse" qemu=qemu-i386-static ;;
    s390x) toolchain=s390x flags="" qemu=qemu-s390x-static ;;
    *) echo "run_cross_tests: unknown architecture $1 (known: ${all_archs[*]})" >&2; exit 2 ;;
  esac
  local triple
  case $toolchain in
    aarch64) triple=aarch64-linux-gnu ;;
    armhf) triple=arm-linux-gnueabihf ;;
    i686) triple=i686-linux-gnu ;;
    s390x) triple=s390x-linux-gnu ;;
  esac
  cxx=$triple-g++ sysroot=/usr/$triple
}
for arch in "${archs[@]}"; do arch_config "$arch"; done

strict="-Wall -Wextra -Wpedantic -Werror -DJSONGEN_CHECK_ROOM=1"
unit_tests=()
for f in "$root"/tests/runtime/*_test.cpp; do unit_tests+=("$(basename "$f" .cpp)"); done

# Cases that cannot run on an architecture, with the reason ("ARCH CASE REASON").
skips=()

# Fewer random values in the unit tests than on the host (they run emulated,
# the 32-bit ones with the formatter's portable 64 x 64-bit multiply).
unit_flags="-DJSONGEN_TEST_ROUNDS=${JSONGEN_CROSS_ROUNDS:-200000}"
export JSONGEN_FLOAT_FORMAT_COUNT=${JSONGEN_FLOAT_FORMAT_COUNT:-400000}

export root out json_check jsongen strict unit_flags
export -f arch_config

# One job: "unit ARCH TEST" or "e2e ARCH CASE"; writes its result line.
run_job() {
  local kind=$1 arch=$2 name=$3
  local cxx flags qemu sysroot toolchain
  arch_config "$arch"
  local dir=$out/$arch log=$out/logs/$arch.$kind.$name.log result
  mkdir -p "$dir"
  local start=$SECONDS
  if [ "$kind" = unit ]; then
    # Catch2's main is built once per toolchain (the "main" jobs, first).
    # shellcheck disable=SC2086
    if $cxx -std=c++17 -O1 $strict $flags $unit_flags -I"$out/include" -I"$root/runtime/include" \
         "$root/tests/runtime/$name.cpp" "$out/catch_main.$toolchain.o" -o "$dir/$name" > "$log" 2>&1 &&
       "$qemu" -L "$sysroot" "$dir/$name" >> "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  elif [ "$kind" = main ]; then
    # shellcheck disable=SC2086
    # (At -O1: every CHECK calls into it; at -O0 the tests ran twice as long.)
    if $cxx -std=c++17 -O1 -I"$out/include" -c "$root/tests/runtime/main.cpp" -o "$out/catch_main.$toolchain.o" > "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  else
    # At -O0, as on the host (the unit tests above are the optimized code's):
    # at -O1 the limits case took 39 s to compile and run for s390x, 7.7 s at -O0.
    if JSONGEN_TEST_CXXFLAGS="-O0 $flags" JSONGEN_TEST_RUNNER="$qemu -L $sysroot" \
         bash "$root/tests/generator/run_case.sh" "$jsongen" "$json_check" "$root/runtime/include" \
         "$root/tests/generator/cases/$name" "$dir/cases/$name" "$cxx" > "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  fi
  printf '%s %-11s %-6s %-24s %4ss\n' "$result" "$arch" "$kind" "$name" $((SECONDS - start)) \
    > "$out/results/$arch.$kind.$name"
  cat "$out/results/$arch.$kind.$name"
  if [ "$result" = FAIL ]; then tail -n 30 "$log" | cut -c1-300 | sed "s/^/    | /"; fi
}
export -f run_job

# Catch2's main first (the unit tests link it), once per toolchain.
list_mains() {
  local arch cxx flags qemu sysroot toolchain seen=" "
  for arch in "${archs[@]}"; do
    arch_config "$arch"
    case $seen in *" $toolchain "*) continue ;; esac
    seen="$seen$toolchain "
    echo "main $arch catch_main.$toolchain"
  done
}
# The slowest first (error_paths takes a minute to compile, the unit tests
# a minute to run under qemu), so that the two workers finish together.
list_tests() {
  local arch test case_dir name skip reason
  for arch in "${archs[@]}"; do
    [ -d "$root/tests/generator/cases/error_paths" ] && echo "e2e $arch error_paths"
    for test in "${unit_tests[@]}"; do echo "unit $arch $test"; done
  done
  for arch in "${archs[@]}"; do
    for case_dir in "$root"/tests/generator/cases/*/; do
      name=$(basename "$case_dir")
      [ "$name" = error_paths ] && continue
      skip=""
      for reason in "${skips[@]}"; do
        if [ "${reason%% *}" = "$arch" ] && [ "$(echo "$reason" | cut -d' ' -f2)" = "$name" ]; then skip=$reason; fi
      done
      if [ -n "$skip" ]; then
        printf 'SKIP %-11s %-6s %-24s (%s)\n' "$arch" e2e "$name" "$(echo "$skip" | cut -d' ' -f3-)" \
          > "$out/results/$arch.e2e.$name"
        cat "$out/results/$arch.e2e.$name" >&2
      else
        echo "e2e $arch $name"
      fi
    done
  done
}

start=$SECONDS
selected=$(list_tests | grep -E -- "${JSONGEN_CROSS_FILTER:-.}" | grep -v -E -- "${JSONGEN_CROSS_EXCLUDE:-^$}" || true)
if grep -q '^unit' <<< "$selected"; then list_mains | xargs -P "$jobs" -L 1 bash -c 'run_job "$@"' _; fi
[ -n "$selected" ] && xargs -P "$jobs" -L 1 bash -c 'run_job "$@"' _ <<< "$selected" || true

passed=$(cat "$out"/results/* | grep -c '^PASS' || true)
failed=$(cat "$out"/results/* | grep -c '^FAIL' || true)
skipped=$(cat "$out"/results/* | grep -c '^SKIP' || true)
echo
echo "$passed passed, $failed failed, $skipped skipped ($((SECONDS - start)) s; logs in $out/logs)"
[ "$failed" -eq 0 ]
