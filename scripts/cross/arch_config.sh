# The cross architectures' settings, sourced by scripts/run_cross_tests.sh
# and benchmarks/cross/instructions_per_byte.sh: one place that says how each
# is compiled and run.
#
# arch_config ARCH sets
#   toolchain  the cross toolchain (Catch2's main is compiled once per toolchain)
#   cxx        its C++ compiler (a command with arguments)
#   flags      the architecture's flags
#   exe        a program's file name's end (.exe on Windows)
#   run        how a program runs (qemu with the sysroot's libraries first;
#              Windows programs under Wine, in the prefix wine_prefix says)
#   packages   the Debian packages that it needs (NAME:i386 needs dpkg's
#              i386 architecture: run_cross_tests.sh adds it)
# and fails (status 2) for an unknown ARCH. riscv64-vN (N: 128, 256, 512 or
# 1024, the vector lengths qemu 7.2 emulates) is RISC-V with the V extension
# emulated at VLEN N, compiled by clang 19 (g++ 12 has no vector
# intrinsics); riscv64 is g++'s rv64gc, without V.
cross_archs=(aarch64 armhf-neon armhf i686 i686-sse2 ppc64le s390x riscv64 riscv64-v128 riscv64-v256 win64 win32
  win64-clang)

# The Wine prefix (a Windows installation the Windows programs run in): made
# once, by wineboot, before the tests (run_cross_tests.sh).
wine_prefix() { echo "${JSONGEN_WINEPREFIX:-${JSONGEN_CROSS_OUT:-${out:-build-cross}}/wineprefix}"; }

arch_config() {
  local qemu triple cpu=""
  case $1 in
    aarch64) toolchain=aarch64 flags="" qemu=qemu-aarch64-static ;;
    armhf-neon) toolchain=armhf flags="-mfpu=neon -mfloat-abi=hard" qemu=qemu-arm-static ;;
    armhf) toolchain=armhf flags="" qemu=qemu-arm-static ;;
    i686) toolchain=i686 flags="" qemu=qemu-i386-static ;;
    i686-sse2) toolchain=i686 flags="-msse2 -mfpmath=sse" qemu=qemu-i386-static ;;
    # Debian's compiler targets POWER8 (VSX, little-endian): the VSX code.
    ppc64le) toolchain=ppc64le flags="" qemu=qemu-ppc64le-static ;;
    s390x) toolchain=s390x flags="" qemu=qemu-s390x-static ;;
    riscv64) toolchain=riscv64 flags="" qemu=qemu-riscv64-static ;;
    riscv64-v128 | riscv64-v256 | riscv64-v512 | riscv64-v1024)
      # vext_spec v1.0: the ratified RVV (qemu 7.2's only one, said anyway).
      toolchain=riscv64-clang flags="-march=rv64gcv" qemu=qemu-riscv64-static
      cpu="-cpu rv64,v=true,vlen=${1#riscv64-v},elen=64,vext_spec=v1.0" ;;
    # Windows through MinGW-w64: LLP64 (long is 32 bits) and wchar_t of 16
    # bits. win64: g++ 12, the x86 escapers picked at run time as on Linux.
    # win32: 32-bit with SSE2 (as i686-sse2). win64-clang: clang 19 with
    # GCC's MinGW libstdc++ and lld.
    win64 | win64-clang) toolchain=$1 flags="" ;;
    win32) toolchain=win32 flags="-msse2 -mfpmath=sse" ;;
    *) echo "unknown architecture $1 (known: ${cross_archs[*]})" >&2; return 2 ;;
  esac
  case $toolchain in
    win64 | win32 | win64-clang)
      windows_config
      return ;;
    aarch64) triple=aarch64-linux-gnu ;;
    armhf) triple=arm-linux-gnueabihf ;;
    i686) triple=i686-linux-gnu ;;
    ppc64le) triple=powerpc64le-linux-gnu ;;
    s390x) triple=s390x-linux-gnu ;;
    riscv64 | riscv64-clang) triple=riscv64-linux-gnu ;;
  esac
  cxx=$triple-g++ exe=""
  # clang with the cross g++'s headers, libraries and linker (found beside
  # it); its catch_main is clang's own (toolchain riscv64-clang), rv64gc.
  if [ "$toolchain" = riscv64-clang ]; then cxx="clang++-19 --target=$triple"; fi
  local sysroot=/usr/$triple
  # The program under qemu, with the sysroot's shared libraries first. With
  # -L alone, the sysroot's ld.so reads the host's /etc/ld.so.cache, which on
  # x86-64 names the host's own 32-bit x86 libc (/lib32: libc6-i386, which
  # clang's runtime packages pull in), another build of glibc than the
  # sysroot's ld.so: the two disagree on where the loader's shared data lies,
  # and i686's first pthread_create walked a list that never ends (forever:
  # returned_string_test, docs/testing.md).
  run="$qemu${cpu:+ $cpu} -L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib"
  packages=(qemu-user-static "g++-$triple")
  if [ "$toolchain" = riscv64-clang ]; then packages+=(clang-19); fi
}

# The Windows toolchains: the -posix compilers (std::thread, which the tests
# use, needs their winpthreads-based libstdc++; the -win32 ones have none),
# linked as a MinGW user's program is by default, against libstdc++-6.dll,
# libgcc_s_*.dll and libwinpthread-1.dll, which WINEPATH finds where the
# compilers keep them.
windows_config() {
  local triple=x86_64-w64-mingw32 wine=/usr/lib/wine/wine64
  packages=(g++-mingw-w64-x86-64-posix wine wine64)
  if [ "$toolchain" = win32 ]; then
    triple=i686-w64-mingw32 wine=/usr/lib/wine/wine
    packages=(g++-mingw-w64-i686-posix wine wine64 wine32:i386)
  fi
  local gcc_dir=/usr/lib/gcc/$triple/12-posix
  cxx=$triple-g++-posix exe=.exe
  if [ "$toolchain" = win64-clang ]; then
    cxx=${root:?}/scripts/cross/x86_64-w64-mingw32-clang++  # clang 19 with those libraries
    packages+=(clang-19 lld-19)
  fi
  run="env WINEPREFIX=$(wine_prefix) WINEDEBUG=-all WINEPATH=$gcc_dir;/usr/$triple/lib $wine"
}

# The Debian packages every architecture needs (arch_config's packages, all).
cross_packages=()
for _arch in "${cross_archs[@]}"; do
  arch_config "$_arch"
  for _package in "${packages[@]}"; do
    case " ${cross_packages[*]} " in *" $_package "*) ;; *) cross_packages+=("$_package") ;; esac
  done
done
unset _arch _package

# The architectures whose SIMD code differs from the portable code's
# (benchmarks/cross/instructions_per_byte.sh compares the two).
cross_simd_archs=(aarch64 armhf-neon ppc64le riscv64-v128 riscv64-v256)
# The architectures whose builds have SIMD blocks (config.h: JSONGEN_HAVE_SIMD),
# where run_cross_tests.sh runs the kernel check tests/cross/simd_kernels.cpp.
cross_kernel_archs=(aarch64 armhf-neon i686-sse2 ppc64le riscv64-v128 riscv64-v256)
