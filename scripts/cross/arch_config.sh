# The cross architectures' settings, sourced by scripts/run_cross_tests.sh
# and benchmarks/cross/instructions_per_byte.sh: one place that says how each
# is compiled and run.
#
# arch_config ARCH sets
#   toolchain  the cross toolchain (Catch2's main is compiled once per toolchain)
#   cxx        its C++ compiler (a command with arguments)
#   flags      the architecture's flags
#   run        how a program runs (qemu with the sysroot's libraries first)
# and fails (status 2) for an unknown ARCH. riscv64-vN (N: 128, 256, 512 or
# 1024, the vector lengths qemu 7.2 emulates) is RISC-V with the V extension
# emulated at VLEN N, compiled by clang 19 (g++ 12 has no vector
# intrinsics); riscv64 is g++'s rv64gc, without V.
cross_archs=(aarch64 armhf-neon armhf i686 i686-sse2 s390x riscv64 riscv64-v128 riscv64-v256)

arch_config() {
  local qemu triple cpu=""
  case $1 in
    aarch64) toolchain=aarch64 flags="" qemu=qemu-aarch64-static ;;
    armhf-neon) toolchain=armhf flags="-mfpu=neon -mfloat-abi=hard" qemu=qemu-arm-static ;;
    armhf) toolchain=armhf flags="" qemu=qemu-arm-static ;;
    i686) toolchain=i686 flags="" qemu=qemu-i386-static ;;
    i686-sse2) toolchain=i686 flags="-msse2 -mfpmath=sse" qemu=qemu-i386-static ;;
    s390x) toolchain=s390x flags="" qemu=qemu-s390x-static ;;
    riscv64) toolchain=riscv64 flags="" qemu=qemu-riscv64-static ;;
    riscv64-v128 | riscv64-v256 | riscv64-v512 | riscv64-v1024)
      # vext_spec v1.0: the ratified RVV (qemu 7.2's only one, said anyway).
      toolchain=riscv64-clang flags="-march=rv64gcv" qemu=qemu-riscv64-static
      cpu="-cpu rv64,v=true,vlen=${1#riscv64-v},elen=64,vext_spec=v1.0" ;;
    *) echo "unknown architecture $1 (known: ${cross_archs[*]})" >&2; return 2 ;;
  esac
  case $toolchain in
    aarch64) triple=aarch64-linux-gnu ;;
    armhf) triple=arm-linux-gnueabihf ;;
    i686) triple=i686-linux-gnu ;;
    s390x) triple=s390x-linux-gnu ;;
    riscv64 | riscv64-clang) triple=riscv64-linux-gnu ;;
  esac
  cxx=$triple-g++
  # clang with the cross g++'s headers, libraries and linker (found beside
  # it); its catch_main is clang's own (toolchain riscv64-clang), rv64gc.
  [ "$toolchain" = riscv64-clang ] && cxx="clang++-19 --target=$triple"
  local sysroot=/usr/$triple
  # The program under qemu, with the sysroot's shared libraries first. With
  # -L alone, the sysroot's ld.so reads the host's /etc/ld.so.cache, which on
  # x86-64 names the host's own 32-bit x86 libc (/lib32: libc6-i386, which
  # clang's runtime packages pull in), another build of glibc than the
  # sysroot's ld.so: the two disagree on where the loader's shared data lies,
  # and i686's first pthread_create walked a list that never ends (forever:
  # returned_string_test, docs/testing.md).
  run="$qemu${cpu:+ $cpu} -L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib"
}

# The Debian packages the architectures need.
cross_packages=(qemu-user-static g++-aarch64-linux-gnu g++-arm-linux-gnueabihf g++-i686-linux-gnu g++-s390x-linux-gnu
  g++-riscv64-linux-gnu clang-19)

# The architectures whose SIMD code differs from the portable code's
# (benchmarks/cross/instructions_per_byte.sh compares the two).
cross_simd_archs=(aarch64 armhf-neon riscv64-v128 riscv64-v256)
