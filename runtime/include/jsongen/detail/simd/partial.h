// Loading the bytes of a text shorter than a block without reading past its
// end: two overlapping loads put together, or three single bytes. Only for
// the SIMD targets, all little-endian (config.h): the first byte is the
// lowest of a word, as it is the first of a vector.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../../config.h"
#include "../bytes.h"

namespace jsongen {
namespace detail {

// s[0..n) (n < 16) as the low and high 8 bytes of a block, zeros after it.
struct partial_words {
  std::uint64_t low = 0, high = 0;
};
JSONGEN_ALWAYS_INLINE partial_words load_partial_words(const char* s, std::size_t n) {
  partial_words w;
  if (n >= 8) {
    w.low = load_bytes<std::uint64_t>(s);
    if (n > 8) w.high = load_bytes<std::uint64_t>(s + n - 8) >> (8 * (16 - n));
  } else if (n >= 4) {
    // The two loads overlap; overlapping bytes are equal, so OR keeps them.
    w.low = load_bytes<std::uint32_t>(s) | static_cast<std::uint64_t>(load_bytes<std::uint32_t>(s + n - 4)) << (8 * (n - 4));
  } else if (n > 0) {
    const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(s[i])) << (8 * i); };
    w.low = byte(0) | byte(n / 2) | byte(n - 1);  // every byte of 1 to 3
  }
  return w;
}

}  // namespace detail
}  // namespace jsongen
