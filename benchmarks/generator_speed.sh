#!/usr/bin/env bash
# How long jsongen takes to generate, compared with clang parsing the same
# header, and how that grows with inputs and structs:
#
#   (a) one header including the usual standard headers (<string>, <vector>,
#       <map>, <optional>, <variant>, <memory>, <unordered_map>, <chrono>,
#       <functional>, <algorithm>, ...) and a few annotated structs:
#       jsongen vs `clang++ -fsyntax-only` on that header (goal: within 1.2x);
#   (b) 20 such headers in one jsongen invocation vs one header: each is a
#       translation unit of its own, parsed side by side (-j, default one per
#       core), and with -j1 one after another;
#   (c) one header with 250, 500, 1000 and 2000 annotated structs (and 0, for
#       the fixed cost of the standard headers): the time should grow linearly.
#       Each struct has six fields of standard types and holds the previous
#       struct. With --vector-chain, also (d): the same but holding a
#       std::vector of the previous struct, 2000 distinct std::vector
#       instantiations, which makes clang's own parse grow faster than linearly.
#   (e) one header whose own text makes 20,000 uses of nested function-like
#       macros (a register table; Boost.Preprocessor-style code) and one
#       annotated struct: jsongen vs `clang++ -fsyntax-only` (goal: within
#       1.2x; libclang's offset-to-location mapping once made this 2-3x).
#
# Every figure is the median of RUNS runs, wall time and CPU time (user +
# system, which the machine's other load disturbs less); the commands of a
# table run interleaved (A B C, B C A, ...) after one warm-up run each, so that
# a change in machine load hits all of them alike. The headers are written
# into a temporary folder. Not a test: it prints figures and ratios.
#
# usage: benchmarks/generator_speed.sh [--jsongen PATH] [--clang PATH] [--runs N] [--vector-chain]
#   defaults: $JSONGEN or build/generator/jsongen, $CLANGXX or clang++, 11 runs
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

jsongen=${JSONGEN:-$root/build/generator/jsongen}
clangxx=${CLANGXX:-clang++}
runs=11
vector_chain=0
while [ $# -gt 0 ]; do
  case $1 in
    --jsongen) jsongen=$2; shift 2 ;;
    --clang) clangxx=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --vector-chain) vector_chain=1; shift ;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "generator_speed.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[ -x "$jsongen" ] || { echo "generator_speed.sh: no jsongen at $jsongen (build it: scripts/build.sh, or pass --jsongen)" >&2; exit 1; }
command -v "$clangxx" > /dev/null || { echo "generator_speed.sh: no $clangxx" >&2; exit 1; }
[ "$runs" -ge 1 ] 2> /dev/null || { echo "generator_speed.sh: --runs needs a positive number" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/jsongen-speed.XXXXXX")
trap 'rm -rf "$work"' EXIT
runtime_include=$root/runtime/include

# ---------------------------------------------------------------- inputs

std_includes='#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <variant>
#include <vector>

#include <jsongen/jsongen.h>'

# typical_header NAMESPACE: the standard headers and a few annotated structs.
typical_header() {
  cat <<EOF
#pragma once
$std_includes

namespace $1 {

enum class Status { Active, Suspended, Closed };

struct JSONGEN_SERIALIZE Address {
  std::string street;
  std::string city;
  std::optional<std::string> postcode;
};

struct JSONGEN_SERIALIZE Contact {
  std::string name;
  std::vector<std::string> phones;
  std::unique_ptr<Address> address;
};

struct JSONGEN_SERIALIZE Account {
  std::uint64_t id;
  std::string owner;
  Status status;
  double balance;
  std::vector<Address> addresses;
  std::map<std::string, std::int64_t> limits;
  std::unordered_map<std::string, std::string> tags;
  std::variant<std::int64_t, std::string> reference;
  std::optional<Contact> emergency_contact;
  std::array<int, 4> pins;
};

struct JSONGEN_SERIALIZE Ledger {
  std::string name;
  std::vector<Account> accounts;
  std::deque<std::pair<std::string, double>> history;
  std::set<std::string> auditors;
};

}  // namespace $1
EOF
}

# many_header N [vector]: N annotated structs of six fields of standard types,
# each but the first also holding the previous one (or, with "vector", a
# std::vector of it).
many_header() {
  local n=$1 shape=${2:-value} i
  echo "#pragma once"
  echo "$std_includes"
  echo
  echo "namespace many {"
  echo "enum class Color { Red, Green, Blue };"
  for ((i = 0; i < n; ++i)); do
    printf 'struct JSONGEN_SERIALIZE S%d {\n  std::int64_t id;\n  std::string name;\n  std::vector<int> values;\n' "$i"
    printf '  std::optional<double> score;\n  Color color;\n  std::map<std::string, int> counts;\n'
    if ((i > 0)); then
      if [ "$shape" = vector ]; then printf '  std::vector<S%d> previous;\n' $((i - 1)); else printf '  S%d previous;\n' $((i - 1)); fi
    fi
    printf '};\n'
  done
  echo "}  // namespace many"
}

typical_header typical > "$work/typical.h"
mkdir -p "$work/twenty" "$work/out"
twenty=()
for i in $(seq -w 1 20); do
  typical_header "ns$i" > "$work/twenty/h$i.h"
  twenty+=("$work/twenty/h$i.h")
done
struct_counts=(0 250 500 1000 2000)
for i in "${twenty[@]}"; do echo "#include \"$i\""; done > "$work/twenty/all.h"
# macro_header: (e)'s input.
macro_header() {
  local i
  printf '#pragma once\n#include <cstdint>\n#include <jsongen/jsongen.h>\n'
  printf '#define ID(x) x\n#define A(x) ID(ID(ID(ID(x))))\n#define B(x) A(A(A(A(x))))\n#define C(x) B(B(B(x)))\n'
  echo "namespace regs {"
  for ((i = 0; i < 20000; ++i)); do printf 'constexpr std::uint32_t r%d = C(%d);\n' "$i" "$i"; done
  echo "struct JSONGEN_SERIALIZE Imu { double ax; double ay; std::uint64_t t; };"
  echo "}  // namespace regs"
}
macro_header > "$work/macros.h"
for n in "${struct_counts[@]}"; do
  many_header "$n" > "$work/many$n.h"
  if [ "$vector_chain" = 1 ]; then many_header "$n" vector > "$work/vmany$n.h"; fi
done

# ---------------------------------------------------------------- commands

clang_flags=(-std=c++17 -fsyntax-only -x c++ -DJSONGEN_GENERATOR=1 -Wno-pragma-once-outside-header -I"$runtime_include")
# Each command is a function; its output goes to /dev/null and a failure stops the script.
jsongen_typical() { "$jsongen" "$work/typical.h" -o "$work/out/typical.json.h"; }
clang_typical() { "$clangxx" "${clang_flags[@]}" "$work/typical.h"; }
jsongen_macros() { "$jsongen" "$work/macros.h" -o "$work/out/macros.json.h"; }
clang_macros() { "$clangxx" "${clang_flags[@]}" "$work/macros.h"; }
jsongen_one() { "$jsongen" "${twenty[0]}" -o "$work/out/one.json.h"; }
jsongen_twenty() { "$jsongen" --root "$work/twenty" --out-dir "$work/out/twenty" "${twenty[@]}"; }
jsongen_twenty_j1() { "$jsongen" -j1 --root "$work/twenty" --out-dir "$work/out/twenty_j1" "${twenty[@]}"; }
clang_one() { "$clangxx" "${clang_flags[@]}" "${twenty[0]}"; }
clang_twenty() { "$clangxx" "${clang_flags[@]}" "$work/twenty/all.h"; }
for n in "${struct_counts[@]}"; do
  for v in "" v; do
    # (--allow-empty: many0.h, the standard headers' fixed cost, marks nothing.)
    eval "jsongen_${v}many$n() { \"\$jsongen\" --allow-empty \"\$work/${v}many$n.h\" -o \"\$work/out/${v}many$n.json.h\"; }"
    eval "clang_${v}many$n() { \"\$clangxx\" \"\${clang_flags[@]}\" \"\$work/${v}many$n.h\"; }"
  done
done

declare -A wall_ms cpu_ms

# run FUNCTION: runs it once; its wall and CPU milliseconds in $work/time.
TIMEFORMAT='%3R %3U %3S'
run() {
  { time "$1" > /dev/null 2> "$work/stderr"; } 2> "$work/time" ||
    { cat "$work/stderr" >&2; echo "generator_speed.sh: $1 failed" >&2; exit 1; }
}
milliseconds() { echo $((10#${1/./})); }  # "0.812" -> 812

# median LIST: the median of whitespace-separated integers.
median() { tr ' ' '\n' <<< "$1" | grep . | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

# measure FUNCTION...: one warm-up run each, then RUNS rounds, each starting
# one command further along the list; sets wall_ms[F] and cpu_ms[F] (medians).
measure() {
  local fns=("$@") count=$# round k f real user sys
  declare -A walls=() cpus=()
  for f in "${fns[@]}"; do run "$f"; done
  for ((round = 0; round < runs; ++round)); do
    for ((k = 0; k < count; ++k)); do
      f=${fns[(round + k) % count]}
      run "$f"
      read -r real user sys < "$work/time"
      walls[$f]+="$(milliseconds "$real") "
      cpus[$f]+="$(( $(milliseconds "$user") + $(milliseconds "$sys") )) "
    done
  done
  for f in "${fns[@]}"; do
    wall_ms[$f]=$(median "${walls[$f]}")
    cpu_ms[$f]=$(median "${cpus[$f]}")
  done
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "-"; else printf "%.2f", a / b }'; }
row() { printf '    %-46s %8s %8s\n' "$1" "${wall_ms[$2]}" "${cpu_ms[$2]}"; }
header() { printf '    %-46s %8s %8s\n' "command (median ms)" "wall" "cpu"; }

echo "jsongen:  $jsongen ($("$jsongen" --version))"
echo "clang++:  $(command -v "$clangxx") ($("$clangxx" --version | head -1))"
echo "machine:  $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); median of $runs runs, interleaved; cpu = user + system"
echo

# ---------------------------------------------------------------- (a)
measure jsongen_typical clang_typical
echo "(a) one header: 15 standard headers + <jsongen/jsongen.h>, 4 annotated structs"
header
row "jsongen typical.h" jsongen_typical
row "clang++ -fsyntax-only typical.h" clang_typical
echo "    jsongen / clang++ -fsyntax-only: $(ratio "${wall_ms[jsongen_typical]}" "${wall_ms[clang_typical]}")x wall," \
     "$(ratio "${cpu_ms[jsongen_typical]}" "${cpu_ms[clang_typical]}")x cpu (goal: at most 1.20x)"
echo

# ---------------------------------------------------------------- (b)
measure jsongen_one jsongen_twenty jsongen_twenty_j1 clang_one clang_twenty
echo "(b) 20 such headers (own namespaces) in one invocation vs one header"
header
row "jsongen h01.h" jsongen_one
row "jsongen --out-dir DIR h01.h ... h20.h" jsongen_twenty
row "jsongen -j1 --out-dir DIR h01.h ... h20.h" jsongen_twenty_j1
row "clang++ -fsyntax-only h01.h" clang_one
row "clang++ -fsyntax-only all.h (includes the 20)" clang_twenty
echo "    jsongen, 20 headers / 1 header: $(ratio "${wall_ms[jsongen_twenty]}" "${wall_ms[jsongen_one]}")x wall," \
     "$(ratio "${cpu_ms[jsongen_twenty]}" "${cpu_ms[jsongen_one]}")x cpu (20 separate runs: 20x)"
echo "    jsongen, 20 headers, -j1 / default -j: $(ratio "${wall_ms[jsongen_twenty_j1]}" "${wall_ms[jsongen_twenty]}")x wall"
echo "    clang++, the same 20 / 1:        $(ratio "${wall_ms[clang_twenty]}" "${wall_ms[clang_one]}")x wall," \
     "$(ratio "${cpu_ms[clang_twenty]}" "${cpu_ms[clang_one]}")x cpu"
echo

# ---------------------------------------------------------------- (c), (d)
# fit "N T N T ...": least-squares T = a + b N; prints "a b r2".
fit() {
  awk '{ for (i = 1; i < NF; i += 2) { n++; x = $i; y = $(i + 1); sx += x; sy += y; sxx += x * x; sxy += x * y; syy += y * y } }
       END { b = (n * sxy - sx * sy) / (n * sxx - sx * sx); a = (sy - b * sx) / n
             ss = syy - sy * sy / n
             r2 = (ss > 0) ? (b * (sxy - sx * sy / n)) / ss : 1
             printf "%.0f %.1f %.3f", a, b * 1000, r2 }' <<< "$1"
}

# many_table PREFIX TITLE
many_table() {
  local v=$1 n j c k fns=() points_wall="" points_cpu="" points_clang=""
  for n in "${struct_counts[@]}"; do fns+=("jsongen_${v}many$n" "clang_${v}many$n"); done
  measure "${fns[@]}"
  echo "$2"
  printf '    %6s | %9s %9s %13s | %9s %13s | %9s\n' "" "jsongen" "jsongen" "jsongen cpu" "clang++" "clang++ cpu" "jsongen /"
  printf '    %6s | %9s %9s %13s | %9s %13s | %9s\n' "N" "wall ms" "cpu ms" "us per struct" "cpu ms" "us per struct" "clang cpu"
  for n in "${struct_counts[@]}"; do
    j=${wall_ms[jsongen_${v}many$n]} c=${cpu_ms[jsongen_${v}many$n]} k=${cpu_ms[clang_${v}many$n]}
    points_wall+="$n $j " points_cpu+="$n $c " points_clang+="$n $k "
    if ((n > 0)); then
      printf '    %6d | %9d %9d %13.0f | %9d %13.0f | %8sx\n' "$n" "$j" "$c" \
        "$(ratio $(((c - cpu_ms[jsongen_${v}many0]) * 1000)) "$n")" "$k" \
        "$(ratio $(((k - cpu_ms[clang_${v}many0]) * 1000)) "$n")" "$(ratio "$c" "$k")"
    else
      printf '    %6d | %9d %9d %13s | %9d %13s | %8sx\n' "$n" "$j" "$c" "" "$k" "" "$(ratio "$c" "$k")"
    fi
  done
  local a b r2
  echo "    (us per struct: time above N=0 divided by N; flat when growth is linear)"
  read -r a b r2 <<< "$(fit "$points_cpu")"
  echo "    least-squares fit, jsongen cpu:  ${a} ms + ${b} us x N, r^2 = ${r2}"
  read -r a b r2 <<< "$(fit "$points_wall")"
  echo "    least-squares fit, jsongen wall: ${a} ms + ${b} us x N, r^2 = ${r2}"
  read -r a b r2 <<< "$(fit "$points_clang")"
  echo "    least-squares fit, clang++ cpu:  ${a} ms + ${b} us x N, r^2 = ${r2}"
  echo "    the second 1000 structs / the first 1000, jsongen cpu:" \
       "$(ratio $((cpu_ms[jsongen_${v}many2000] - cpu_ms[jsongen_${v}many1000])) $((cpu_ms[jsongen_${v}many1000] - cpu_ms[jsongen_${v}many0])))x," \
       "clang++ cpu: $(ratio $((cpu_ms[clang_${v}many2000] - cpu_ms[clang_${v}many1000])) $((cpu_ms[clang_${v}many1000] - cpu_ms[clang_${v}many0])))x" \
       "(1 when linear)"
  echo "    generated header for N=2000: $(wc -c < "$work/out/${v}many2000.json.h") bytes"
}

many_table "" "(c) one header with N annotated structs (six standard-type fields and the previous struct), same standard headers"
if [ "$vector_chain" = 1 ]; then
  echo
  many_table v "(d) as (c), but each struct holds a std::vector of the previous one (N distinct std::vector instantiations)"
fi

# ---------------------------------------------------------------- (e)
echo
measure jsongen_macros clang_macros
echo "(e) one header making 20,000 uses of nested macros (ID(ID(...)) 48 deep), one annotated struct"
header
row "jsongen macros.h" jsongen_macros
row "clang++ -fsyntax-only macros.h" clang_macros
echo "    jsongen / clang++ -fsyntax-only: $(ratio "${wall_ms[jsongen_macros]}" "${wall_ms[clang_macros]}")x wall," \
     "$(ratio "${cpu_ms[jsongen_macros]}" "${cpu_ms[clang_macros]}")x cpu (goal: at most 1.20x)"
