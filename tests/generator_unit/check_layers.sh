#!/usr/bin/env bash
# The generator's layers include only downwards (docs/how-it-works.md):
# driver -> frontend, backend, model; frontend -> model; backend -> model;
# model -> nothing of the others. Prints each include that goes elsewhere.
#
# usage: check_layers.sh GENERATOR_SRC_DIR
set -euo pipefail
cd "$1"
allowed() {  # allowed LAYER: the layers LAYER's files may include
  case $1 in
    driver) echo "driver frontend backend model" ;;
    frontend) echo "frontend model" ;;
    backend) echo "backend model" ;;
    model) echo "model" ;;
    *) echo "" ;;
  esac
}
status=0
files=$(find . -name '*.h' -o -name '*.cpp' | sort)
[ -n "$files" ] || { echo "FAIL: no sources under $1"; exit 1; }
for file in $files; do
  layer=$(echo "$file" | cut -d/ -f2)
  if [ -z "$(allowed "$layer")" ]; then
    echo "FAIL: $file is in no layer (driver/, frontend/, model/, backend/)"
    status=1
    continue
  fi
  while IFS= read -r included; do
    target=${included%%/*}
    if [[ " $(allowed "$layer") " != *" $target "* ]]; then
      echo "FAIL: $file ($layer) includes \"$included\""
      status=1
    fi
  done < <(sed -n 's|^#include "\([^"]*\)".*|\1|p' "$file")
done
[ "$status" = 0 ] && echo "ok: every include of the generator points down its layers"
exit $status
