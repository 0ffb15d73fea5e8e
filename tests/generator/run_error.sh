#!/usr/bin/env bash
# Error test: jsongen on a header it must reject (with the options of its
# "// options: ..." line, if any). Checks the exit status, that
# every "// expect: TEXT" line of the header appears in the messages, and that
# no output is written: an existing generated header stays untouched and a
# missing one is not created.
#
# usage: run_error.sh JSONGEN HEADER WORK_DIR
set -euo pipefail
jsongen=$1 header=$2 work=$3

rm -rf "$work"
mkdir -p "$work"
cd "$(dirname "$header")"
name=$(basename "$header")
good="// a good generated header from an earlier run"
echo "$good" > "$work/existing.json.h"

for output in "$work/existing.json.h" "$work/absent.json.h"; do
  status=0
  options=()
  read -r -a options < <(sed -n 's|^// options: ||p' "$name") || true
  "$jsongen" ${options[@]+"${options[@]}"} "$name" -o "$output" 2> "$work/stderr" || status=$?
  cat "$work/stderr"
  if [ "$status" -ne 1 ]; then
    echo "FAIL: expected exit status 1, got $status"
    exit 1
  fi
  while IFS= read -r expected; do
    if ! grep -qF -- "$expected" "$work/stderr"; then
      echo "FAIL: message not found: $expected"
      exit 1
    fi
  done < <(sed -n 's|^// expect: ||p' "$name")
done

if [ "$(cat "$work/existing.json.h")" != "$good" ]; then
  echo "FAIL: the existing output file was changed"
  exit 1
fi
if [ -e "$work/absent.json.h" ]; then
  echo "FAIL: an output file was written"
  exit 1
fi
if ls "$work" | grep -q tmp; then
  echo "FAIL: a temporary file was left behind"
  exit 1
fi
echo "ok: $name rejected"
