# The cross architectures' settings, sourced by scripts/run_cross_tests.sh
# and benchmarks/cross/instructions_per_byte.sh: one place that says how each
# is compiled and run.
#
# arch_config ARCH sets
#   toolchain  the cross toolchain (Catch2's main is compiled once per toolchain)
#   cxx        its C++ compiler (a command with arguments)
#   flags      the architecture's flags
#   run        how a program runs (qemu with the sysroot's libraries first)
# and fails (status 2) for an unknown ARCH.
cross_archs=(aarch64 armhf-neon armhf i686 i686-sse2 ppc64le s390x)

arch_config() {
  local qemu triple
  case $1 in
    aarch64) toolchain=aarch64 flags="" qemu=qemu-aarch64-static ;;
    armhf-neon) toolchain=armhf flags="-mfpu=neon -mfloat-abi=hard" qemu=qemu-arm-static ;;
    armhf) toolchain=armhf flags="" qemu=qemu-arm-static ;;
    i686) toolchain=i686 flags="" qemu=qemu-i386-static ;;
    i686-sse2) toolchain=i686 flags="-msse2 -mfpmath=sse" qemu=qemu-i386-static ;;
    # Debian's compiler targets POWER8 (VSX, little-endian): the VSX code.
    ppc64le) toolchain=ppc64le flags="" qemu=qemu-ppc64le-static ;;
    s390x) toolchain=s390x flags="" qemu=qemu-s390x-static ;;
    *) echo "unknown architecture $1 (known: ${cross_archs[*]})" >&2; return 2 ;;
  esac
  case $toolchain in
    aarch64) triple=aarch64-linux-gnu ;;
    armhf) triple=arm-linux-gnueabihf ;;
    i686) triple=i686-linux-gnu ;;
    ppc64le) triple=powerpc64le-linux-gnu ;;
    s390x) triple=s390x-linux-gnu ;;
  esac
  cxx=$triple-g++
  local sysroot=/usr/$triple
  # The program under qemu, with the sysroot's shared libraries first. With
  # -L alone, the sysroot's ld.so reads the host's /etc/ld.so.cache, which on
  # x86-64 names the host's own 32-bit x86 libc (/lib32: libc6-i386, which
  # clang's runtime packages pull in), another build of glibc than the
  # sysroot's ld.so: the two disagree on where the loader's shared data lies,
  # and i686's first pthread_create walked a list that never ends (forever:
  # returned_string_test, docs/testing.md).
  run="$qemu -L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib"
}

# The Debian packages the architectures need.
cross_packages=(qemu-user-static g++-aarch64-linux-gnu g++-arm-linux-gnueabihf g++-i686-linux-gnu g++-powerpc64le-linux-gnu
  g++-s390x-linux-gnu)

# The architectures whose SIMD code differs from the portable code's
# (benchmarks/cross/instructions_per_byte.sh compares the two).
cross_simd_archs=(aarch64 armhf-neon ppc64le)
# The architectures whose builds have SIMD blocks (config.h: JSONGEN_HAVE_SIMD),
# where run_cross_tests.sh runs the kernel check tests/cross/simd_kernels.cpp.
cross_kernel_archs=(aarch64 armhf-neon i686-sse2 ppc64le)
