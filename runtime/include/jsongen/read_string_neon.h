// The NEON string scanner of read_string.h: AArch64, and 32-bit ARM with
// NEON, little-endian (config.h): the scanner of read_string_scan.h on
// 16-byte blocks. NEON has no movemask; a comparison's lanes are narrowed to
// four bits each (vshrn), so a mask has four bits per byte.
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"
#include "utf8.h"

namespace jsongen {
namespace detail {
namespace read_neon {

// The largest byte each of a block's last three positions may hold when
// the sequence must end in the block (cut_short).
inline constexpr std::uint8_t kEndLimits[16] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};

// Loaded at 17 - m: 0xFF in the first m bytes (m up to 17), then zeros.
inline constexpr std::uint8_t kFirstLanes[17 + 16] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                      0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

#define JSONGEN_SCAN_INLINE JSONGEN_ALWAYS_INLINE
#define JSONGEN_SCAN_OUTLINED JSONGEN_NOINLINE inline
#define JSONGEN_SCAN_ENTRY inline
#define JSONGEN_SCAN_LOOKUP 1

struct vec_ops {
  using type = uint8x16_t;
  using mask_t = std::uint64_t;
  static constexpr std::size_t bytes = 16;
  JSONGEN_SCAN_INLINE type load(const char* p) const { return vld1q_u8(reinterpret_cast<const std::uint8_t*>(p)); }
  JSONGEN_SCAN_INLINE type zero() const { return vdupq_n_u8(0); }
  JSONGEN_SCAN_INLINE type or_(type a, type b) const { return vorrq_u8(a, b); }
  JSONGEN_SCAN_INLINE type and_(type a, type b) const { return vandq_u8(a, b); }
  JSONGEN_SCAN_INLINE type xor_(type a, type b) const { return veorq_u8(a, b); }
  // XOR with 0x02 keeps the bytes below 0x20 below it and maps '"' (0x22)
  // to 0x20; as signed bytes, x < 0x21 also finds the bytes from 0x80 up.
  JSONGEN_SCAN_INLINE type stops(type v) const {
    return vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcleq_u8(veorq_u8(v, vdupq_n_u8(0x02)), vdupq_n_u8(0x20)));
  }
  JSONGEN_SCAN_INLINE type stops_or_high(type v) const {
    const int8x16_t flipped = vreinterpretq_s8_u8(veorq_u8(v, vdupq_n_u8(0x02)));
    return vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcltq_s8(flipped, vdupq_n_s8(0x21)));
  }
  JSONGEN_SCAN_INLINE mask_t mask(type v) const {
    return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(v), 4)), 0);
  }
  JSONGEN_SCAN_INLINE std::size_t first_index(mask_t m) const { return trailing_zeros(m) / 4; }
  JSONGEN_SCAN_INLINE bool any(type v) const {
#if defined(__aarch64__)
    return vmaxvq_u32(vreinterpretq_u32_u8(v)) != 0;
#else
    return vget_lane_u64(vreinterpret_u64_u8(vorr_u8(vget_low_u8(v), vget_high_u8(v))), 0) != 0;
#endif
  }
  // table[index] per byte (indexes below 16 only).
  JSONGEN_SCAN_INLINE type lookup(const std::uint8_t* table, type index) const {
#if defined(__aarch64__)
    return vqtbl1q_u8(vld1q_u8(table), index);
#else
    uint8x8x2_t halves;
    halves.val[0] = vld1_u8(table);
    halves.val[1] = vld1_u8(table + 8);
    return vcombine_u8(vtbl2_u8(halves, vget_low_u8(index)), vtbl2_u8(halves, vget_high_u8(index)));
#endif
  }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (as in
  // read_string_x86_kernel.h).
  JSONGEN_SCAN_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair = vandq_u8(vandq_u8(lookup(kUtf8Pairs.first_high, vshrq_n_u8(before1, 4)),
                                        lookup(kUtf8Pairs.first_low, vandq_u8(before1, vdupq_n_u8(0x0F)))),
                               lookup(kUtf8Pairs.second_high, vshrq_n_u8(v, 4)));
    const type asked = vorrq_u8(vcgeq_u8(before2, vdupq_n_u8(0xE0)), vcgeq_u8(before3, vdupq_n_u8(0xF0)));
    return veorq_u8(pair, vandq_u8(asked, vdupq_n_u8(utf8_pair_tables::kTwoContinuations)));
  }
  JSONGEN_SCAN_INLINE type utf8_errors_first(type v) const {
    const type none = vdupq_n_u8(0);
    return utf8_errors(v, vextq_u8(none, v, 15), vextq_u8(none, v, 14), vextq_u8(none, v, 13));
  }
  JSONGEN_SCAN_INLINE type cut_short(type v) const { return vqsubq_u8(v, vld1q_u8(kEndLimits)); }
  JSONGEN_SCAN_INLINE type first_lanes(std::size_t m) const { return vld1q_u8(kFirstLanes + 17 - m); }
};

#include "read_string_scan.h"

#undef JSONGEN_SCAN_INLINE
#undef JSONGEN_SCAN_OUTLINED
#undef JSONGEN_SCAN_ENTRY
#undef JSONGEN_SCAN_LOOKUP

}  // namespace read_neon
}  // namespace detail
}  // namespace jsongen
