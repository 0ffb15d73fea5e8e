#!/usr/bin/env bash
# The documentation's C++ snippets: every ```cpp block of README.md and
# docs/*.md must be in snippets.cpp, doc_types.h, nlohmann_doc_types.h or the example's
# shop/customer.h, every ```toml block in the configuration that the end-to-end
# case tests/generator/cases/config runs (check_snippets.awk), and snippets.cpp must compile
# warning-free against the headers jsongen generates and run, checking the
# outputs the snippets show.
#
# usage: run_snippets.sh JSONGEN RUNTIME_INCLUDE SOURCE_DIR WORK_DIR COMPILER
set -euo pipefail
jsongen=$1 runtime_include=$2 source=$3 work=$4 compiler=$5
docs_tests=$source/tests/docs

awk -f "$docs_tests/check_snippets.awk" "$docs_tests/snippets.cpp" "$docs_tests/doc_types.h" "$docs_tests/nlohmann_doc_types.h" \
  "$source/examples/include/shop/customer.h" "$source/tests/generator/cases/config/config.toml" \
  "$source/README.md" "$source"/docs/*.md

rm -rf "$work"
mkdir -p "$work/shop"
# Header-only: the snippets write with other options than the defaults.
"$jsongen" "$source/examples/include/shop/customer.h" --header-only -o "$work/shop/customer.json.h" \
  --include-as shop/customer.h -- -I"$source/examples/include"
"$jsongen" "$docs_tests/doc_types.h" --header-only -o "$work/doc_types.json.h" --include-as doc_types.h
"$jsongen" "$docs_tests/nlohmann_doc_types.h" --nlohmann --header-only -o "$work/nlohmann_doc_types.json.h" \
  --include-as nlohmann_doc_types.h
"$compiler" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$work" -I"$runtime_include" -I"$source/examples/include" \
  -I"$docs_tests" "$docs_tests/snippets.cpp" -o "$work/snippets"
"$work/snippets"
