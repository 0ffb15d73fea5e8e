#!/usr/bin/env bash
# Installs the Debian 12 packages the benchmark needs beyond jsongen's own
# (scripts/install_deps.sh): the peer libraries, only those that are missing.
set -euo pipefail

packages=(
  rapidjson-dev          # RapidJSON (Writer)
  nlohmann-json3-dev     # nlohmann::json (also loads the data sets)
  libboost-json1.81-dev  # Boost.JSON
  libsimdjson-dev        # simdjson On-Demand (reading, and iterate_many in jsongen_lines_bench; optional in CMake)
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
echo "jsongen benchmarks: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
