#!/usr/bin/env bash
# A whole build's compile time in each layout: a generated model of 200
# structs in 20 headers (each struct holds numbers, strings, a vector, an
# optional and a struct of the previous header, so that writing one reaches
# others), used by 50 files that each serialize 4 of its structs. One CMake
# project per layout, as a user writes it: add_json_serializers() of this
# tree installed into a scratch prefix. Generates the files once (not timed),
# then times building every object (`cmake --build -j 2`, Ninja, -O2), the
# best of 2, wall clock:
#
#   - split: the 50 files include the .json.h (declarations); the 20 generated
#     .json.cpp files compile the serializers once, 8 to a translation unit
#     (add_json_serializers' default BATCH_SIZE);
#   - split-unbatched: the same, each .json.cpp compiled alone (BATCH_SIZE 1);
#   - split-write-only: generated with --write-only (no readers in the
#     .json.cpp files: what the header-only layout compiles when its users
#     only write), batched; split-write-only-unbatched (LAYOUTS=... only);
#   - header-only: the 50 files include the header-only .json.h and each
#     compiles the serializers it reaches.
#
# USERS_READ=1 makes each file also read its 4 structs (from_json), so that
# the header-only layout compiles their readers too (the write-only layout
# is then left out).
#
#   benchmarks/model_build.sh           # CXX defaults to g++; CXX=clang++-19 ...
#
# RUNS=N builds each layout N times (default 2); LAYOUTS="split ..." builds
# those layouts only; KEEP_WORK=1 keeps the generated project.
#
# Installs the jsongen tool and runtime of $JSONGEN_BUILD_DIR (default
# build-bench/; built if missing, as in benchmarks/compile_cost.sh) into the
# scratch prefix.
set -euo pipefail
cd "$(dirname "$0")/.."
cxx=${CXX:-g++}
headers=20 per_header=10 files=50

build_dir=${JSONGEN_BUILD_DIR:-build-bench}
if [ ! -e "$build_dir/CMakeCache.txt" ]; then
  mkdir -p "$build_dir"
  [ -e "$build_dir/.gitignore" ] || echo '*' > "$build_dir/.gitignore"
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DJSONGEN_BUILD_EXAMPLES=OFF \
    -DJSONGEN_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build_dir" --target jsongen >/dev/null
cmake=$(command -v cmake)

work=$(mktemp -d)
if [ -n "${KEEP_WORK:-}" ]; then echo "model_build: files in $work"; else trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work/src/model" "$work/src/use"

# The model: header h declares namespace mh with structs S0..S9.
for ((h = 0; h < headers; h++)); do
  {
    echo "#pragma once"
    echo "#include <jsongen/annotations.h>"
    echo "#include <cstdint>"
    echo "#include <map>"
    echo "#include <optional>"
    echo "#include <string>"
    echo "#include <vector>"
    if ((h > 0)); then echo "#include \"model/m$((h - 1)).h\""; fi
    echo "namespace m$h {"
    for ((k = 0; k < per_header; k++)); do
      echo "struct JSONGEN_SERIALIZE S$k {"
      echo "  std::int64_t id = 0;"
      echo "  std::string name;"
      echo "  double value = 0;"
      echo "  bool active = false;"
      echo "  std::vector<std::int32_t> counts;"
      echo "  std::optional<std::string> note;"
      echo "  std::map<std::string, std::int64_t> totals;"
      if ((h > 0)); then echo "  m$((h - 1))::S$k previous;"; fi
      if ((k > 0)); then echo "  std::vector<S$((k - 1))> items;"; fi
      echo "};"
    done
    echo "}  // namespace m$h"
  } > "$work/src/model/m$h.h"
done
# The users: file f serializes four structs of header f % 20.
for ((f = 0; f < files; f++)); do
  h=$((f % headers))
  {
    echo "#include <string>"
    echo "#include <string_view>"
    echo "#include \"model/m$h.json.h\""
    for k in 0 3 6 9; do
      echo "std::string write_${f}_$k(const m$h::S$k& v) { return jsongen::to_json(v); }"
      if [ -n "${USERS_READ:-}" ]; then
        echo "jsongen::status read_${f}_$k(std::string_view t, m$h::S$k& v) { return jsongen::from_json(t, v); }"
      fi
    done
  } > "$work/src/use/f$f.cpp"
done

# One CMake project per layout over the same sources, built as a user builds
# one: add_json_serializers() of an installed jsongen generates the files.
"$cmake" --install "$build_dir" --prefix "$work/prefix" >/dev/null
all_layouts="split split-unbatched split-write-only header-only"
[ -n "${USERS_READ:-}" ] && all_layouts="split split-unbatched header-only"
layouts=${LAYOUTS:-$all_layouts}
for layout in $layouts; do
  case $layout in
    split) option="" ;;
    split-unbatched) option="BATCH_SIZE 1" ;;
    split-write-only) option="WRITE_ONLY" ;;
    split-write-only-unbatched) option="WRITE_ONLY BATCH_SIZE 1" ;;
    header-only) option="HEADER_ONLY" ;;
    *) echo "model_build: unknown layout $layout" >&2; exit 1 ;;
  esac
  out=$work/$layout
  mkdir -p "$out"
  {
    echo "cmake_minimum_required(VERSION 3.20)"
    echo "project(model_build LANGUAGES CXX)"
    echo "find_package(jsongen CONFIG REQUIRED)"
    echo "file(GLOB uses $work/src/use/*.cpp)"
    echo "file(GLOB headers $work/src/model/*.h)"
    echo "add_library(model OBJECT \${uses})"
    echo "target_include_directories(model PRIVATE $work/src)"
    echo "target_compile_options(model PRIVATE -std=c++17 -O2)"
    echo "add_json_serializers(model HEADERS \${headers} $option)"
  } > "$out/CMakeLists.txt"
  CXX=$cxx "$cmake" -S "$out" -B "$out/build" -G Ninja -DCMAKE_BUILD_TYPE= -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
  # Generates the files (not timed): what the build would run jsongen for.
  mapfile -t generated < <(ninja -C "$out/build" -t targets all | sed -n 's/^\([^:]*\.json\.\(h\|inl\.h\|cpp\)\): .*/\1/p')
  ninja -C "$out/build" -j 2 "${generated[@]}" >/dev/null
done
runs=${RUNS:-2}
best_seconds() {  # best_seconds LAYOUT: the best of $runs builds of every object, in seconds
  local best="" t
  for ((run = 0; run < runs; run++)); do
    find "$work/$1/build" -name '*.o' -delete  # the objects only: the generated files stay
    local start end
    start=$(date +%s.%N)
    "$cmake" --build "$work/$1/build" -j 2 >/dev/null
    end=$(date +%s.%N)
    t=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
    if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
  done
  echo "$best"
}
declare -A seconds
for layout in $layouts; do seconds[$layout]=$(best_seconds "$layout"); done
size_of() { find "$work/$1/build" -name '*.o' -exec stat -c %s {} + | awk '{ s += $1 } END { print s }'; }
uses="serializing"
[ -n "${USERS_READ:-}" ] && uses="writing and reading"
echo "model build: $headers headers x $per_header structs, $files files $uses 4 structs each"
echo "$("$cxx" --version | head -1), -std=c++17 -O2, clean build of the objects, -j 2, best of $runs (wall clock)"
for layout in $layouts; do
  printf '%-18s %8s s %12s B of objects\n' "$layout" "${seconds[$layout]}" "$(size_of "$layout")"
done
ratio() {  # ratio A B: A's time over B's, when both were built
  [ -n "${seconds[$1]:-}" ] && [ -n "${seconds[$2]:-}" ] || return 0
  awk -v a="${seconds[$1]}" -v b="${seconds[$2]}" -v l="$1 / $2" -v g="$3" 'BEGIN { printf "%s: %.2fx%s\n", l, a / b, g }'
}
ratio header-only split " (goal >= 5x)"
ratio header-only split-write-only " (like for like when the users only write)"
ratio split-unbatched split " (batches of 8 against each .json.cpp alone)"
ratio split-write-only-unbatched split-write-only " (the same, write-only)"
