// The SIMD string scanner of read_string.h, written once for every
// instruction set: the includer opens a namespace, defines `vec_ops` (the
// vector type and its operations, below) and the macros JSONGEN_SCAN_INLINE
// (always inline, with the instruction set's target attribute on x86),
// JSONGEN_SCAN_COLD (out of line, same target) and JSONGEN_SCAN_ENTRY (how
// `scan` is declared), then includes this file. No include guard on
// purpose; read_string_x86_kernel.h and read_string_neon.h include it.
//
// scan<Validate>(s, end) finds the end of the run from s (run_scan), a block
// of vec_ops::bytes at a time. One comparison per block finds the bytes that
// end the run and, when validating, the bytes from 0x80 up: a block of
// neither (ASCII text) costs a load, three vector operations, a mask and a
// branch. A block with bytes from 0x80 up before the run's end gets the
// Keiser & Lemire check (utf8.h; "Validating UTF-8 in less than one
// instruction per byte", Software: Practice and Experience, 2021), its
// errors ORed into an accumulator tested once, at the end of the run. Where
// there is no byte lookup (SSE2 alone) the sequences are checked byte by
// byte instead (scan_bytes_utf8).
//
// The run starts at the string's first byte or just after an escape: the
// bytes before it count as ASCII. Blocks never read before s or past end:
// the last bytes (fewer than a block) are copied into a local block with the
// three bytes before them (scan_tail).
//
// vec_ops, `c` below: type, mask_t, bytes, has_lookup; load(p); zero();
// or_(a, b); stops(v) (lanes set at '"', '\\' and bytes below 0x20);
// stops_or_high(v) (those and the bytes from 0x80 up); mask(v) (bits per
// lane set); high(v) (the mask of the bytes from 0x80 up); first(k) (the
// mask bits of the first k lanes, k up to `bytes`); first_index(m) (the lane
// of the lowest bit of m, not zero); any(v); and with has_lookup
// and_(a, b), first_lanes(m) (a vector of 0xFF in its first m lanes, zeros
// after; m up to bytes + 1), utf8_errors(v, before1, before2, before3),
// utf8_errors_first(v) (the bytes before it ASCII) and cut_short(v) (a lead
// in the last three bytes whose sequence goes on past the block).

template <scan_mode M>
JSONGEN_SCAN_INLINE typename vec_ops::mask_t attention(const vec_ops& c, typename vec_ops::type v) {
  if constexpr (M == scan_mode::stops) {
    return c.mask(c.stops(v));
  } else {
    return c.mask(c.stops_or_high(v));
  }
}

#if JSONGEN_SCAN_LOOKUP
// Adds the UTF-8 errors of block v, loaded from `at`, whose first k bytes
// belong to the run: the pair check when one of those is from 0x80 up (and
// a lead in its last bytes is then remembered as incomplete), else only a
// sequence the block before left incomplete. When the run ends in the block
// (at byte k, ASCII), only the errors up to that byte count: those after it
// are of other bytes (the JSON after the string).
template <bool First>
JSONGEN_SCAN_INLINE void check_block(const vec_ops& c, typename vec_ops::type v, const char* at, std::size_t k,
                                     bool ends_run, typename vec_ops::type& errors, typename vec_ops::type& incomplete) {
  if (c.high(v) & c.first(k)) {
    typename vec_ops::type found =
        First ? c.utf8_errors_first(v) : c.utf8_errors(v, c.load(at - 1), c.load(at - 2), c.load(at - 3));
    if (ends_run) found = c.and_(found, c.first_lanes(k + 1));
    errors = c.or_(errors, found);
    incomplete = c.cut_short(v);
  } else {
    errors = c.or_(errors, incomplete);
  }
}
#endif

// The last bytes from s, fewer than a block, byte by byte: only strings
// that end within a block of the end of the input come here. A sequence the
// block before left incomplete is checked again from its lead (at most
// three bytes back). (No local block to load from:
// with one, or with a call, g++ realigned the stack of the whole scan.)
template <scan_mode M>
JSONGEN_SCAN_INLINE run_scan scan_tail(const vec_ops& c, const char* s, const char* end,
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

// The run from s: with scan_mode::stops it ends at a byte that ends a run,
// with stops_or_high also at a byte from 0x80 up, with utf8 at a byte that
// ends a run, its UTF-8 checked.
template <scan_mode M>
JSONGEN_SCAN_INLINE run_scan scan_blocks(const char* s, const char* const end) {
  using vec = typename vec_ops::type;
  constexpr std::size_t W = vec_ops::bytes;
  constexpr bool utf8 = M == scan_mode::utf8;
  const vec_ops c;
  vec errors = c.zero(), incomplete = c.zero();
  const char* const start = s;
  if (JSONGEN_LIKELY(static_cast<std::size_t>(end - s) >= W)) {
    // The first block apart: most strings end in it, and the bytes before
    // it are not to be read.
    vec v = c.load(s);
    auto found = attention<M>(c, v);
    if (found != 0) {
      // The common string: ASCII, then its closing quote in this block.
      if (utf8 && (c.high(v) & found & (0 - found)) == 0) return {s + c.first_index(found), false};
      const auto stops = utf8 ? c.mask(c.stops(v)) : found;
      const std::size_t k = stops != 0 ? c.first_index(stops) : W;
#if JSONGEN_SCAN_LOOKUP
      if constexpr (utf8) check_block<true>(c, v, s, k, stops != 0, errors, incomplete);
#endif
      if (stops != 0) return {s + k, utf8 && c.any(errors)};
    }
    const char* const last = end - W;  // where the last whole block starts
    for (s += W; s <= last; s += W) {
      v = c.load(s);
      found = attention<M>(c, v);
      if (JSONGEN_LIKELY(found == 0)) {
        // Plain ASCII: wrong only after a lead left incomplete.
        if (utf8) errors = c.or_(errors, incomplete);
        continue;
      }
      if (utf8 && (c.high(v) & found & (0 - found)) == 0) {
        // ASCII, then the run's end: wrong only after a lead left incomplete.
        return {s + c.first_index(found), c.any(c.or_(errors, incomplete))};
      }
      const auto stops = utf8 ? c.mask(c.stops(v)) : found;
      const std::size_t k = stops != 0 ? c.first_index(stops) : W;
#if JSONGEN_SCAN_LOOKUP
      if constexpr (utf8) check_block<false>(c, v, s, k, stops != 0, errors, incomplete);
#endif
      if (stops != 0) return {s + k, utf8 && c.any(errors)};
    }
  }
  (void)start;
  return scan_tail<M>(c, s, end, errors, incomplete);
}

#if !JSONGEN_SCAN_LOOKUP
// Without byte lookups: the blocks find the next byte that ends the run or
// is from 0x80 up; from there the UTF-8 sequences are checked one by one up
// to the next ASCII byte.
JSONGEN_SCAN_INLINE run_scan scan_bytes_utf8(const char* s, const char* end) {
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
JSONGEN_SCAN_ENTRY run_scan scan(const char* s, const char* end) {
  if constexpr (!Validate) {
    return scan_blocks<scan_mode::stops>(s, end);
  } else {
#if JSONGEN_SCAN_LOOKUP
    return scan_blocks<scan_mode::utf8>(s, end);
#else
    return scan_bytes_utf8(s, end);
#endif
  }
}
