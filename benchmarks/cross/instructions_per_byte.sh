#!/usr/bin/env bash
# Instructions per byte of text that each cross architecture's SIMD code
# executes against the portable code's, counted under qemu-user (one
# instruction per translation block, each block's execution logged: exact
# counts of executed guest instructions, whatever the machine's load):
# writing a 4 KB string (escaping with its UTF-8 check) and reading it back
# (the reader's scan with its UTF-8 check), on plain ASCII, Latin text, CJK
# and escape-heavy text (simd_workload.cpp). Each count is the difference
# between 1 and 1 + REPS repetitions, over REPS times the text's bytes, so
# start-up and the first repetition's allocations fall out.
#
#   benchmarks/cross/instructions_per_byte.sh [ARCH...]   (default: every
#     architecture of scripts/cross/arch_config.sh that has SIMD)
# Environment: JSONGEN_COUNT_REPS (default 4), JSONGEN_COUNT_KINDS
#   (default "ascii latin cjk escapes"), JSONGEN_COUNT_OUT (default a
#   temporary directory).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=../../scripts/cross/arch_config.sh
source "$root/scripts/cross/arch_config.sh"
reps=${JSONGEN_COUNT_REPS:-4}
read -r -a kinds <<< "${JSONGEN_COUNT_KINDS:-ascii latin cjk escapes}"
archs=("$@")
[ ${#archs[@]} -eq 0 ] && archs=("${cross_simd_archs[@]}")
work=${JSONGEN_COUNT_OUT:-$(mktemp -d)}
mkdir -p "$work"

# Executed instructions of one run: every translation block one instruction
# long (-singlestep), not chained, each execution logged.
count() {
  local log=$work/exec.log
  # shellcheck disable=SC2086
  $run -singlestep -d nochain,exec -D "$log" "$@" > /dev/null
  grep -c '^Trace' "$log"
  rm -f "$log"
}

# Counting needs qemu (Windows programs run natively under Wine).
for arch in "${archs[@]}"; do
  arch_config "$arch" || exit 2
  case $run in
    qemu-*) ;;
    *) echo "instructions_per_byte: $arch does not run under qemu: no instruction counts" >&2; exit 2 ;;
  esac
done

printf '%-12s %-6s %-8s %8s %9s %7s\n' arch work text simd portable ratio
for arch in "${archs[@]}"; do
  arch_config "$arch"
  for variant in simd portable; do
    extra=""
    [ $variant = portable ] && extra="-DJSONGEN_NO_SIMD"
    # shellcheck disable=SC2086
    $cxx -std=c++17 -O2 -DNDEBUG $flags $extra -I"$root/runtime/include" "$here/simd_workload.cpp" \
      -o "$work/workload.$arch.$variant"
  done
  for work_kind in write read; do
    for kind in "${kinds[@]}"; do
      per_byte=()
      for variant in simd portable; do
        program=$work/workload.$arch.$variant
        bytes=$($run "$program" "$work_kind" "$kind" 0)
        one=$(count "$program" "$work_kind" "$kind" 1)
        more=$(count "$program" "$work_kind" "$kind" $((1 + reps)))
        per_byte+=("$(awk -v a="$one" -v b="$more" -v n="$bytes" -v r="$reps" 'BEGIN { printf "%.2f", (b - a) / (r * n) }')")
      done
      awk -v arch="$arch" -v w="$work_kind" -v k="$kind" -v s="${per_byte[0]}" -v p="${per_byte[1]}" \
        'BEGIN { printf "%-12s %-6s %-8s %8.2f %9.2f %6.1fx\n", arch, w, k, s, p, p / s }'
    done
  done
done
