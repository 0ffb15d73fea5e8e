// The constant vectors of the x86 block operations (blocks.h), as 32-byte
// rows: 16-byte blocks read the first half, and the lookup tables appear
// twice, one per 16-byte lane of an AVX2 register.
#pragma once

#include <cstdint>

#include "../../../utf8.h"

namespace jsongen {
namespace detail {
namespace x86 {

struct simd_rows {
  alignas(32) std::uint8_t first_high[32];
  alignas(32) std::uint8_t first_low[32];
  alignas(32) std::uint8_t second_high[32];
  alignas(32) std::uint8_t nibble[32];          // 0x0F
  alignas(32) std::uint8_t third[32];           // 0xE0 - 0x80: top bit set, after a saturating subtraction, from E0 up
  alignas(32) std::uint8_t fourth[32];          // 0xF0 - 0x80: from F0 up
  alignas(32) std::uint8_t top[32];             // 0x80
  alignas(32) std::uint8_t flip[32];            // 0x02: '"' ^ 0x02 is 0x20, just above the control bytes
  alignas(32) std::uint8_t backslash[32];
  alignas(32) std::uint8_t escape_limit[32];    // 0x20: after the flip, the bytes to escape are those up to it
  alignas(32) std::uint8_t ascii_limit[32];     // 0x21: as signed bytes, those below it and the bytes from 0x80 up
  alignas(32) std::uint8_t separator_lead[32];
  // The largest byte each of a block's last three positions may hold when
  // the text ends there: a lead there would wait for bytes past the end.
  alignas(32) std::uint8_t end_limits[32];
  // Loaded at 32 - m: 0xFF in the first m bytes (m up to 32), then zeros.
  alignas(32) std::uint8_t first_lanes[64];
  // Loaded at n (17 to 32), a shuffle that puts bytes n - 19 to n - 17 of a
  // 16-byte block in its last three bytes, zeros for those before the block
  // (byte x is x - 32, or 0x80, which reads as zero, below 32).
  std::uint8_t lane_before[48];

  constexpr simd_rows()
      : first_high(), first_low(), second_high(), nibble(), third(), fourth(), top(), flip(), backslash(),
        escape_limit(), ascii_limit(), separator_lead(), end_limits(), first_lanes(), lane_before() {
    for (int i = 0; i < 32; ++i) {
      first_high[i] = kUtf8Pairs.first_high[i % 16];
      first_low[i] = kUtf8Pairs.first_low[i % 16];
      second_high[i] = kUtf8Pairs.second_high[i % 16];
      nibble[i] = 0x0F;
      third[i] = 0xE0 - 0x80;
      fourth[i] = 0xF0 - 0x80;
      top[i] = 0x80;
      flip[i] = 0x02;
      backslash[i] = '\\';
      escape_limit[i] = 0x20;
      ascii_limit[i] = 0x21;
      separator_lead[i] = kLineSeparatorLead;
      end_limits[i] = i == 29 ? 0xEF : i == 30 ? 0xDF : i == 31 ? 0xBF : 0xFF;
      first_lanes[i] = 0xFF;
    }
    for (int x = 0; x < 48; ++x) lane_before[x] = static_cast<std::uint8_t>(x >= 32 ? x - 32 : 0x80);
  }
};
inline constexpr simd_rows kRows{};

}  // namespace x86
}  // namespace detail
}  // namespace jsongen
