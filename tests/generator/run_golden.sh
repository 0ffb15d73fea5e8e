#!/usr/bin/env bash
# Golden test: the files jsongen generates for CASE_DIR/HEADER in the split
# layout (X.json.h, X.json.inl.h, X.json.cpp) must equal GOLDEN (the .json.h
# one; the others beside it, named alike) byte for byte, and two runs must
# give identical bytes. The input is included as its path in the case, so
# the files do not depend on where the work directory is.
# With UPDATE=1 the golden files are rewritten instead (scripts/update_golden.sh).
#
# usage: run_golden.sh JSONGEN CASE_DIR HEADER GOLDEN WORK_DIR
set -euo pipefail
jsongen=$1 case_dir=$2 header=$3 golden=$4 work=$5

rm -rf "$work"
mkdir -p "$work/first" "$work/second"
cd "$case_dir"
extra=()
if [ -f "$header.args" ]; then mapfile -t extra < "$header.args"; fi
name=$(basename "${header%.*}")
for run in first second; do
  "$jsongen" "$header" -o "$work/$run/$name.json.h" --include-as "$header" "${extra[@]}"
done
status=0
for suffix in .json.h .json.inl.h .json.cpp; do
  generated=$work/first/$name$suffix
  expected=${golden%.json.h}$suffix
  if ! cmp -s "$generated" "$work/second/$name$suffix"; then
    echo "FAIL: two runs gave different $name$suffix"
    diff -u "$generated" "$work/second/$name$suffix" || true
    status=1
  fi
  if [ "${UPDATE:-0}" = 1 ]; then
    cp "$generated" "$expected"
    echo "updated $expected"
  elif ! diff -u "$expected" "$generated"; then
    echo "FAIL: generated $name$suffix differs from $(basename "$expected") (scripts/update_golden.sh rewrites the golden files)"
    status=1
  fi
done
[ "$status" = 0 ] && echo "ok: $header matches $(basename "${golden%.json.h}").json.{h,inl.h,cpp}"
exit $status
