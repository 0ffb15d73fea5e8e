#!/usr/bin/env bash
# Golden test: the header jsongen generates for CASE_DIR/HEADER must equal
# GOLDEN byte for byte, and two runs must give identical bytes.
# With UPDATE=1 the golden file is rewritten instead (scripts/update_golden.sh).
#
# usage: run_golden.sh JSONGEN CASE_DIR HEADER GOLDEN WORK_DIR
set -euo pipefail
jsongen=$1 case_dir=$2 header=$3 golden=$4 work=$5

mkdir -p "$work"
cd "$case_dir"
extra=()
if [ -f "$header.args" ]; then mapfile -t extra < "$header.args"; fi
"$jsongen" "$header" -o - "${extra[@]}" > "$work/first.json.h"
"$jsongen" "$header" -o - "${extra[@]}" > "$work/second.json.h"
if ! cmp -s "$work/first.json.h" "$work/second.json.h"; then
  echo "FAIL: two runs gave different output"
  diff -u "$work/first.json.h" "$work/second.json.h" || true
  exit 1
fi
if [ "${UPDATE:-0}" = 1 ]; then
  cp "$work/first.json.h" "$golden"
  echo "updated $golden"
  exit 0
fi
if ! diff -u "$golden" "$work/first.json.h"; then
  echo "FAIL: generated header differs from $golden (scripts/update_golden.sh rewrites the golden files)"
  exit 1
fi
echo "ok: $header matches $(basename "$golden")"
