#!/usr/bin/env bash
# Every runtime header refuses a standard before C++17 with one message,
# jsongen's #error (require_cxx17.h), before anything else fails on it; and
# annotations.h, macros only, which an annotated header includes, still
# compiles as C++14.
#
# usage: run_cxx14_refused.sh COMPILER RUNTIME_INCLUDE_DIR WORK_DIR
set -euo pipefail
compiler=$1 include=$2 work=$3
expected='jsongen needs C++17 or later: compile with -std=c++17'

mkdir -p "$work"
status=0
for header in "$include"/jsongen/*.h; do
  name=$(basename "$header")
  echo "#include <jsongen/$name>" > "$work/use_$name.cpp"
  messages=$("$compiler" -std=c++14 -fsyntax-only -I"$include" "$work/use_$name.cpp" 2>&1) && compiled=1 || compiled=0
  if [ "$name" = annotations.h ]; then
    if [ "$compiled" = 0 ]; then
      echo "FAIL: annotations.h does not compile as C++14:"
      echo "$messages" | head -5
      status=1
    fi
    continue
  fi
  first=$(grep -m 1 'error:' <<< "$messages" || true)
  errors=$(grep -c 'error:' <<< "$messages" || true)
  # The #error, then the missing header that stops the compilation.
  if [ "$compiled" = 1 ] || ! grep -qF -- "$expected" <<< "$first" || [ "$errors" -gt 2 ]; then
    echo "FAIL: jsongen/$name as C++14: first: ${first:-(none)} ($errors errors)"
    status=1
  fi
done
[ "$status" = 0 ] && echo "ok: every runtime header refuses C++14 with jsongen's #error first; annotations.h compiles"
exit $status
