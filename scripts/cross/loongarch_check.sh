#!/usr/bin/env bash
# LoongArch LSX (runtime/include/jsongen/detail/simd/loongarch/): Debian 12
# has no C library or C++ library for loongarch64, so the runtime's unit
# tests cannot be built for it. This builds what can be honestly: the
# freestanding kernel check tests/cross/simd_kernels.cpp (the LSX block
# operations and the string scanner over them, held to byte-by-byte
# references), with clang for loongarch64 + LSX against the compiler's own
# headers and tests/cross/freestanding/ (no host library headers), linked
# with lld into a static program of raw system calls. It then runs it under
# qemu-loongarch64 when that executes LSX (QEMU 8.1 and later): a probe of
# one LSX load first, as Debian 12's QEMU 7.2 stops at the first LSX
# instruction (SIGILL); then the check is compiled and linked only, and says so.
# Debian 13's QEMU 10.0 runs it: its qemu-user package's static
# qemu-loongarch64, unpacked anywhere (dpkg-deb -x), named by
# JSONGEN_QEMU_LOONGARCH (353,926 checks, none failed, at -O2 and -O0).
#
# usage: scripts/cross/loongarch_check.sh
# Environment: JSONGEN_CLANG (default clang++-19), JSONGEN_LLD (ld.lld-19),
#   JSONGEN_QEMU_LOONGARCH (qemu-loongarch64-static), JSONGEN_CROSS_OUT
#   (default build-cross; this writes to its loongarch64/), JSONGEN_LSX_MUST_RUN=1
#   (fail when the check cannot run).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
clang=${JSONGEN_CLANG:-clang++-19}
lld=${JSONGEN_LLD:-ld.lld-19}
qemu=${JSONGEN_QEMU_LOONGARCH:-qemu-loongarch64-static}
out=${JSONGEN_CROSS_OUT:-$root/build-cross}/loongarch64
mkdir -p "$out"

target=(--target=loongarch64-linux-gnu -mlsx)
# Freestanding: the compiler's headers (stddef.h, stdint.h, lsxintrin.h)
# and the shims of tests/cross/freestanding, never the host's.
freestanding=(-ffreestanding -fno-exceptions -fno-rtti -fno-asynchronous-unwind-tables -nostdinc++ -nostdlibinc
  -I"$root/tests/cross/freestanding")
strict=(-std=c++17 -Wall -Wextra -Wpedantic -Werror)

for level in -O2 -O0; do
  "$clang" "${target[@]}" "${strict[@]}" "$level" "${freestanding[@]}" -DJSONGEN_KERNELS_FREESTANDING \
    -I"$root/runtime/include" -c "$root/tests/cross/simd_kernels.cpp" -o "$out/simd_kernels$level.o"
  "$lld" -static -e _start "$out/simd_kernels$level.o" -o "$out/simd_kernels$level"
done
echo "loongarch_check: built simd_kernels for loongarch64 + LSX (-O2, -O0)"

# The probe: one LSX load and store, then exit(0).
cat > "$out/probe.cpp" << 'EOF'
#include <lsxintrin.h>
extern "C" [[noreturn]] void _start() {
  static unsigned char bytes[16];
  __lsx_vst(__lsx_vld(bytes, 0), bytes, 0);
  register long a7 __asm__("$a7") = 94;  // exit_group
  register long a0 __asm__("$a0") = 0;
  __asm__ volatile("syscall 0" : "+r"(a0) : "r"(a7) : "memory");
  for (;;) {
  }
}
EOF
"$clang" "${target[@]}" -std=c++17 -O1 "${freestanding[@]}" -c "$out/probe.cpp" -o "$out/probe.o"
"$lld" -static -e _start "$out/probe.o" -o "$out/probe"
if ! command -v "$qemu" > /dev/null || ! { "$qemu" "$out/probe"; } > /dev/null 2>&1; then
  echo "loongarch_check: NOT RUN: $qemu is missing or cannot execute LSX ($("$qemu" --version 2> /dev/null | head -n 1 || true)); compiled and linked only"
  [ "${JSONGEN_LSX_MUST_RUN:-0}" = 1 ] && exit 1
  exit 0
fi
for level in -O2 -O0; do
  echo "loongarch_check: running simd_kernels$level"
  "$qemu" "$out/simd_kernels$level"
done
