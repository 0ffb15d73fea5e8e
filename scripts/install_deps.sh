#!/usr/bin/env bash
# Installs the Debian 12 packages that building and testing jsongen needs,
# only those that are missing (so a ready machine needs no network).
set -euo pipefail

packages=(
  cmake ninja-build g++          # build
  clang libclang-dev libfmt-dev  # the generator (libclang's C API, fmt); clang++ for the tests
  libtomlplusplus-dev            # the generator reads --config files (TOML) with toml++
  libclang-19-dev                # the generator takes the newest libclang; tests also build it with 14 (libclang-dev)
  catch2 nlohmann-json3-dev      # tests only: Catch2 2.x and an independent JSON parser
  libclang-rt-14-dev             # tests only: libFuzzer and the sanitizers' runtime for clang++ (tests/fuzz)
  # tests only: the compiler matrix (tests/matrix): the oldest and the newest
  # clang Debian 12 has, clang 19's sanitizer runtime, and libc++ (its
  # std::string differs); scripts/run_full_matrix.sh adds clang 15 and 16
  clang-13 clang-19 libclang-rt-19-dev libc++-dev libc++abi-dev
)

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
