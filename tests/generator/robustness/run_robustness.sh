#!/usr/bin/env bash
# Robustness test of the generator on one bad or odd header: jsongen must
# either write a correct header or give a clear "file:line:col: error:" (or
# "file: error:" about the whole file) and
# exit status 1 -- never crash (a signal), hang (the time limit) or leave a
# partial or changed output file.
#
# The header says what it expects in comment lines:
#   // expect: ok | error
#   // message: TEXT      (error) TEXT must appear among the messages; repeatable
#   // no-werror          (ok) compile without -Werror (the header itself warns)
# For "ok", the generated header must be whole and compile (g++, strict
# warnings); with NAME.cpp and NAME.json beside the header, NAME.cpp is built,
# run, and must print NAME.json exactly (and valid JSON to json_check).
#
# HEADER may also be "generated:KIND", a header this script writes:
# fields_10000, long_names, deep_nesting, too_deep, bracket_depth, binary_garbage,
# bom_crlf, nul_bytes, long_line (see make_header below).
#
# With --syntax-only the check program is only compiled with -fsyntax-only
# (its templates instantiated, no code made): the 10,000-field header is slow
# to compile in full and needs 4 GB (CMake option JSONGEN_SLOW_TESTS).
#
# usage: run_robustness.sh JSONGEN JSON_CHECK RUNTIME_INCLUDE HEADER WORK COMPILER [--syntax-only]
set -euo pipefail
jsongen=$1 json_check=$2 runtime_include=$3 header=$4 work=$5 compiler=$6
syntax_only=0
[ "${7:-}" = "--syntax-only" ] && syntax_only=1
limit=120

rm -rf "$work"
mkdir -p "$work/in"
fail() { echo "FAIL: $*"; exit 1; }

# ---- generated inputs ---------------------------------------------------------
make_header() {  # KIND: writes $work/in/KIND.h (and KIND.cpp, KIND.json when checked)
  local kind=$1 h="$work/in/$1.h" cpp="$work/in/$1.cpp" json="$work/in/$1.json"
  case "$kind" in
    fields_10000)  # one struct with 10,000 fields of a few kinds
      {
        echo '// expect: ok'
        echo '#pragma once'
        echo '#include <jsongen/jsongen.h>'
        echo '#include <string>'
        echo 'struct JSONGEN_SERIALIZE Wide {'
        for ((i = 0; i < 10000; i++)); do
          case $((i % 4)) in
            0) echo "  int f$i = $i;" ;;
            1) echo "  std::string f$i = \"s$i\";" ;;
            2) echo "  double f$i = $i.5;" ;;
            3) echo "  bool f$i = $((i % 8 == 3));" ;;
          esac
        done
        echo '};'
      } > "$h"
      printf '#include <iostream>\n#include "fields_10000.json.h"\nint main() { std::cout << jsongen::to_json(Wide{}); }\n' > "$cpp"
      {
        printf '{'
        for ((i = 0; i < 10000; i++)); do
          [ $i -gt 0 ] && printf ','
          case $((i % 4)) in
            0) printf '"f%d":%d' $i $i ;;
            1) printf '"f%d":"s%d"' $i $i ;;
            2) printf '"f%d":%d.5' $i $i ;;
            3) if [ $((i % 8)) = 3 ]; then printf '"f%d":true' $i; else printf '"f%d":false' $i; fi ;;
          esac
        done
        printf '}'
      } > "$json"
      ;;
    long_names)  # 4000-character names of a namespace, struct, field, enum and enumerator
      local n s f e v
      n=n$(printf 'a%.0s' $(seq 4000)) s=S$(printf 'b%.0s' $(seq 4000)) f=f$(printf 'c%.0s' $(seq 4000))
      e=E$(printf 'd%.0s' $(seq 4000)) v=V$(printf 'e%.0s' $(seq 4000))
      {
        echo '// expect: ok'
        echo '#pragma once'
        echo '#include <jsongen/jsongen.h>'
        echo "namespace $n {"
        echo "enum class $e { $v };"
        echo "struct JSONGEN_SERIALIZE $s { int $f; $e kind; };"
        echo "}"
      } > "$h"
      printf '#include <iostream>\n#include "long_names.json.h"\nint main() { std::cout << jsongen::to_json(%s::%s{7, %s::%s::%s}); }\n' \
        "$n" "$s" "$n" "$e" "$v" > "$cpp"
      printf '{"%s":7,"kind":"%s"}' "$f" "$v" > "$json"
      ;;
    deep_nesting)  # structs nested 200 deep, inside 60 nested namespaces
      {
        echo '// expect: ok'
        echo '#pragma once'
        echo '#include <jsongen/jsongen.h>'
        for ((i = 0; i < 60; i++)); do printf 'namespace n%d { ' $i; done
        echo
        echo 'struct JSONGEN_SERIALIZE S200 { int x = 1; };'
        for ((i = 199; i >= 0; i--)); do echo "struct JSONGEN_SERIALIZE S$i { S$((i + 1)) s; };"; done
        for ((i = 0; i < 60; i++)); do printf '} '; done
        echo
      } > "$h"
      local ns=""
      for ((i = 0; i < 60; i++)); do ns+="n$i::"; done
      printf '#include <iostream>\n#include "deep_nesting.json.h"\nint main() { std::cout << jsongen::to_json(%sS0{}); }\n' "$ns" > "$cpp"
      { for ((i = 0; i < 200; i++)); do printf '{"s":'; done; printf '{"x":1}'; for ((i = 0; i < 200; i++)); do printf '}'; done; } > "$json"
      ;;
    too_deep)  # deeper than jsongen's nesting limit (nesting_depth.h), which compilers' template depth sets:
      # 300 structs, each in a std::vector of the next, which g++ 12 stops at after 147
      {
        echo '// expect: error'
        echo "// message: error: 'S175' nests 251 levels deep, more than the 250 jsongen supports"
        echo '#pragma once'
        echo '#include <jsongen/jsongen.h>'
        echo '#include <vector>'
        echo 'struct JSONGEN_SERIALIZE S300 { int x = 1; };'
        for ((i = 299; i >= 0; i--)); do echo "struct JSONGEN_SERIALIZE S$i { std::vector<S$((i + 1))> s; };"; done
      } > "$h"
      ;;
    bracket_depth)  # deeper than clang's bracket limit (256)
      {
        echo '// expect: error'
        echo '// message: error: bracket nesting level exceeded maximum of 256'
        echo '#include <jsongen/jsongen.h>'
        for ((i = 0; i < 300; i++)); do printf 'namespace n { '; done
        echo 'struct JSONGEN_SERIALIZE Deep { int x; };'
        for ((i = 0; i < 300; i++)); do printf '} '; done
        echo
      } > "$h"
      ;;
    binary_garbage)  # 4 KiB of bytes from a fixed-seed generator
      {
        printf '// expect: error\n'
        awk 'BEGIN { srand(7); for (i = 0; i < 4096; i++) printf "%c", int(rand() * 256) }' < /dev/null
      } > "$h"
      ;;
    bom_crlf)  # a UTF-8 byte order mark and CRLF line ends
      printf '\xef\xbb\xbf// expect: ok\r\n#pragma once\r\n#include <jsongen/jsongen.h>\r\nstruct JSONGEN_SERIALIZE Crlf {\r\n  int x;\r\n  const char* s;\r\n};\r\n' > "$h"
      printf '#include <iostream>\n#include "bom_crlf.json.h"\nint main() { std::cout << jsongen::to_json(Crlf{1, "a\\r\\nb"}); }\n' > "$cpp"
      printf '%s' '{"x":1,"s":"a\r\nb"}' > "$json"
      ;;
    nul_bytes)  # NUL bytes between tokens (clang and g++ ignore them, with a warning)
      printf '// expect: ok\n// no-werror\n#pragma once\n#include <jsongen/jsongen.h>\nstruct JSONGEN_SERIALIZE\0Nul {\0int x;\n};\n' > "$h"
      printf '#include <iostream>\n#include "nul_bytes.json.h"\nint main() { std::cout << jsongen::to_json(Nul{4}); }\n' > "$cpp"
      printf '%s' '{"x":4}' > "$json"
      ;;
    long_line)  # a 4 MB line (a comment) before the struct
      {
        echo '// expect: ok'
        echo '#include <jsongen/jsongen.h>'
        printf '// '
        head -c 4000000 /dev/zero | tr '\0' 'x'
        echo
        echo 'struct JSONGEN_SERIALIZE AfterLongLine { int x; };'
      } > "$h"
      ;;
    *) fail "unknown generated header '$kind'" ;;
  esac
  header="$h"
}

if [[ "$header" == generated:* ]]; then
  make_header "${header#generated:}"
else
  cp "$header" "$work/in/"
  base=${header%.h}
  for companion in "$base.cpp" "$base.json"; do
    if [ -f "$companion" ]; then cp "$companion" "$work/in/"; fi
  done
  header="$work/in/$(basename "$header")"
fi
name=$(basename "$header" .h)
cd "$work/in"
expect=$(sed -n 's|^\xef\xbb\xbf||; s|^// expect: \([a-z]*\).*|\1|p' "$name.h" | head -1)
[ -n "$expect" ] || fail "$name.h has no '// expect: ok|error' line"

# ---- run jsongen twice: with a previous output in place, and with none ------------
previous="// a generated header from an earlier run"
run() {  # OUTPUT: runs jsongen on the header, sets $status
  status=0
  # (--include-as: outputs in two folders include the input alike.)
  timeout -k 10 "$limit" "$jsongen" "$name.h" -o "$1" --include-as "$name.h" > "$work/stdout" 2> "$work/stderr" ||
    status=$?
  case "$status" in
    0 | 1) ;;
    124 | 137) fail "jsongen gave no answer within ${limit}s (a hang)" ;;
    *)
      if [ "$status" -gt 128 ]; then fail "jsongen was killed by signal $((status - 128)) (a crash): $(tail -c 500 "$work/stderr")"; fi
      fail "jsongen exited with status $status: $(tail -c 500 "$work/stderr")"
      ;;
  esac
  local leftovers
  leftovers=$(find . -name '*.tmp*')
  [ -z "$leftovers" ] || fail "a temporary file was left: $leftovers"
}

output="$work/in/$name.json.h"
echo "$previous" > "$output"
run "$output"
head -c 2000 "$work/stderr"
if [ "$expect" = error ]; then
  [ "$status" = 1 ] || fail "expected exit status 1 (an error), got $status"
  # (A header with nothing to generate is an error about the whole file: "file: error:".)
  grep -qE '^[^ ].*(:[0-9]+:[0-9]+)?: error: ' "$work/stderr" || fail "no 'file:line:col: error:' message"
  while IFS= read -r message; do
    grep -qF -- "$message" "$work/stderr" || fail "message not found: $message"
  done < <(sed -n 's|^// message: ||p' "$name.h")
  [ "$(cat "$output")" = "$previous" ] || fail "the existing output file was changed"
  run "$work/absent.json.h"
  [ "$status" = 1 ] || fail "the second run gave exit status $status"
  [ ! -e "$work/absent.json.h" ] || fail "an output file was written"
  echo "ok: $name rejected with a located error, nothing written"
  exit 0
fi

[ "$status" = 0 ] || fail "expected success, got exit status $status"
mkdir -p "$work/in/second"
run "$work/in/second/$name.json.h"
[ "$status" = 0 ] || fail "the second run gave exit status $status"
for suffix in .json.h .json.inl.h .json.cpp; do
  cmp -s "$work/in/$name$suffix" "$work/in/second/$name$suffix" || fail "the two runs wrote different $name$suffix"
done
head -1 "$output" | grep -q '^// generated by jsongen' || fail "the output does not start as a generated header"
[ "$(tail -1 "$output")" = "}  // namespace jsongen" ] || fail "the output is not whole"

werror=-Werror
if grep -q '^// no-werror' "$name.h"; then werror=""; fi
flags=(-std=c++17 -Wall -Wextra $werror -DJSONGEN_CHECK_ROOM=1 -I"$runtime_include" -I.)
read -r -a env_flags <<< "${JSONGEN_TEST_CXXFLAGS:-}"
flags+=("${env_flags[@]}")
if [ -f "$name.cpp" ] && [ "$syntax_only" = 1 ]; then
  "$compiler" "${flags[@]}" -fsyntax-only "$name.cpp" || fail "the check program does not compile"
  echo "ok: $name generated a whole header; the check program using it compiles (-fsyntax-only)"
elif [ -f "$name.cpp" ]; then
  "$compiler" "${flags[@]}" "$name.cpp" "$name.json.cpp" -o "$work/program" || fail "the check program does not compile"
  "$work/program" > "$work/actual.json" || fail "the check program failed"
  "$json_check" "$work/actual.json" "$name.json" || fail "wrong JSON"
  cmp -s "$work/actual.json" "$name.json" || fail "output differs from $name.json: $(head -c 300 "$work/actual.json")"
  echo "ok: $name generated, compiled, ran and wrote the expected JSON"
else
  # The generated source: the .json.h, the .json.inl.h and their instances.
  "$compiler" "${flags[@]}" -fsyntax-only "$name.json.cpp" || fail "the generated files do not compile"
  echo "ok: $name generated whole files that compile"
fi
