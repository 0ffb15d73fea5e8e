// Skipping JSON whitespace (space, \n, \r, \t) between tokens. Minified
// input has none, and the reader's inline test of one byte handles it; this
// is for indented documents, whose runs ("\n" and a dozen spaces before each
// key) took most of the time of reading the CITM catalog's file byte by
// byte. Two blocks or one at a time where there is SIMD (the baseline
// blocks of detail/simd/select.h), then byte by byte; never past `end`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "config.h"
#include "detail/simd/select.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

JSONGEN_ALWAYS_INLINE bool is_whitespace_byte(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

#if defined(JSONGEN_HAVE_SIMD)
// A mask of the bytes of the block at `at` that are not whitespace; with
// SpaceOrNewline, that are neither ' ' nor '\n'.
template <bool SpaceOrNewline>
JSONGEN_ALWAYS_INLINE baseline_block::mask_t not_white(const char* at) {
  using V = baseline_block;
  const V::type v = V::load(at);
  V::cmp white = V::or_(V::equal_to(v, ' '), V::equal_to(v, '\n'));
  if (!SpaceOrNewline) white = V::or_(white, V::or_(V::equal_to(v, '\r'), V::equal_to(v, '\t')));
  return ~V::mask(white) & V::lanes_below(V::bytes);
}
#endif

// The first byte at or after p that is not any of the four, or end: a block
// at a time, each byte compared with all four.
inline const char* skip_any_whitespace(const char* p, const char* end) {
#if defined(JSONGEN_HAVE_SIMD)
  using V = baseline_block;
  constexpr std::ptrdiff_t W = V::bytes;
  while (end - p >= W) {
    const V::mask_t other = not_white<false>(p);
    if (other != 0) return p + V::first_index(other);
    p += W;
  }
#endif
  while (p != end && is_whitespace_byte(*p)) ++p;
  return p;
}

// The first byte at or after p that is not whitespace, or end.
//
// An indented document's runs are a newline and spaces of a few lengths
// (CITM's: 50,000 of 9 to 29 bytes), so two blocks (32 bytes) are looked at
// together: one exit whatever the length up to 32, where a loop of
// single blocks mispredicted its exit at every change of length. They are
// compared with ' ' and '\n' only, half the work; a run that goes on with a
// tab or a carriage return (other indentation, CRLF) goes on with all four
// compared.
inline const char* skip_whitespace_run(const char* p, const char* end) {
#if defined(JSONGEN_HAVE_SIMD)
  using V = baseline_block;
  using mask_t = V::mask_t;
  constexpr std::ptrdiff_t W = V::bytes;
  // Whether the two blocks' masks fit one mask: then one branch for both.
  constexpr bool one_mask = 2 * V::bytes * V::lane_bits <= 8 * sizeof(mask_t);
  const auto found = [&](const char* at) {
    return *at == '\t' || *at == '\r' ? skip_any_whitespace(at, end) : at;
  };
  while (end - p >= 2 * W) {
    if constexpr (one_mask) {
      const mask_t both = not_white<true>(p) | not_white<true>(p + W) << (V::bytes * V::lane_bits);
      if (both != 0) return found(p + V::first_index(both));
    } else {
      const mask_t first = not_white<true>(p), second = not_white<true>(p + W);
      if (first != 0) return found(p + V::first_index(first));
      if (second != 0) return found(p + W + V::first_index(second));
    }
    p += 2 * W;
  }
  if (end - p >= W) {
    const mask_t first = not_white<true>(p);
    if (first != 0) return found(p + V::first_index(first));
    p += W;
  }
#endif
  return skip_any_whitespace(p, end);
}

// Whether the run of whitespace at p is `length` bytes long (up to 31), as
// the last run at its level of nesting was: an indented document's runs
// before the keys and values of one level, and before the brackets that
// close the level above, are all as long (in the CITM catalog's and
// Twitter's files, all but 17 of 66,000). The reader then answers p +
// length, which does not wait for the bytes: the comparisons only confirm
// it, by a branch the processor predicts, so the next token's loads start
// at once. (Computing the end from the bytes, load, compare, mask, count
// zeros, put a dozen cycles of latency between each token and the next.)
// Confirmed: the `length` bytes are ' ' or '\n' and the next one is above
// ' ' (not whitespace: any token starts so). Anything else (a tab, a
// carriage return, another length, fewer than 32 bytes left) is false.
// Inline in every caller: a call here costs a good part of the time of
// reading an indented file (docs/reading.md).
JSONGEN_ALWAYS_INLINE bool predicted_run_holds(const char* p, const char* end, unsigned length) {
#if defined(JSONGEN_HAVE_SIMD)
  using V = baseline_block;
  using mask_t = V::mask_t;
  constexpr unsigned W = V::bytes;
  if (end - p < 32) return false;
  bool run;
  if constexpr (2 * V::bytes * V::lane_bits <= 8 * sizeof(mask_t)) {
    // (A mask, not a count compared with `length`, which a compiler could
    // substitute into the answer and so make it wait again.)
    mask_t others = not_white<true>(p);
    if (length >= W) others |= not_white<true>(p + W) << (V::bytes * V::lane_bits);
    run = (others & ((mask_t{1} << (length * V::lane_bits)) - 1)) == 0;
  } else {
    const mask_t first = not_white<true>(p);
    const mask_t below = V::lanes_below(length % W);
    run = length < W ? (first & below) == 0 : (first | (not_white<true>(p + W) & below)) == 0;
  }
  return run && static_cast<unsigned char>(p[length]) > ' ';
#else
  (void)p, (void)end, (void)length;
  return false;
#endif
}

// skip_whitespace_run, learning the run's length (when under 32) for the
// next prediction at its level: out of line, the rare way.
JSONGEN_NOINLINE inline const char* skip_whitespace_learning(const char* p, const char* end, std::uint8_t& length) {
  const char* q = skip_whitespace_run(p, end);
  if (q - p < 32) length = static_cast<std::uint8_t>(q - p);
  return q;
}

// The reader's skip past a run of whitespace at p: the prediction,
// confirmed inline, or the run measured and learnt.
JSONGEN_ALWAYS_INLINE const char* skip_whitespace_predicted(const char* p, const char* end, std::uint8_t& length) {
  if (JSONGEN_LIKELY(predicted_run_holds(p, end, length))) return p + length;
  return skip_whitespace_learning(p, end, length);
}

}  // namespace detail
}  // namespace jsongen
