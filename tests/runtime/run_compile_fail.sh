#!/usr/bin/env bash
# Compile-fail test: SOURCE must not compile, and the compiler's messages must
# contain every "// expect: TEXT" line of it (the runtime's static_assert
# message), so that it fails for the reason it tests. A "// std: c++20" line
# picks the standard (default c++17).
#
# usage: run_compile_fail.sh COMPILER RUNTIME_INCLUDE_DIR SOURCE
set -euo pipefail
compiler=$1 include=$2 source=$3

std=$(sed -n 's|^// std: ||p' "$source")
std=${std:-c++17}
status=0
messages=$("$compiler" -std="$std" -fsyntax-only -I "$include" "$source" 2>&1) || status=$?
if [ "$status" -eq 0 ]; then
  echo "FAIL: $(basename "$source") compiled; it must be refused"
  exit 1
fi
while IFS= read -r expected; do
  if ! grep -qF -- "$expected" <<< "$messages"; then
    echo "$messages" | head -40
    echo "FAIL: message not found: $expected"
    exit 1
  fi
done < <(sed -n 's|^// expect: ||p' "$source")
echo "ok: $(basename "$source") refused with its message"
