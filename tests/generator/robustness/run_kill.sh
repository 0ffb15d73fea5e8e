#!/usr/bin/env bash
# Kill test of the generator's output (kill_test.cpp): a big header whose
# generated serializers take a while to write; the output of a smaller
# version of it is the "old" good output; jsongen is then killed COUNT times
# at random moments and the output must always be the old or the new one.
#
# usage: run_kill.sh JSONGEN KILL_TEST WORK COUNT SEED
set -euo pipefail
jsongen=$1 kill_test=$2 work=$3 count=$4 seed=$5
rm -rf "$work"
mkdir -p "$work"
cd "$work"

big_header() {  # N structs of 8 fields
  echo '#pragma once'
  echo '#include <jsongen/jsongen.h>'
  echo '#include <string>'
  echo '#include <vector>'
  for ((s = 0; s < $1; s++)); do
    echo "struct JSONGEN_SERIALIZE Record$s {"
    echo "  int id; double score; std::string name; std::vector<int> values;"
    echo "  bool active; long long big; std::string note JSONGEN_RENAME(\"note \\\"$s\\\"\"); unsigned flags;"
    echo "};"
  done
}

big_header 199 > big.h
"$jsongen" big.h --header-only -o old.json.h
big_header 200 > big.h
"$jsongen" big.h --header-only -o new.json.h
"$kill_test" "$jsongen" "$work" big.h old.json.h new.json.h "$count" "$seed"
