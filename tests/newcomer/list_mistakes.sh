#!/usr/bin/env bash
# Prints the table of docs/first-hour.md from the newcomer cases: one row per
# case, its mistake, when it is found, and the first message before and after
# jsongen answered it. With --check DOC: exits 1 when DOC does not hold the
# table as printed (a case added or changed without the page).
#
# With --update DOC: rewrites the table in DOC.
#
# usage: list_mistakes.sh SOURCE_DIR [--check DOC | --update DOC]
set -euo pipefail
source_dir=$1
cases=$source_dir/tests/newcomer/cases

# A table cell: pipes escaped, code in backticks left as it is.
cell() { sed 's/|/\\|/g' <<< "$1"; }

table() {
  echo "| mistake | found when | before | jsongen's answer (the first message) |"
  echo "|---|---|---|---|"
  for dir in "$cases"/*/; do
    spec=$dir/mistake.txt
    field() { sed -n "s|^$1: *||p" "$spec"; }
    local what stage before expect
    what=$(field what)
    stage=$(field stage)
    before=$(field before)
    expect=$(field expect | paste -sd '~' | sed 's/~/ … /g')
    [ "$(field succeeds)" = yes ] && expect="(it works) $expect"
    echo "| $(cell "$what") (\`$(basename "$dir")\`) | $stage | $(cell "$before") | $(cell "$expect") |"
  done
}

if [ "${2:-}" = --update ]; then
  doc=$3
  table > "$doc.table"
  awk -v table="$doc.table" '
    /^<!-- mistakes: end/ { while ((getline line < table) > 0) print line; skipping = 0 }
    !skipping { print }
    /^<!-- mistakes: begin/ { skipping = 1 }' "$doc" > "$doc.new"
  mv "$doc.new" "$doc"
  rm "$doc.table"
elif [ "${2:-}" = --check ]; then
  doc=$3
  expected=$(table)
  actual=$(sed -n '/^<!-- mistakes: begin/,/^<!-- mistakes: end/p' "$doc" | sed '1d;$d')
  if [ "$expected" != "$actual" ]; then
    diff <(echo "$expected") <(echo "$actual") || true
    echo "FAIL: $doc's table of mistakes is not current: run tests/newcomer/list_mistakes.sh . and paste it"
    exit 1
  fi
  echo "ok: $doc lists every newcomer case"
else
  table
fi
