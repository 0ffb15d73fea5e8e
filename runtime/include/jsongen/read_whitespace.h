// Skipping JSON whitespace (space, \n, \r, \t) between tokens. Minified
// input has none, and the reader's inline test of one byte handles it; this
// is for indented documents, whose runs ("\n" and a dozen spaces before each
// key) took two thirds of the time of reading the CITM catalog's file byte
// by byte. 32 or 16 bytes at a time with SSE2 or NEON (little-endian, as
// the escapers), then byte by byte; never past `end`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "config.h"

#if defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#elif defined(JSONGEN_HAVE_NEON)
#include <arm_neon.h>
#endif

namespace jsongen {
namespace detail {

JSONGEN_ALWAYS_INLINE bool is_whitespace_byte(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

inline unsigned lowest_set_bit(std::uint64_t x) {
#if defined(_MSC_VER) && !defined(__clang__)
  unsigned long index;
  _BitScanForward64(&index, x);
  return static_cast<unsigned>(index);
#else
  return static_cast<unsigned>(__builtin_ctzll(x));
#endif
}

// The first byte at or after p that is not any of the four, or end: 16
// bytes at a time, each compared with all four.
inline const char* skip_any_whitespace(const char* p, const char* end) {
#if defined(JSONGEN_HAVE_SSE2)
  const __m128i space = _mm_set1_epi8(' '), newline = _mm_set1_epi8('\n'), ret = _mm_set1_epi8('\r'),
                tab = _mm_set1_epi8('\t');
  while (end - p >= 16) {
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i white = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, space), _mm_cmpeq_epi8(block, newline)),
                                       _mm_or_si128(_mm_cmpeq_epi8(block, ret), _mm_cmpeq_epi8(block, tab)));
    const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(white)) & 0xFFFFu;
    if (other != 0) return p + lowest_set_bit(other);
    p += 16;
  }
#elif defined(JSONGEN_HAVE_NEON)
  const uint8x16_t space = vdupq_n_u8(' '), newline = vdupq_n_u8('\n'), ret = vdupq_n_u8('\r'),
                   tab = vdupq_n_u8('\t');
  while (end - p >= 16) {
    const uint8x16_t block = vld1q_u8(reinterpret_cast<const std::uint8_t*>(p));
    const uint8x16_t white = vorrq_u8(vorrq_u8(vceqq_u8(block, space), vceqq_u8(block, newline)),
                                      vorrq_u8(vceqq_u8(block, ret), vceqq_u8(block, tab)));
    // Four bits a byte, in memory order: the first byte that is not white.
    const uint8x8_t nibbles = vshrn_n_u16(vreinterpretq_u16_u8(vmvnq_u8(white)), 4);
    const std::uint64_t other = vget_lane_u64(vreinterpret_u64_u8(nibbles), 0);
    if (other != 0) return p + lowest_set_bit(other) / 4;
    p += 16;
  }
#endif
  while (p != end && is_whitespace_byte(*p)) ++p;
  return p;
}

#if defined(JSONGEN_HAVE_SSE2)
// A bit for each of the 16 bytes at `at` that is neither ' ' nor '\n'.
JSONGEN_ALWAYS_INLINE std::uint32_t neither_space_nor_newline(const char* at) {
  const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
  const __m128i white = _mm_or_si128(_mm_cmpeq_epi8(block, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(block, _mm_set1_epi8('\n')));
  return ~static_cast<std::uint32_t>(_mm_movemask_epi8(white)) & 0xFFFFu;
}
#elif defined(JSONGEN_HAVE_NEON)
// Four bits for each of the 16 bytes at `at` that is neither ' ' nor '\n',
// in memory order.
JSONGEN_ALWAYS_INLINE std::uint64_t neither_space_nor_newline(const char* at) {
  const uint8x16_t block = vld1q_u8(reinterpret_cast<const std::uint8_t*>(at));
  const uint8x16_t white = vorrq_u8(vceqq_u8(block, vdupq_n_u8(' ')), vceqq_u8(block, vdupq_n_u8('\n')));
  const uint8x8_t nibbles = vshrn_n_u16(vreinterpretq_u16_u8(vmvnq_u8(white)), 4);
  return vget_lane_u64(vreinterpret_u64_u8(nibbles), 0);
}
#endif

// The first byte at or after p that is not whitespace, or end.
//
// An indented document's runs are a newline and spaces of a few lengths
// (CITM's: 50,000 of 9 to 29 bytes), so 32 bytes are looked at together:
// one exit whatever the length up to 32, where a loop of 16-byte steps
// mispredicted its exit at every change of length. They are compared with
// ' ' and '\n' only, half the work; a run that goes on with a tab or a
// carriage return (other indentation, CRLF) goes on with all four compared.
inline const char* skip_whitespace_run(const char* p, const char* end) {
#if defined(JSONGEN_HAVE_SSE2)
  constexpr unsigned kBitsPerByte = 1;
#elif defined(JSONGEN_HAVE_NEON)
  constexpr unsigned kBitsPerByte = 4;
#endif
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)
  const auto found = [&](const char* at) {
    return *at == '\t' || *at == '\r' ? skip_any_whitespace(at, end) : at;
  };
  while (end - p >= 32) {
#if defined(JSONGEN_HAVE_SSE2)
    const std::uint32_t both = neither_space_nor_newline(p) | neither_space_nor_newline(p + 16) << 16;  // one branch
    if (both != 0) return found(p + lowest_set_bit(both));
#else
    const auto first = neither_space_nor_newline(p), second = neither_space_nor_newline(p + 16);
    if (first != 0) return found(p + lowest_set_bit(first) / kBitsPerByte);
    if (second != 0) return found(p + 16 + lowest_set_bit(second) / kBitsPerByte);
#endif
    p += 32;
  }
  if (end - p >= 16) {
    const auto first = neither_space_nor_newline(p);
    if (first != 0) return found(p + lowest_set_bit(first) / kBitsPerByte);
    p += 16;
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
// Inline in every caller: a call here cost Twitter's file 10% of its time
// with clang, 4% with g++.
JSONGEN_ALWAYS_INLINE bool predicted_run_holds(const char* p, const char* end, unsigned length) {
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)
  if (end - p < 32) return false;
#if defined(JSONGEN_HAVE_SSE2)
  // (A mask, not a count compared with `length`, which a compiler could
  // substitute into the answer and so make it wait again.)
  std::uint32_t others = neither_space_nor_newline(p);
  if (length >= 16) others |= neither_space_nor_newline(p + 16) << 16;
  const bool run = (others & ((std::uint32_t{1} << length) - 1)) == 0;
#else
  const std::uint64_t first = neither_space_nor_newline(p);
  const std::uint64_t below = (std::uint64_t{1} << (4 * (length & 15u))) - 1;
  const bool run = length < 16 ? (first & below) == 0 : (first | (neither_space_nor_newline(p + 16) & below)) == 0;
#endif
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
