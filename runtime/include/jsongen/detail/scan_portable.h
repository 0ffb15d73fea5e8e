// What a string scanner answers, and the portable scanner: the fallback
// where there is no SIMD, the end of the SIMD scanners' runs
// (detail/read_string_scan.h), and the reference they are held to. Apart
// from read_string.h, which includes it, so that the SIMD scanners can be
// compiled with no library but <cstddef>, <cstdint> and <cstring>
// (tests/cross/simd_kernels.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../config.h"
#include "../utf8.h"

namespace jsongen {
namespace detail {

// What a scanner found from s: `at`, the first byte of [s, end) that ends a
// run ('"', '\\' or a byte below 0x20), or end; and, when it checks UTF-8,
// whether [s, at) may be ill-formed: exactly that when the run ends at such
// a byte; when it runs to end, also true for a sequence cut short by end
// (which decode_string then finds, checking the run again byte by byte).
struct run_scan {
  const char* at;
  bool maybe_ill_formed;
};

// What a SIMD scanner stops at (detail/read_string_scan.h): bytes that end
// a run, also bytes from 0x80 up, or bytes that end a run with UTF-8 checked.
enum class scan_mode { stops, stops_or_high, utf8 };

// The portable scanner, on every target: 8 bytes at a time while none
// needs attention (word tricks, whatever the byte order: only whether, not
// which), then byte by byte through that word, each UTF-8 sequence checked
// with utf8_sequence. With Validate, bytes from 0x80 up need attention too.
template <bool Validate>
inline run_scan scan_run_portable(const char* s, const char* end) {
  constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
  bool bad = false;
  for (;;) {
    while (end - s >= 8) {
      std::uint64_t w;
      std::memcpy(&w, s, 8);
      // Non-zero exactly when some byte is below 0x20, or zero after the
      // XOR with '"' or '\\' (each test: byte - k borrows into its top bit).
      const std::uint64_t quote = w ^ (ones * '"'), backslash = w ^ (ones * '\\');
      std::uint64_t found = ((w - ones * 0x20) & ~w) | ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash);
      found &= highs;
      if (Validate) found |= w & highs;
      if (found != 0) break;
      s += 8;
    }
    const char* const word_end = end - s >= 8 ? s + 8 : end;
    while (s < word_end) {
      const auto c = static_cast<unsigned char>(*s);
      if (c < 0x80 || !Validate) {
        if (c < 0x20 || c == '"' || c == '\\') return {s, bad};
        ++s;
        continue;
      }
      const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), static_cast<std::size_t>(end - s));
      bad |= length < 0;
      s += length < 0 ? -length : length;
    }
    if (s >= end) return {end, bad};
  }
}

// The scanner of the portable fallback (detail/simd/select.h).
namespace portable {
template <bool Validate>
JSONGEN_ALWAYS_INLINE run_scan scan_string(const char* s, const char* end) {
  return scan_run_portable<Validate>(s, end);
}
}  // namespace portable

}  // namespace detail
}  // namespace jsongen
