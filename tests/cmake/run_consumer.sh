#!/usr/bin/env bash
# jsongen in someone else's CMake build: configures tests/cmake/consumer
# against an installed jsongen (MODE=package: `cmake --install` of this build
# into WORK/prefix, then find_package) or against the source tree
# (MODE=fetchcontent: FetchContent/add_subdirectory of a copy of the tree, the
# tool built inside the consumer's build), with the given CMake generator,
# then checks:
#
#   - (package) what find_package(jsongen) accepts and gives (tests/cmake/package),
#     and the BATCH_SIZE values add_json_serializers refuses (tests/cmake/batch_size);
#   - it builds and prints the expected JSON; a second build does nothing, nor
#     one after configuring again;
#   - the two headers of one add_json_serializers() call compile as one batch;
#     a target built with CMake's UNITY_BUILD compiles its generated sources
#     alone; both write and read as expected;
#   - touching a file the annotated header does not include recompiles but
#     does not run jsongen;
#   - touching a header the annotated header includes (nested) runs jsongen
#     again, and an unchanged result is not rewritten (its mtime stays);
#   - editing that nested header changes the generated header and the output;
#   - editing the configuration file (add_json_serializers' CONFIG) regenerates;
#   - a newer jsongen binary regenerates;
#   - jsongen_check_generated(): its test fails while the committed headers are
#     missing or stale, the <name>_update target regenerates them, then it passes.
#
# usage: run_consumer.sh MODE GENERATOR WORK CMAKE CTEST SOURCE_DIR BUILD_DIR CXX
set -euo pipefail
mode=$1 generator=$2 work=$3 cmake=$4 ctest=$5 source_dir=$6 build_dir=$7 cxx=$8
consumer_dir=$source_dir/tests/cmake/consumer

fail() { echo "FAIL ($mode, $generator): $*"; exit 1; }
step() { echo "== $*"; }

rm -rf "$work"
mkdir -p "$work"
cp -R "$consumer_dir" "$work/src"
src=$work/src build=$work/build

configure_args=(-G "$generator" -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)
case $mode in
  package)
    step "install $build_dir into $work/prefix"
    "$cmake" --install "$build_dir" --prefix "$work/prefix" > "$work/install.log"
    for f in bin/jsongen include/jsongen/jsongen.h lib/cmake/jsongen/jsongenConfig.cmake \
             lib/cmake/jsongen/jsongenConfigVersion.cmake lib/cmake/jsongen/JsongenSerializers.cmake; do
      [ -e "$work/prefix/$f" ] || fail "not installed: $f"
    done
    # The installed tool finds the installed runtime, not the source tree's.
    # (money.h marks nothing: --allow-empty, as only the search list matters.)
    "$work/prefix/bin/jsongen" -v --allow-empty "$src/include/vendor/money.h" -o - 2> "$work/verbose.log" > /dev/null ||
      fail "installed jsongen -v: $(cat "$work/verbose.log")"
    grep -q -- "-I$work/prefix/include\( \|$\)" "$work/verbose.log" || fail "installed jsongen does not use $work/prefix/include"
    # Versions, components, targets and functions of the package.
    # (With the generator under test: a machine may have Ninja and no make.)
    "$cmake" -S "$source_dir/tests/cmake/package" -B "$work/package" -G "$generator" -DCMAKE_PREFIX_PATH="$work/prefix" \
      > "$work/package.log" 2>&1 || { cat "$work/package.log"; fail "find_package checks"; }
    # BATCH_SIZE refused, with its reason, where it means nothing.
    for case in zero:"must be a whole number" missing:"needs a number" \
                header_only:"header-only" interface:"header-only"; do
      if "$cmake" -S "$source_dir/tests/cmake/batch_size" -B "$work/batch_size_${case%%:*}" -G "$generator" \
          -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_CXX_COMPILER="$cxx" -DCASE="${case%%:*}" > "$work/batch_size.log" 2>&1; then
        fail "BATCH_SIZE case ${case%%:*} configured"
      fi
      grep -q "${case#*:}" "$work/batch_size.log" || { cat "$work/batch_size.log"; fail "BATCH_SIZE case ${case%%:*}: no message"; }
    done
    configure_args+=(-DCMAKE_PREFIX_PATH="$work/prefix")
    ;;
  fetchcontent)
    # A snapshot of the source tree, as FetchContent would download it: the
    # build does not see edits made to the tree while the test runs.
    excludes=(--exclude=./.git --exclude='./build*')
    case $build_dir/ in "$source_dir"/*) excludes+=(--exclude="./${build_dir#"$source_dir"/}") ;; esac
    mkdir -p "$work/jsongen"
    tar -C "$source_dir" "${excludes[@]}" -cf - . | tar -C "$work/jsongen" -xf -
    configure_args+=(-DJSONGEN_SOURCE_DIR="$work/jsongen")
    ;;
  *) fail "unknown mode $mode" ;;
esac

build() {  # build [target]: the build's output in $work/build.log
  local target=()
  [ $# -gt 0 ] && target=(--target "$1")
  if ! "$cmake" --build "$build" -j 2 "${target[@]}" > "$work/build.log" 2>&1; then
    cat "$work/build.log"
    fail "build failed"
  fi
}
ran_jsongen() { grep -q "jsongen: library/book.h -> library/book.json.h" "$work/build.log"; }
compiled() { grep -q "/main\.cpp" "$work/build.log"; }
mtime() { stat -c %Y.%y "$1"; }

step "configure ($generator)"
"$cmake" -S "$src" -B "$build" "${configure_args[@]}" > "$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure"; }

step "build and run"
build
ran_jsongen || fail "first build did not run jsongen"
grep -q "library/book.json.cpp" "$work/build.log" || fail "the first build did not compile the generated book.json.cpp"
"$build/consumer" > "$work/actual.json"
cmp "$work/actual.json" "$consumer_dir/expected.json" || { diff "$work/actual.json" "$consumer_dir/expected.json"; fail "output"; }
generated=$build/jsongen_generated/consumer/library/book.json.h
[ -f "$generated" ] || fail "no $generated"
if [ "$mode" = package ]; then
  # Nothing of the source tree is used: runtime headers and tool come from the prefix.
  if grep -q "$source_dir/runtime" "$build/compile_commands.json"; then fail "the consumer compiles against the source tree's runtime"; fi
  grep -q "$work/prefix/include" "$build/compile_commands.json" || fail "the consumer does not use the installed runtime"
  [ "$(cat "$build/jsongen_tool.txt")" = "$work/prefix/bin/jsongen" ] || fail "the tool is not the installed one"
fi

step "two headers of one call compiled as one batch; kept out of CMake's unity builds"
grep -q "shop\.dir/.*shop\.batch0\.cpp" "$work/build.log" || fail "shop's generated sources were not compiled as one batch"
if grep -q "shop\.dir/.*\.json\.cpp" "$work/build.log"; then fail "a generated source of shop was compiled alone as well"; fi
grep -q "shop_unity\.dir/.*shop/order\.json\.cpp" "$work/build.log" || fail "shop_unity did not compile order.json.cpp alone"
for program in shop shop_unity; do
  "$build/$program" > "$work/$program.json" || { cat "$work/$program.json"; fail "$program failed"; }
  cmp "$work/$program.json" "$consumer_dir/expected_shop.json" || { diff "$work/$program.json" "$consumer_dir/expected_shop.json"; fail "$program's output"; }
done

# Old enough timestamps that any later touch is strictly newer, whatever the
# file system's timestamp resolution.
sleep 1

step "a second build does nothing"
build
ran_jsongen && fail "jsongen ran again on an unchanged tree"
compiled && fail "main.cpp recompiled on an unchanged tree"
if [ "$generator" = Ninja ]; then grep -q "no work to do" "$work/build.log" || fail "ninja had work on an unchanged tree"; fi

step "configuring again rewrites nothing"
"$cmake" -S "$src" -B "$build" > "$work/configure.log" 2>&1 || { cat "$work/configure.log"; fail "configure again"; }
build
grep -q "batch0" "$work/build.log" && fail "a batch recompiled after configuring again"

step "touching an unrelated header recompiles without jsongen"
before=$(mtime "$generated")
touch "$src/include/library/unrelated.h"
build
compiled || fail "main.cpp not recompiled after touching unrelated.h"
ran_jsongen && fail "jsongen ran after touching a header book.h does not include"
[ "$(mtime "$generated")" = "$before" ] || fail "book.json.h rewritten after touching unrelated.h"

step "touching a nested include runs jsongen; the same output is not rewritten (Ninja)"
cp "$generated" "$work/book.json.h.before"
touch "$src/include/library/config.h"
build
ran_jsongen || fail "jsongen did not run after touching config.h (included by book.h)"
compiled || fail "main.cpp not recompiled after touching config.h"
cmp -s "$generated" "$work/book.json.h.before" || fail "book.json.h changed after touching config.h"
# Ninja restats the output and keeps it as it was; Make needs it touched.
if [ "$generator" = Ninja ]; then
  [ "$(mtime "$generated")" = "$before" ] || fail "unchanged book.json.h was rewritten"
fi
build
ran_jsongen && fail "jsongen ran twice for one touch"

step "editing a nested include regenerates and changes the output"
sleep 1
sed -i 's/LIBRARY_WITH_ISBN 0/LIBRARY_WITH_ISBN 1/' "$src/include/library/config.h"
build
ran_jsongen || fail "jsongen did not run after editing config.h"
grep -q "isbn" "${generated%.json.h}.json.inl.h" || fail "book.json.inl.h has no isbn field after editing config.h"
"$build/consumer" > "$work/actual_isbn.json"
cmp "$work/actual_isbn.json" "$consumer_dir/expected_isbn.json" || { diff "$work/actual_isbn.json" "$consumer_dir/expected_isbn.json"; fail "output with isbn"; }

step "editing the configuration file regenerates"
sleep 1
printf '[types."vendor::Money".fields]\ncents = { rename = "amount_cents" }\n' >> "$src/jsongen.toml"
build
ran_jsongen || fail "jsongen did not run after editing jsongen.toml"
# (grep reads the files itself: `cat | grep -q` fails under pipefail when grep
# leaves at a match in the first file before cat has written the second.)
grep -q "amount_cents" "$generated" "${generated%.json.h}.json.inl.h" ||
  fail "book.json.h does not rename cents after editing jsongen.toml"
build
ran_jsongen && fail "jsongen ran again after one edit of jsongen.toml"

step "a newer jsongen regenerates"
sleep 1
touch "$(cat "$build/jsongen_tool.txt")"
# (The consumer target alone: the shop targets would regenerate and compile
# again the same way, for nothing this checks.)
build consumer
ran_jsongen || fail "jsongen did not run after the tool changed"
build consumer
ran_jsongen && fail "jsongen ran again after the tool changed once"

step "jsongen_check_generated: missing, generated, current, stale, regenerated"
check() { "$ctest" --test-dir "$build" -R '^consumer_committed$' --output-on-failure > "$work/ctest.log" 2>&1; }
if check; then fail "check passed with no committed headers"; fi
grep -q "generated/shelf.json.h: error: missing" "$work/ctest.log" || { cat "$work/ctest.log"; fail "check does not name the missing header"; }
build consumer_committed_update
[ -f "$src/committed/generated/shelf.json.h" ] && [ -f "$src/committed/generated/sub/label.json.h" ] || fail "_update wrote nothing"
grep -q '^#include "sub/label.json.h"$' "$src/committed/generated/shelf.json.h" || fail "committed shelf.json.h does not include sub/label.json.h"
check || { cat "$work/ctest.log"; fail "check failed on freshly generated headers"; }
# The committed pair compiles with nothing but the runtime headers.
printf '#include "generated/shelf.json.h"\nint main() { library::Shelf s{"hall", {{"new"}}}; return jsongen::to_json(s) == R"({"room":"hall","labels":[{"text":"new"}]})" ? 0 : 1; }\n' \
  > "$src/committed/use.cpp"
# Each .json.cpp compiled as a source of its own (the package run), or as
# one batch written by hand (the FetchContent run; docs/compiled-serializers.md,
# "Batches"): the same runtime headers either way, so one run each (CI's time).
if [ "$mode" = package ]; then
  "$cxx" -std=c++17 -I"$work/prefix/include" "$src/committed/use.cpp" "$src/committed/generated/shelf.json.cpp" \
    "$src/committed/generated/sub/label.json.cpp" -o "$work/use" && "$work/use" || fail "committed files do not compile or run"
else
  {
    echo '#define JSONGEN_COMPILING_SERIALIZERS 1'
    for f in shelf.json.inl.h sub/label.json.inl.h shelf.json.cpp sub/label.json.cpp; do echo "#include \"generated/$f\""; done
  } > "$src/committed/batch.cpp"
  "$cxx" -std=c++17 -I"$work/jsongen/runtime/include" "$src/committed/use.cpp" "$src/committed/batch.cpp" -o "$work/use_batch" &&
    "$work/use_batch" || fail "committed files compiled as one batch do not compile or run"
fi
sed -i 's/std::string text;/std::string text;\n  int color;/' "$src/committed/sub/label.h"
if check; then fail "check passed on a stale committed header"; fi
grep -Eq "generated/sub/label\.json(\.inl)?\.h: error: out of date" "$work/ctest.log" || { cat "$work/ctest.log"; fail "check does not name the stale file"; }
grep -Eq "generated/sub/label\.json(\.inl)?\.h: error: out of date; regenerate it from .*: cmake --build $build --target consumer_committed_update" "$work/ctest.log" ||
  { cat "$work/ctest.log"; fail "check does not say what updates the stale file"; }
build consumer_committed_update
check || { cat "$work/ctest.log"; fail "check failed after _update"; }

echo "ok: $mode ($generator)"
