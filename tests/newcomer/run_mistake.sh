#!/usr/bin/env bash
# One newcomer mistake (tests/newcomer/cases/NAME/mistake.txt), made as a new
# user makes it, and the first message it gets, which must be jsongen's own
# answer (the "expect:" text), not a compiler's or a linker's guess.
#
# mistake.txt holds "key: value" lines:
#   what:     the mistake, in a line
#   stage:    generate  jsongen <args> run in (a copy of) the case folder
#             compile   jsongen on each "generate:" line, then COMPILER -c
#                       main.cpp (and every other .cpp of the folder but
#                       *.json.cpp)
#             link      as compile, then linked into a program
#             configure cmake configures the folder's CMakeLists.txt
#             build     as configure, then cmake --build
#   args:     (generate) jsongen's arguments; "-o OUT" goes to the work folder
#   generate: (compile, link; repeatable) jsongen arguments for one header;
#             the output goes to the work folder
#   std:      (compile, link) the -std= the user compiles with (c++17)
#   expect:   (repeatable) text the first message must contain
#   also:     (repeatable) text that must appear anywhere in the output
#   succeeds: yes when the right answer is that it works (expect then
#             matches anywhere in the output, e.g. a warning)
#   shared:   (repeatable) NAME [PATH]: tests/newcomer/shared/NAME copied
#             into the case as PATH (default NAME), for files many cases use
#   before:   the first message before jsongen answered this mistake (the
#             record; not checked)
#
# The first message is: (generate) the first line on standard error; (compile)
# the first line with "error"; (link) the first line with "undefined
# reference", "undefined symbol" or "error"; (configure, build) the first
# line with "Error" or "error" and the indented lines that follow it, joined
# into one line.
#
# usage: run_mistake.sh CASE_DIR WORK JSONGEN SOURCE_DIR CMAKE [COMPILER]
set -euo pipefail
case_dir=$(cd "$1" && pwd) work=$2 jsongen=$3 source_dir=$4 cmake=$5 compiler=${6:-c++}
name=$(basename "$case_dir")
spec=$case_dir/mistake.txt  # absolute: read again after the cd below

field() { sed -n "s|^$1: *||p" "$spec"; }
fail() { echo "FAIL ($name${compiler:+, $(basename "$compiler")}): $*"; exit 1; }

stage=$(field stage)
# (A refusal is checked by its message; a case that must work, by working.)
[ -n "$(field expect)" ] || [ "$(field succeeds)" = yes ] || fail "no expect: line in $spec"
std=$(field std); std=${std:-c++17}
succeeds=$(field succeeds)
runtime_include=$source_dir/runtime/include

rm -rf "$work"
mkdir -p "$work/out"
cp -R "$case_dir" "$work/src"
# The files many cases share (tests/newcomer/shared), copied where each says.
while read -r shared destination; do
  [ -n "$shared" ] || continue
  destination=$work/src/${destination:-$shared}
  mkdir -p "$(dirname "$destination")"
  cp "$source_dir/tests/newcomer/shared/$shared" "$destination"
done < <(field shared)
cd "$work/src"

status=0
case $stage in
  generate)
    read -r -a args <<< "$(field args | sed "s|-o OUT|-o $work/out|g; s|OUT/|$work/out/|g")"
    "$jsongen" "${args[@]}" > "$work/stdout" 2> "$work/output" || status=$?
    first=$(head -n 1 "$work/output")
    ;;
  compile | link)
    while IFS= read -r line; do
      [ -n "$line" ] || continue
      read -r -a args <<< "$line"
      header=${args[-1]}
      mkdir -p "$work/out/$(dirname "$header")"
      "$jsongen" "${args[@]}" -o "$work/out/${header%.h}.json.h" \
        || fail "jsongen ${args[*]} failed: the mistake is in compiling, not generating"
    done < <(field generate)
    objects=()
    for source in *.cpp "$work"/out/*.json.cpp; do
      [ -e "$source" ] || continue
      case $source in
        *.json.cpp) [ "$stage" = link ] && [ -n "$(field link-generated)" ] || continue ;;
      esac
      object=$work/$(basename "${source%.cpp}").o
      "$compiler" -std="$std" -c -I"$work/out" -I"$runtime_include" -I. "$source" -o "$object" \
        >> "$work/output" 2>&1 || status=$?
      objects+=("$object")
    done
    if [ "$stage" = link ] && [ "$status" -eq 0 ]; then
      "$compiler" "${objects[@]}" -o "$work/program" >> "$work/output" 2>&1 || status=$?
    fi
    if [ "$stage" = compile ]; then
      first=$(grep -m 1 'error' "$work/output" || true)
    else
      first=$(grep -m 1 -E 'undefined reference|undefined symbol|error' "$work/output" || true)
    fi
    ;;
  configure | build)
    configure=("$cmake" -S . -B "$work/build" -G Ninja -DCMAKE_CXX_COMPILER="$compiler"
               -DJSONGEN_TEST_TOOL="$jsongen" -DJSONGEN_TEST_SOURCE="$source_dir")
    "${configure[@]}" > "$work/output" 2>&1 || status=$?
    if [ "$stage" = build ] && [ "$status" -eq 0 ]; then
      "$cmake" --build "$work/build" >> "$work/output" 2>&1 || status=$?
    fi
    # CMake wraps a message at 80 columns (and puts two spaces after a
    # sentence): its lines joined, so that "expect:" text matches wherever
    # the line breaks fell.
    first=$(awk 'found && /^ / { sub(/^ +/, ""); printf " %s", $0; next } found { exit }
                 /[Ee]rror/ { found = 1; printf "%s", $0 } END { if (found) print "" }' "$work/output" | tr -s ' ')
    ;;
  *) fail "unknown stage '$stage' in $spec" ;;
esac

cat "$work/output"
if [ "$succeeds" = yes ]; then
  [ "$status" -eq 0 ] || fail "it must work (status $status)"
  first=$(cat "$work/output")
else
  [ "$status" -ne 0 ] || fail "it was accepted: it must be refused"
  [ -n "$first" ] || fail "no message"
fi
while IFS= read -r expected; do
  [ -n "$expected" ] || continue
  grep -qF -- "$expected" <<< "$first" || fail "the first message is not jsongen's answer:
  first:    $(head -n 3 <<< "$first")
  expected: $expected"
done < <(field expect)
while IFS= read -r expected; do
  [ -n "$expected" ] || continue
  grep -qF -- "$expected" "$work/output" || fail "not in the output: $expected"
done < <(field also)
echo "ok: $name answered: $(head -n 1 <<< "$first")"
