#!/usr/bin/env bash
# Installs the Debian 12 packages that jsongen needs for a purpose, only those
# that are missing (so a ready machine needs no network):
#
#   scripts/install_deps.sh tool    # build the tool and the example (scripts/run_example.sh)
#   scripts/install_deps.sh tests   # and everything the tests use (the default)
#
# The tool's set is about half the download of the tests' (161 of 296 MB on a
# bare Debian 12), so that a first run installs only what it builds with.
set -euo pipefail

purpose=${1:-tests}
tool=(
  cmake ninja-build g++          # build
  libclang-19-dev                # the generator's libclang (the newest Debian 12 has: build/ takes it)
  libfmt-dev                     # the generator writes with fmt
  libtomlplusplus-dev            # the generator reads --config files (TOML) with toml++
)
tests=(
  clang libclang-dev             # clang++ (14) for the tests; libclang 14, which tests also build the generator with
  catch2 nlohmann-json3-dev      # Catch2 2.x and an independent JSON parser
  libboost1.81-dev               # Boost.JSON's headers: boost::json::value members (tests/boost_json)
  libclang-rt-14-dev             # libFuzzer and the sanitizers' runtime for clang++ (tests/fuzz)
  # the compiler matrix (tests/matrix): the oldest and the newest clang
  # Debian 12 has, clang 19's sanitizer runtime, and libc++ (its std::string
  # differs); scripts/run_full_matrix.sh adds clang 15 and 16
  clang-13 clang-19 libclang-rt-19-dev libc++-dev libc++abi-dev
  lld-19                         # links the LoongArch LSX check (scripts/cross/loongarch_check.sh) with clang 19
)
case $purpose in
  tool) packages=("${tool[@]}") ;;
  tests) packages=("${tool[@]}" "${tests[@]}") ;;
  *) echo "usage: scripts/install_deps.sh [tool|tests]" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "jsongen: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
