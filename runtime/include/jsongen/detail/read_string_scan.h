// The SIMD string scanner of read_string.h, written once over the block
// operations of detail/simd/select.h and compiled for each instruction set
// by detail/simd/instantiate.h (inside its namespace; no include guard on
// purpose).
//
// scan_string<Validate>(s, end) finds the end of the run from s (run_scan), a
// block at a time. Without validation, one comparison per block finds the
// bytes that end the run. Validating, where there are byte lookups, every
// block also gets the Keiser & Lemire check (utf8.h), its errors ORed into
// an accumulator tested once, at the end of the run: whatever the block's
// bytes, as whether a string has bytes from 0x80 up (names, text) is not
// predictable, and the branch on it, mispredicted, cost more than the check
// (docs/reading.md). Without byte lookups the blocks stop at bytes from 0x80
// up too, and the sequences are checked byte by byte (scan_bytes_utf8).
//
// The run starts at the string's first byte or just after an escape: the
// bytes before it count as ASCII. Blocks never read before s or past end:
// the last bytes (fewer than a block) are scanned byte by byte (scan_tail).

// Constants through a hidden pointer: out of line, in loops.
using vec_ops = widest<true>;

template <scan_mode M>
JSONGEN_SIMD_INLINE typename vec_ops::mask_t attention(const vec_ops& c, typename vec_ops::type v) {
  if constexpr (M == scan_mode::stops) {
    return c.mask(c.escapes(v));
  } else {
    return c.mask(c.escapes_or_high(v));
  }
}

// The last bytes from s, fewer than a block, byte by byte: only strings
// that end within a block of the end of the input come here. A sequence the
// block before left incomplete is checked again from its lead (at most
// three bytes back). (No local block to load from:
// with one, or with a call, g++ realigned the stack of the whole scan.)
template <scan_mode M>
JSONGEN_SIMD_INLINE run_scan scan_tail(const vec_ops& c, const char* s, const char* end,
                                       typename vec_ops::type errors, typename vec_ops::type incomplete) {
  if constexpr (M == scan_mode::stops_or_high) {
    while (s != end && static_cast<unsigned char>(*s) >= 0x20 && static_cast<unsigned char>(*s) < 0x80 && *s != '"' &&
           *s != '\\') {
      ++s;
    }
    return {s, false};
  } else if constexpr (M == scan_mode::stops) {
    return scan_run_portable<false>(s, end);
  } else {
    // (Without an error so far, an incomplete sequence is the block
    // before's: after a plain ASCII block, it would have been an error.)
    const bool bad = c.any(errors);
    if (!bad && c.any(incomplete)) {
      do {
        --s;
      } while (static_cast<unsigned char>(*s) < 0xC0);
    }
    const run_scan rest = scan_run_portable<true>(s, end);
    return {rest.at, rest.maybe_ill_formed || bad};
  }
}

// The run from s, a block at a time: with scan_mode::stops it ends at a
// byte that ends a run, with stops_or_high also at a byte from 0x80 up.
template <scan_mode M>
JSONGEN_SIMD_INLINE run_scan scan_blocks(const char* s, const char* const end) {
  using vec = typename vec_ops::type;
  const std::size_t W = vec_ops::width();
  const vec_ops c;
  if (JSONGEN_LIKELY(static_cast<std::size_t>(end - s) >= W)) {
    const char* const last = end - W;  // where the last whole block starts
    for (;;) {
      const vec v = c.load(s);
      const auto found = attention<M>(c, v);
      if (found != 0) return {s + c.first_index(found), false};
      s += W;
      if (s > last) break;
    }
  }
  return scan_tail<M>(c, s, end, c.zero(), c.zero());
}

#if JSONGEN_SIMD_LOOKUP
// The run from s, its UTF-8 checked block by block (above). The first
// block's bytes are checked against those before it counted as ASCII (they
// are not to be read); the blocks after it check their first bytes against
// the three before them, loaded again. A lead whose sequence goes on past
// the last block is remembered (`incomplete`) for the tail.
JSONGEN_SIMD_OUTLINED run_scan scan_utf8_blocks(const char* s, const char* const end) {
  using vec = typename vec_ops::type;
  const std::size_t W = vec_ops::width();
  const vec_ops c;
  vec errors = c.zero(), incomplete = c.zero();
  if (static_cast<std::size_t>(end - s) >= W) {
    vec v = c.load(s);
    auto stops = c.mask(c.escapes(v));
    vec found = c.utf8_errors_first(v);
    const char* const last = end - W;
    for (;;) {
      if (stops != 0) {
        // Only the errors up to the run's end (its byte, ASCII, included:
        // a sequence cut short by it) count: those after it are the JSON's.
        const std::size_t k = c.first_index(stops);
        return {s + k, c.any(c.or_(errors, c.and_(found, c.first_lanes(k + 1))))};
      }
      errors = c.or_(errors, found);
      incomplete = c.cut_short(v);
      s += W;
      if (s > last) break;
      v = c.load(s);
      stops = c.mask(c.escapes(v));
      found = c.utf8_errors(v, c.load(s - 1), c.load(s - 2), c.load(s - 3));
    }
  }
  return scan_tail<scan_mode::utf8>(c, s, end, errors, incomplete);
}

// Most strings end in their first block: that one inline, the others out of
// line (which check the first block again). In one function, clang loaded
// every constant of the loop before the first block, and made a stack frame.
JSONGEN_SIMD_INLINE run_scan scan_utf8(const char* s, const char* const end) {
  const std::size_t W = vec_ops::width();
  const vec_ops c;
  if (JSONGEN_LIKELY(static_cast<std::size_t>(end - s) >= W)) {
    const typename vec_ops::type v = c.load(s);
    const auto stops = c.mask(c.escapes(v));
    if (JSONGEN_LIKELY(stops != 0)) {
      const std::size_t k = c.first_index(stops);
      return {s + k, c.any(c.and_(c.utf8_errors_first(v), c.first_lanes(k + 1)))};
    }
  }
  return scan_utf8_blocks(s, end);
}
#endif

#if !JSONGEN_SIMD_LOOKUP
// Without byte lookups: the blocks find the next byte that ends the run or
// is from 0x80 up; from there the UTF-8 sequences are checked one by one up
// to the next ASCII byte.
JSONGEN_SIMD_INLINE run_scan scan_bytes_utf8(const char* s, const char* end) {
  bool bad = false;
  for (;;) {
    s = scan_blocks<scan_mode::stops_or_high>(s, end).at;
    if (s == end || static_cast<unsigned char>(*s) < 0x80) return {s, bad};
    do {
      const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), static_cast<std::size_t>(end - s));
      bad |= length < 0;
      s += length < 0 ? -length : length;
    } while (s < end && static_cast<unsigned char>(*s) >= 0x80);
  }
}
#endif

template <bool Validate>
JSONGEN_SIMD_ENTRY run_scan scan_string(const char* s, const char* end) {
  if constexpr (!Validate) {
    return scan_blocks<scan_mode::stops>(s, end);
  } else {
#if JSONGEN_SIMD_LOOKUP
    return scan_utf8(s, end);
#else
    return scan_bytes_utf8(s, end);
#endif
  }
}
