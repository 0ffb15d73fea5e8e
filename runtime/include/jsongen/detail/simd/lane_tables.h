// The constant rows that the 16-byte instruction sets with byte lookups
// (NEON, VSX, LSX) load as vectors, in memory order: one copy for all of
// them (x86 keeps its own in x86/rows.h, RVV rows of its widest block).
#pragma once

#include <cstdint>

namespace jsongen {
namespace detail {

// The largest byte each of a block's last three positions may hold when
// the text ends there: a lead there would wait for bytes past the end.
inline constexpr std::uint8_t kEndLimits[16] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};
// Loaded at 16 - m: 0xFF in the first m bytes (m up to 16), then zeros.
inline constexpr std::uint8_t kFirstLanes[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

}  // namespace detail
}  // namespace jsongen
