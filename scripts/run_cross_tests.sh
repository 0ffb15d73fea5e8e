#!/usr/bin/env bash
# Cross-architecture tests: the runtime unit tests (tests/runtime) and every
# end-to-end case (tests/generator/cases) built with Debian's cross compilers
# and run under qemu-user (Windows: MinGW-w64 and Wine), on
#   aarch64      AArch64, NEON escaper
#   armhf-neon   32-bit ARM with NEON (-mfpu=neon -mfloat-abi=hard, as Android armeabi-v7a)
#   armhf        32-bit ARM without NEON (Debian armhf's default -mfpu): portable escaper
#   i686         32-bit x86 as Debian's i686 compiler targets it (no SSE2): portable escaper
#   i686-sse2    32-bit x86 with -msse2: the x86 escapers, 32-bit
#   ppc64le      64-bit POWER8, little-endian: VSX escaper
#   s390x        64-bit big-endian: portable escaper
#   win64        Windows x86-64 (LLP64: 32-bit long, 16-bit wchar_t), MinGW-w64
#                g++ 12 under Wine: the x86 escapers picked at run time
#   win32        Windows 32-bit x86 with -msse2 (i686-w64-mingw32) under Wine
#   win64-clang  Windows x86-64 by clang 19 (MinGW's libstdc++, lld) under Wine
#   riscv64      RISC-V rv64gc (g++, no vector extension): portable escaper
#   riscv64-v128 RISC-V rv64gcv (clang 19), the vector escaper at VLEN 128
#   riscv64-v256 the same at VLEN 256 (riscv64-v512 and riscv64-v1024 on request)
# The end-to-end outputs must be byte-identical to expected.json (the same
# file the x86-64 build checks). Where there is SIMD (cross_kernel_archs in
# cross/arch_config.sh), the kernel check tests/cross/simd_kernels.cpp runs
# too, as a unit test ("unit ppc64le simd_kernels"): the block operations
# and the string scanner against byte-by-byte references, at -O2. The tests
# are a ctest directory (in
# JSONGEN_CROSS_OUT): one test "KIND ARCH NAME" per unit test or case
# ("unit aarch64 escape_test", "e2e s390x limits"), labelled (docs/testing.md)
# cross, unit or e2e, runtime or generator, its architecture, and why CI
# leaves it out if it does; ctest selects and runs them.
#
# usage: scripts/run_cross_tests.sh [JSONGEN] [ARCH...] [-- CTEST-ARGUMENTS...]
#   JSONGEN: the host's jsongen binary (default build/generator/jsongen)
#   ARCH:    a subset of the architectures above (default all)
#   CTEST-ARGUMENTS: a selection by label or name, e.g. -L aarch64,
#     -LE '^(slow-under-qemu|like-host)$', -R 'e2e .* ascii_fields'; -N lists
#     the tests without building anything. (ctest ANDs repeated -L and
#     repeated -LE: exclude several labels with one -LE 'a|b'.)
# Environment: JSONGEN_CROSS_JOBS (default 2) parallel jobs,
#   JSONGEN_CROSS_OUT (default build-cross) the output directory,
#   JSONGEN_CROSS_ROUNDS (default 200000) float_test's random values per test,
#   JSONGEN_FLOAT_FORMAT_COUNT (default 400000) float_format_test's,
#   JSONGEN_TEST_LAYOUT header-only: the end-to-end cases in that layout
#     (tests/generator/run_case.sh; default: split).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=cross/arch_config.sh
source "$root/scripts/cross/arch_config.sh"
all_archs=("${cross_archs[@]}")
out=${JSONGEN_CROSS_OUT:-$root/build-cross}
jobs=${JSONGEN_CROSS_JOBS:-2}

jsongen=$root/build/generator/jsongen
if [ $# -gt 0 ] && [ "$1" != -- ]; then jsongen=$1; shift; fi
archs=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do archs+=("$1"); shift; done
[ $# -gt 0 ] && shift  # the --
ctest_args=("$@")
[ ${#archs[@]} -eq 0 ] && archs=("${all_archs[@]}")
listing=0
for arg in "${ctest_args[@]}"; do
  case $arg in -N | --show-only* | --print-labels) listing=1 ;; esac
done
if [ -n "${JSONGEN_CROSS_FILTER:-}${JSONGEN_CROSS_EXCLUDE:-}" ]; then
  echo "run_cross_tests: JSONGEN_CROSS_FILTER and JSONGEN_CROSS_EXCLUDE are gone: pass ctest's -R or -E (or -L, -LE) after --" >&2
  exit 2
fi

# Per architecture: compiler, flags and how its programs run (cross/arch_config.sh).
for arch in "${archs[@]}"; do arch_config "$arch" || exit 2; done

unit_tests=()
for f in "$root"/tests/runtime/*_test.cpp; do unit_tests+=("$(basename "$f" .cpp)"); done

# Cases that cannot run on an architecture, with the reason ("ARCH CASE
# REASON"): disabled tests.
skips=()

# labels KIND ARCH NAME: the test's ctest labels (docs/testing.md: the table).
# What CI leaves out (scripts/run_tests.sh), and why:
#   simd-off         armhf, i686 and riscv64 without their SIMD: the portable
#                    escapers, which s390x and build/'s portable tests run;
#                    their other code is what armhf-neon, i686-sse2 and
#                    riscv64-v128 run
#   like-host        end-to-end cases on a little-endian architecture: the
#                    outputs x86-64 checks, from code the unit tests check
#                    there; s390x, big-endian, is the one that differs (on
#                    Windows the programs differ too, in long's size and
#                    stdout's text mode: they pass, 5 to 7 min per
#                    architecture at -j2, too long for CI)
#   slow-to-compile  error_paths: its generated code is the longest to compile
#                    (build/ runs it)
#   slow-under-qemu  i686-sse2's exhaustive UTF-8 and escape-option tests:
#                    emulated SSE2 over every offset and length; x86-64 runs
#                    the same code, and i686-sse2's escape, string-reader and
#                    reader tests run it in 32 bits
#   dup-32bit        armhf-neon's tests of code without a NEON path: the same
#                    32-bit code as i686-sse2's, the same ARM code as aarch64's
#   dup-vlen         the RISC-V tests of code without a vector path at any
#                    VLEN but 128: the same code as riscv64-v128's (the
#                    vector length changes only what the vector code does)
labels() {
  local kind=$1 arch=$2 name=$3 area=runtime
  [ "$kind" = e2e ] && area=generator
  local l="cross;$kind;$area;$arch"
  case $arch in armhf | i686 | riscv64) l="$l;simd-off" ;; esac
  if [ "$kind" = e2e ]; then
    [ "$arch" != s390x ] && l="$l;like-host"
    [ "$name" = error_paths ] && l="$l;slow-to-compile"
  fi
  case "$kind $arch $name" in
    "unit i686-sse2 utf8_test" | "unit i686-sse2 escape_options_test") l="$l;slow-under-qemu" ;;
    "unit armhf-neon "*)
      case $name in
        float_format_test | float_test | chrono_test | std_types_test | map_key_test | user_exception_test | \
          read_nullable_test | reader_differential_test) l="$l;dup-32bit" ;;
      esac ;;
    "unit riscv64-v128 "*) ;;
    "unit riscv64-v"*)
      case $name in
        escape_test | escape_options_test | utf8_test | read_string_test | reader_test | reader_differential_test | \
          writer_test | outputs_test | returned_string_test | simd_kernels) ;;
        *) l="$l;dup-vlen" ;;
      esac ;;
  esac
  echo "$l"
}

# The ctest directory: Catch2's main, once per toolchain (a fixture the unit
# tests need), then every test. COST starts the slowest first (error_paths
# to compile, the unit tests to run under qemu), so that the workers finish
# together.
mkdir -p "$out"
[ -f "$out/.gitignore" ] || echo '*' > "$out/.gitignore"
write_tests() {
  local arch test case_dir name reason seen=" " cxx flags qemu run sysroot toolchain
  echo "# Written by scripts/run_cross_tests.sh; run it through that script (its jobs are its functions)."
  for arch in "${archs[@]}"; do
    arch_config "$arch"
    case $seen in *" $toolchain "*) continue ;; esac
    seen="$seen$toolchain "
    echo "add_test([=[main $toolchain]=] bash -c [=[run_job \"\$@\"]=] _ main $arch catch_main.$toolchain)"
    echo "set_tests_properties([=[main $toolchain]=] PROPERTIES LABELS [=[cross;setup]=] FIXTURES_SETUP catch_main_$toolchain TIMEOUT 600 COST 1000)"
  done
  for arch in "${archs[@]}"; do
    arch_config "$arch"
    for test in "${unit_tests[@]}"; do
      echo "add_test([=[unit $arch $test]=] bash -c [=[run_job \"\$@\"]=] _ unit $arch $test)"
      echo "set_tests_properties([=[unit $arch $test]=] PROPERTIES LABELS [=[$(labels unit "$arch" "$test")]=] FIXTURES_REQUIRED catch_main_$toolchain TIMEOUT 900 COST 60)"
    done
    case " ${cross_kernel_archs[*]} " in
      *" $arch "*)
        echo "add_test([=[unit $arch simd_kernels]=] bash -c [=[run_job \"\$@\"]=] _ unit $arch simd_kernels)"
        echo "set_tests_properties([=[unit $arch simd_kernels]=] PROPERTIES LABELS [=[$(labels unit "$arch" simd_kernels)]=] TIMEOUT 300 COST 20)" ;;
    esac
    for case_dir in "$root"/tests/generator/cases/*/; do
      name=$(basename "$case_dir")
      local cost=10
      [ "$name" = error_paths ] && cost=100
      echo "add_test([=[e2e $arch $name]=] bash -c [=[run_job \"\$@\"]=] _ e2e $arch $name)"
      echo "set_tests_properties([=[e2e $arch $name]=] PROPERTIES LABELS [=[$(labels e2e "$arch" "$name")]=] TIMEOUT 900 COST $cost)"
      for reason in "${skips[@]}"; do
        if [ "${reason%% *}" = "$arch" ] && [ "$(echo "$reason" | cut -d' ' -f2)" = "$name" ]; then
          echo "set_tests_properties([=[e2e $arch $name]=] PROPERTIES DISABLED TRUE)  # $(echo "$reason" | cut -d' ' -f3-)"
        fi
      done
    done
  done
}
write_tests > "$out/CTestTestfile.cmake"

if [ "$listing" = 1 ]; then
  exec ctest --test-dir "$out" "${ctest_args[@]}"
fi

# The Debian packages this needs, installed when missing (as install_deps.sh):
# the selected architectures' only (arch_config's packages). 32-bit Wine
# (wine32:i386) needs dpkg's i386 architecture, added first.
needed=(g++ catch2 nlohmann-json3-dev)
for arch in "${archs[@]}"; do
  arch_config "$arch"
  needed+=("${packages[@]}")
done
missing=()
for package in "${needed[@]}"; do
  case " ${missing[*]} " in *" $package "*) continue ;; esac
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "run_cross_tests: installing ${missing[*]}"
  case " ${missing[*]} " in
    *":i386 "*)
      if [ "$(dpkg --print-architecture)" != i386 ] && ! dpkg --print-foreign-architectures | grep -qx i386; then
        $sudo dpkg --add-architecture i386
      fi ;;
  esac
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ ! -x "$jsongen" ]; then
  echo "run_cross_tests: no jsongen binary at $jsongen (build it first: scripts/build.sh, or pass its path)" >&2
  exit 2
fi
jsongen=$(cd "$(dirname "$jsongen")" && pwd)/$(basename "$jsongen")

rm -rf "$out/logs"
mkdir -p "$out/logs" "$out/include"

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

# The Windows architectures' Wine prefix (64-bit: it runs 32-bit programs
# too), made once (wineboot: some seconds)
# rather than by the first test of each.
for arch in "${archs[@]}"; do
  arch_config "$arch"
  case $run in
    *wine*)
      prefix=$(wine_prefix)
      if [ ! -f "$prefix/system.reg" ]; then
        echo "run_cross_tests: making the Wine prefix $prefix"
        env WINEPREFIX="$prefix" WINEDEBUG=-all /usr/lib/wine/wine64 wineboot --init
        env WINEPREFIX="$prefix" /usr/lib/wine/wineserver --wait
      fi
      break ;;
  esac
done

strict="-Wall -Wextra -Wpedantic -Werror -DJSONGEN_CHECK_ROOM=1"

# Fewer random values in the unit tests than on the host (they run emulated,
# the 32-bit ones with the formatter's portable 64 x 64-bit multiply).
unit_flags="-DJSONGEN_TEST_ROUNDS=${JSONGEN_CROSS_ROUNDS:-200000}"
export JSONGEN_FLOAT_FORMAT_COUNT=${JSONGEN_FLOAT_FORMAT_COUNT:-400000}

export root out json_check jsongen strict unit_flags all_archs
export -f arch_config windows_config wine_prefix

# One test: "unit ARCH TEST", "e2e ARCH CASE" or "main ARCH catch_main.TOOLCHAIN";
# prints its result line (and its log's end when it fails), fails when it does.
run_job() {
  local kind=$1 arch=$2 name=$3
  local cxx flags qemu run sysroot toolchain exe
  arch_config "$arch"
  local dir=$out/$arch log=$out/logs/$arch.$kind.$name.log result
  mkdir -p "$dir"
  local start=$SECONDS
  if [ "$kind" = unit ] && [ "$name" = simd_kernels ]; then
    # Its own main, no Catch2; at -O2, as users build.
    # shellcheck disable=SC2086
    if $cxx -std=c++17 -O2 $strict $flags -I"$root/runtime/include" "$root/tests/cross/simd_kernels.cpp" \
         -o "$dir/$name" > "$log" 2>&1 &&
       $run "$dir/$name" >> "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  elif [ "$kind" = unit ]; then
    # shellcheck disable=SC2086
    if $cxx -std=c++17 -O1 $strict $flags $unit_flags -I"$out/include" -I"$root/runtime/include" \
         "$root/tests/runtime/$name.cpp" "$out/catch_main.$toolchain.o" -o "$dir/$name$exe" > "$log" 2>&1 &&
       $run "$dir/$name$exe" >> "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  elif [ "$kind" = main ]; then
    # At -O1: every CHECK calls into it (docs/testing.md).
    # shellcheck disable=SC2086
    if $cxx -std=c++17 -O1 -I"$out/include" -c "$root/tests/runtime/main.cpp" -o "$out/catch_main.$toolchain.o" > "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  else
    # At -O0, as on the host (the unit tests above are the optimized code's;
    # docs/testing.md).
    # (The private include path: the nlohmann case's header includes
    # nlohmann/json.hpp, which MinGW's compilers, unlike Debian's Linux cross
    # compilers, do not find in /usr/include.)
    if JSONGEN_TEST_CXXFLAGS="-O0 $flags -I$out/include" JSONGEN_TEST_RUNNER="$run" JSONGEN_TEST_EXE="$exe" \
         bash "$root/tests/generator/run_case.sh" "$jsongen" "$json_check" "$root/runtime/include" \
         "$root/tests/generator/cases/$name" "$dir/cases/$name" "$cxx" > "$log" 2>&1; then
      result=PASS
    else
      result=FAIL
    fi
  fi
  printf '%s %-11s %-6s %-24s %4ss\n' "$result" "$arch" "$kind" "$name" $((SECONDS - start))
  if [ "$result" = FAIL ]; then tail -n 30 "$log" | cut -c1-300 | sed "s/^/    | /"; return 1; fi
}
export -f run_job

ctest --test-dir "$out" --no-tests=error -j "$jobs" --output-on-failure "${ctest_args[@]}"
