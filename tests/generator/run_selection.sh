#!/usr/bin/env bash
# What a call selects and writes: --type patterns and --exclude-type, a
# pattern that matches nothing, types a wildcard sweeps in that cannot be
# serialized, system headers, and several inputs in one call (the same bytes
# as one call per input, in any order, also when one input includes another),
# and what a --config file selects.
#
# usage: run_selection.sh JSONGEN WORK_DIR [COMPILER RUNTIME_INCLUDE]
set -euo pipefail
jsongen=$1 work=$2 compiler=${3:-} runtime_include=${4:-}
rm -rf "$work"
mkdir -p "$work/src" "$work/vendor/lib"
fail() { echo "FAIL: $*"; exit 1; }
cd "$work/src"

cat > model.h <<'HEADER'
#pragma once
#include <functional>
#include <string>
#include "lib/vendor.h"
namespace app {
enum class Color { red, green };
struct Point { int x; int y; };
struct Label { std::string text; Color color; };
// Not serializable, and no serialized field holds it.
struct Widget { int id; std::function<void()> on_click; };
}  // namespace app
HEADER
cat > scene.h <<'HEADER'
#pragma once
#include "model.h"
namespace app {
struct Scene { Point origin; Label title; };
}  // namespace app
HEADER
# A library seen through -isystem, as a system header.
cat > ../vendor/lib/vendor.h <<'HEADER'
#pragma once
namespace vendor {
struct Handle { int fd; };
}  // namespace vendor
HEADER
args=(-isystem "$work/vendor")
serializes() { grep -q "struct serializer<$1>" "$2"; }

# A wildcard sweeps in what it matches; a type it cannot serialize is left
# out with a note naming why, not an error.
"$jsongen" model.h --type 'app::*' "${args[@]}" 2> err || fail "app::* with a bad type: $(cat err)"
serializes '::app::Point' model.json.h || fail "app::Point not selected"
serializes '::app::Label' model.json.h || fail "app::Label not selected"
serializes '::app::Color' model.json.h || fail "app::Color not selected"
if serializes '::app::Widget' model.json.h; then fail "app::Widget written"; fi
grep -q "model.h:10:8: note: left out 'app::Widget'.*'on_click'.*std::function" err || fail "no note for Widget: $(cat err)"
# Named exactly, the same type is an error.
status=0; "$jsongen" model.h --type 'app::Widget' "${args[@]}" -o - > /dev/null 2> err || status=$?
[ "$status" = 1 ] && grep -q "model.h:10:.*error: field 'on_click'" err || fail "exact --type of a bad type: status $status"
# --exclude-type leaves it out silently.
"$jsongen" model.h --type 'app::*' --exclude-type 'app::Widget' --exclude-type 'app::Lab*' "${args[@]}" -o - \
  > out.h 2> err || fail "--exclude-type: $(cat err)"
[ ! -s err ] || fail "--exclude-type left a message: $(cat err)"
serializes '::app::Point' out.h || fail "--exclude-type dropped Point"
if serializes '::app::Label' out.h; then fail "--exclude-type kept Label"; fi

# '*' skips system headers' types; a pattern that names their namespace reaches them.
"$jsongen" model.h --type '*' "${args[@]}" -o - > out.h 2> /dev/null || fail "--type '*'"
serializes '::app::Point' out.h || fail "'*' missed app::Point"
if serializes '::vendor::Handle' out.h; then fail "'*' selected a system header's type"; fi
"$jsongen" model.h --type 'vendor::*' "${args[@]}" -o - > out.h || fail "--type 'vendor::*'"
serializes '::vendor::Handle' out.h || fail "'vendor::*' missed vendor::Handle"

# A pattern that matches nothing is an error (a warning with --allow-empty).
status=0; "$jsongen" model.h --type 'ap::*' --type 'app::Point' "${args[@]}" -o - > /dev/null 2> err || status=$?
[ "$status" = 1 ] && grep -q "error: --type 'ap::\*' matches no struct or enum" err || fail "unmatched --type: status $status"
status=0; "$jsongen" model.h --type 'app::*' --exclude-type 'app::Nothing' "${args[@]}" -o - > /dev/null 2> err ||
  status=$?
[ "$status" = 1 ] && grep -q "error: --exclude-type 'app::Nothing' matches no type" err || fail "unmatched --exclude-type"
"$jsongen" model.h --type 'ap::*' --type 'app::Point' --allow-empty "${args[@]}" -o - > out.h 2> err ||
  fail "--allow-empty: $(cat err)"
grep -q "warning: --type 'ap::\*' matches no struct or enum" err || fail "--allow-empty warns"
serializes '::app::Point' out.h || fail "--allow-empty output"
"$jsongen" model.h --type 'ap::*' --type 'app::Point' --allow-unmatched "${args[@]}" -o - > out.h 2> err ||
  fail "--allow-unmatched: $(cat err)"
grep -q "warning: --type 'ap::\*' matches no struct or enum" err || fail "--allow-unmatched warns"
# A name near one the inputs see says which it meant.
status=0; "$jsongen" model.h --type 'app::Piont' "${args[@]}" -o - > /dev/null 2> err || status=$?
[ "$status" = 1 ] && grep -q "^jsongen: error: --type 'app::Piont' matches no struct or enum the inputs see; did you mean 'app::Point'?" err ||
  fail "--type typo: $(cat err)"
# A header with nothing to generate is an error, also with --allow-unmatched;
# --allow-empty writes the empty header, with a note.
printf '#pragma once\nnamespace app {\nstruct Bare { int x; };\n}\n' > bare.h
status=0; "$jsongen" bare.h --allow-unmatched "${args[@]}" -o - > out.h 2> err || status=$?
[ "$status" = 1 ] && grep -q "^bare.h: error: nothing to generate: .*struct JSONGEN_SERIALIZE Bare {" err ||
  fail "nothing to generate: status $status: $(cat err)"
"$jsongen" bare.h --allow-empty "${args[@]}" -o - > out.h 2> err || fail "--allow-empty on an empty header: $(cat err)"
grep -q "^bare.h: note: nothing to generate: " err && grep -q "namespace jsongen" out.h ||
  fail "--allow-empty on an empty header: $(cat err)"
# --exclude-type without --type: it leaves out annotated types too; a field
# that holds an excluded type is a located error.
cat > marked.h <<'HEADER'
#pragma once
#include <jsongen/annotations.h>
namespace app {
struct JSONGEN_SERIALIZE Kept { int x; };
struct JSONGEN_SERIALIZE Dropped { int y; };
}  // namespace app
HEADER
"$jsongen" marked.h --exclude-type 'app::Dropped' "${args[@]}" -o - > out.h 2> err ||
  fail "--exclude-type without --type: $(cat err)"
serializes '::app::Kept' out.h || fail "--exclude-type without --type dropped Kept"
if serializes '::app::Dropped' out.h; then fail "--exclude-type did not leave an annotated type out"; fi
printf '#pragma once\n#include <jsongen/annotations.h>\nnamespace app {\nstruct JSONGEN_SERIALIZE Part { int y; };\nstruct JSONGEN_SERIALIZE Whole { Part part; };\n}\n' > holder.h
status=0; "$jsongen" holder.h --exclude-type 'app::Part' "${args[@]}" -o - > /dev/null 2> err || status=$?
# (libclang 14 spells the type 'app::Part', newer ones 'Part'.)
[ "$status" = 1 ] && grep -Eq "^holder.h:5:39: error: field 'part' of 'app::Whole' has type '(app::)?Part', which jsongen cannot serialize: 'app::Part' is left out by --exclude-type" err ||
  fail "a field of an excluded type: status $status: $(cat err)"

# Several inputs: the bytes of one call per input, whatever the order, also
# when scene.h includes model.h (it failed when model.h came first).
mkdir -p ../single
for input in model.h scene.h; do
  "$jsongen" "$input" --type 'app::*' -o "../single/${input%.h}.json.h" --include-as "../src/$input" \
    "${args[@]}" 2> /dev/null
done
for order in "model.h scene.h" "scene.h model.h"; do
  rm -rf ../multi
  # shellcheck disable=SC2086
  "$jsongen" $order --type 'app::*' --out-dir ../multi "${args[@]}" 2> err || fail "inputs $order: $(cat err)"
  for f in model.json.h model.json.inl.h model.json.cpp scene.json.h scene.json.inl.h scene.json.cpp; do
    cmp -s "../multi/$f" "../single/$f" || fail "inputs '$order': $f differs from one call for its input"
  done
done
# -j: inputs parsed side by side give the same files, and the same messages
# in input order, as one at a time.
for jobs in -j1 -j2 "--jobs 3"; do
  rm -rf ../multi
  # shellcheck disable=SC2086
  "$jsongen" $jobs scene.h model.h --type 'app::*' --out-dir ../multi "${args[@]}" 2> err ||
    fail "$jobs: $(cat err)"
  for f in model.json.h model.json.inl.h model.json.cpp scene.json.h scene.json.inl.h scene.json.cpp; do
    cmp -s "../multi/$f" "../single/$f" || fail "$jobs: $f differs from one call for its input"
  done
done
for bad in first second third; do
  printf '#include <jsongen/annotations.h>\nstruct JSONGEN_SERIALIZE %s { const int& ref_%s; };\n' "$bad" "$bad" > "bad_$bad.h"
done
"$jsongen" -j1 bad_first.h bad_second.h bad_third.h --out-dir ../bad "${args[@]}" 2> err_one && fail "bad inputs passed"
"$jsongen" -j3 bad_first.h bad_second.h bad_third.h --out-dir ../bad "${args[@]}" 2> err_three && fail "bad inputs passed"
cmp -s err_one err_three || fail "-j3's messages differ from -j1's: $(diff err_one err_three)"
[ "$(grep -c 'error: .*ref_' err_one)" = 3 ] || fail "-j1: not one error per input: $(cat err_one)"
grep -n 'ref_' err_one | sed -n 1p | grep -q ref_first || fail "-j: messages not in input order"
status=0; "$jsongen" -j0 model.h 2> err || status=$?
[ "$status" = 2 ] && grep -q "needs a number of jobs" err || fail "-j0: status $status, $(cat err)"

# A --type struct of the input itself is compiled in its .json.cpp, as an
# annotated one (declared in the .json.h); one of another input is defined
# whole in each header that uses it, under the guard the declaration is
# under too, so that a file can include both headers in either order.
grep -q 'JSONGEN_COMPILE_TO_JSON(::app::Point)' ../single/model.json.cpp || fail "model.json.cpp does not compile Point"
grep -q 'JSONGEN_DECLARE_COMPILED(.*::app::Point)' ../single/model.json.h || fail "model.json.h does not declare Point compiled"
if grep -q 'JSONGEN_COMPILE_TO_JSON(::app::Point)' ../single/scene.json.cpp; then fail "scene.json.cpp compiles Point"; fi
if [ -n "$compiler" ]; then
  read -r -a cxx <<< "$compiler"
  build() { "${cxx[@]}" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I../single -I"$runtime_include" "${args[@]}" "$@"; }
  for input in model scene; do
    build -c "../single/$input.json.cpp" -o "../$input.o" 2> err || fail "$input.json.cpp: $(cat err)"
  done
  for order in "model scene" "scene model"; do
    main=../main_${order// /_}.cpp
    for header in $order; do printf '#include "%s.json.h"\n' "$header" >> "$main"; done
    printf 'int main() {\n  app::Scene s{};\n  app::Point p{};\n  return static_cast<int>(jsongen::to_json(s).size() + jsongen::to_json(p).size() == 0);\n}\n' >> "$main"
    build "$main" ../model.o ../scene.o -o ../program 2> err ||
      fail "including $order's headers: $(cat err)"
    ../program || fail "including $order's headers: the program failed"
  done
fi

# Each input holds its own types: Scene in scene.json.h only.
if serializes '::app::Scene' ../multi/model.json.h; then fail "model.json.h holds scene.h's Scene"; fi
serializes '::app::Scene' ../multi/scene.json.h || fail "scene.json.h lacks Scene"

# --config: what it selects is written; it is in the depfile; a header's
# annotation that the file also sets wins, with a note; an entry that
# matches nothing is an error, a warning with --allow-empty; an exclusion
# applies to --type too.
cat > config.toml <<'CONFIG'
[types."app::Point"]
naming = "PascalCase"
[enums."app::Color".names]
red = "Red"
[select]
exclude = ["app::Widget"]
CONFIG
"$jsongen" model.h --config config.toml --type 'app::*' -o ../config.json.h --depfile ../config.d "${args[@]}" \
  2> err || fail "--config: $(cat err)"
grep -q '"{\\"X\\":"' ../config.json.h ../config.json.inl.h || fail "--config: Point's keys are not PascalCase"
grep -q '"\\"Red\\""' ../config.json.h ../config.json.inl.h || fail "--config: Color's red is not renamed"
serializes '::app::Widget' ../config.json.h && fail "--config: [select] exclude did not take Widget out"
grep -q "config.toml" ../config.d || fail "--config: the configuration is not in the depfile"
printf '[types."app::Nothing"]\n' > unmatched.toml
if "$jsongen" model.h --config unmatched.toml -o ../unmatched.json.h "${args[@]}" 2> err; then
  fail "--config: an entry that matches nothing passed"
fi
grep -q 'unmatched.toml:1:8: error: \[types."app::Nothing"\] matches no struct' err || fail "--config unmatched: $(cat err)"
"$jsongen" model.h --config unmatched.toml --allow-empty -o ../unmatched.json.h "${args[@]}" 2> err ||
  fail "--config --allow-empty: $(cat err)"
grep -q 'unmatched.toml:1:8: warning:' err || fail "--config --allow-empty gave no warning: $(cat err)"

echo "ok: type selection, several inputs and --config"
