// The escaper of instruction sets without byte lookups (SSE2 alone),
// written once over the block operations of detail/simd/select.h and
// compiled for each by detail/simd/instantiate.h (inside its namespace; no
// include guard on purpose). escape.h includes it.
//
// Blocks of 16 bytes are copied whole, and the loop leaves only at a byte
// that needs attention, one bit each (block_hits): escapes and, when
// validating, every byte from 0x80 up but those of well-formed two-byte
// characters (the accented letters of European text, checked by
// comparisons without leaving the loop). Longer characters are checked one
// at a time where they are met, until they turn out to be dense (eight
// bytes from 0x80 up in a row, or after the fourth, one per 16 bytes); then
// the rest of the string is checked in one pass by comparisons (utf8_valid)
// and, when valid, escaped without validation. Ill-formed text takes the
// byte-exact path of write_special, and is never checked in bulk twice
// (that would make the time quadratic). Line separators, when escaped,
// leave the loop at their E2 (as every lead from E0 up does when
// validating) for write_special.

#if !JSONGEN_SIMD_LOOKUP

// Constants visible to the compiler, as immediates in the loop.
using compare_block = block16<false>;

// As signed bytes, continuations 80..BF are -128..-65, two-byte leads
// C2..DF are -62..-33, and ASCII is 0..127.
JSONGEN_SIMD_INLINE compare_block::type continuations(compare_block::type v) {
  return compare_block::less(v, compare_block::splat(0xC0));
}
JSONGEN_SIMD_INLINE compare_block::type two_byte_leads(compare_block::type v) {
  using V = compare_block;
  return V::and_(V::greater(v, V::splat(0xC1)), V::less(v, V::splat(0xE0)));
}

// The bytes of a 16-byte block that need attention (above), one bit each
// (bit i is byte i). The block is taken to end the text: a two-byte lead in
// its last byte counts as cut short. With Separators (the
// escape_line_separators option) the bytes E2 need attention too; when
// validating they do already (as leads of three-byte characters).
template <bool Validate, bool Separators>
JSONGEN_SIMD_INLINE compare_block::mask_t block_hits(compare_block::type v) {
  using V = compare_block;
  const V c;
  const V::type escape = escapes_with<V, Separators && !Validate>(c, v);
  if (!Validate) return V::mask(escape);
  const V::type cont = continuations(v);
  const V::type lead2 = two_byte_leads(v);
  const V::type other = V::and_not(V::high(v), V::or_(cont, lead2));             // C0, C1, E0..FF
  const V::type lone_cont = V::and_not(cont, V::template shifted<1>(lead2));       // no lead just before
  const V::type lone_lead = V::and_not(lead2, V::template shifted_down<1>(cont));  // no continuation just after
  return V::mask(V::or_(V::or_(escape, other), V::or_(lone_cont, lone_lead)));
}

// block_hits for a block whose first `n` bytes (n < 16) end the text and
// whose other bytes are not part of it.
template <bool Validate, bool Separators>
JSONGEN_SIMD_INLINE compare_block::mask_t block_hits_first(compare_block::type v, std::size_t n) {
  using V = compare_block;
  const V::mask_t valid = V::lanes_below(n);
  V::mask_t hits = block_hits<Validate, Separators>(v) & valid;
  // A lead in the last byte is cut short (whatever follows it in memory).
  if (Validate) hits |= V::mask(two_byte_leads(v)) & valid & ~(valid >> 1);
  return hits;
}

// Whether s[0..n) is well-formed UTF-8, by comparisons, 16 bytes at a time.
// A byte must be a continuation (80..BF) exactly when a lead byte 1, 2 or 3
// places before asks for one (C2..DF, E0..EF, F0..F4 ask for 1, 2, 3), the
// bytes C0, C1, F5..FF never appear, and the second byte after E0, ED, F0
// and F4 keeps to its narrower range (no overlong forms, surrogates, or
// values above U+10FFFF).
JSONGEN_SIMD_OUTLINED bool utf8_valid(const char* s, std::size_t n) {
  using V = compare_block;
  using vec = V::type;
  const vec bias = V::splat(0x80);  // unsigned order through signed comparisons
  auto at_least = [&](vec v, int lowest) { return V::greater(V::xor_(v, bias), V::splat(static_cast<std::uint8_t>((lowest - 1) ^ 0x80))); };
  auto at_most = [&](vec v, int highest) { return V::less(V::xor_(v, bias), V::splat(static_cast<std::uint8_t>((highest + 1) ^ 0x80))); };
  auto equal = [](vec v, int value) { return V::equal_to(v, static_cast<std::uint8_t>(value)); };
  vec previous = V::zero();
  vec error = V::zero();
  auto check = [&](vec v) {
    // The bytes 1, 2 and 3 places before each byte, across the block boundary.
    const vec before1 = V::or_(V::template shifted<1>(v), V::template shifted_down<15>(previous));
    const vec before2 = V::or_(V::template shifted<2>(v), V::template shifted_down<14>(previous));
    const vec before3 = V::or_(V::template shifted<3>(v), V::template shifted_down<13>(previous));
    const vec expected = V::or_(V::or_(at_least(before1, 0xC0), at_least(before2, 0xE0)), at_least(before3, 0xF0));
    const vec continuation = V::and_(at_least(v, 0x80), at_most(v, 0xBF));
    vec bad = V::xor_(expected, continuation);
    bad = V::or_(bad, V::or_(equal(V::and_(v, V::splat(0xFE)), 0xC0), at_least(v, 0xF5)));
    bad = V::or_(bad, V::and_(equal(before1, 0xE0), at_most(v, 0x9F)));
    bad = V::or_(bad, V::and_(equal(before1, 0xED), at_least(v, 0xA0)));
    bad = V::or_(bad, V::and_(equal(before1, 0xF0), at_most(v, 0x8F)));
    bad = V::or_(bad, V::and_(equal(before1, 0xF4), at_least(v, 0x90)));
    error = V::or_(error, bad);
    previous = v;
  };
  const char* const end = s + n;
  for (; end - s >= 16; s += 16) check(V::load(s));
  // The tail, padded with zeros: ASCII, so a sequence cut short shows as an
  // error.
  check(V::load_partial(s, static_cast<std::size_t>(end - s)));
  if (end - s > 13) check(V::zero());  // a lead in the last 3 bytes still waits
  return V::mask(error) == 0;
}

// Copies the `length` (1 to 4) bytes of one UTF-8 sequence.
JSONGEN_SIMD_INLINE void copy_sequence(char* d, const char* s, const char* end, int length) {
  if (end - s >= 4) {
    store_bytes(d, load_bytes<std::uint32_t>(s));  // the caller has room for all of s..end
  } else {
    for (int k = 0; k < length; ++k) d[k] = s[k];
  }
}

// Escapes s[0..end) at d and closes the quote. Bytes up to `readable` may be
// read (past `end` when the string's own memory goes on, as std::string's
// does). The caller has made room for (end - s) + 1 + kStringSlack bytes;
// escapes and replacements grow the buffer themselves, keeping that promise.
// A last block shorter than 16 bytes is loaded whole when it may be read
// past the end, or else as the last 16 bytes of the string, stored over
// output that matches the input byte for byte (no escape since), or else
// (short strings only) with copy_short.
template <class W, bool Validate>
JSONGEN_SIMD_OUTLINED char* escape_string(W& w, char* d, const char* s, const char* end, const char* readable) {
  using V = compare_block;
  constexpr bool separators = escapes_line_separators<W>;
  const std::size_t tail_room = 1 + kStringSlack;
  const V c;
  const char* const start = s;
  const char* verbatim = s;  // the output since here matches the input byte for byte
  std::size_t sequences = 0;
  bool bulk_checked = false;
  for (;;) {
    const auto left = static_cast<std::size_t>(end - s);
    if (left >= 16) {
      const V::type v = V::load(s);
      V::store(d, v);
      // Plain ASCII first: in text that has no other bytes (most of it,
      // outside the strings that have many) this saves the two-byte check.
      if (Validate && JSONGEN_LIKELY((special_mask<V, true, separators>(c, v) == 0))) {
        s += 16;
        d += 16;
        continue;
      }
      const V::mask_t hits = block_hits<Validate, separators>(v);
      // A two-byte lead in the last byte waits for the next block, which
      // then starts with it (so do other bytes there that need attention).
      const V::mask_t judged = Validate ? hits & 0x7FFF : hits;
      if (JSONGEN_LIKELY(judged == 0)) {
        const std::size_t step = 16 - (hits >> 15);
        s += step;
        d += step;
        continue;
      }
      const std::size_t i = V::first_index(judged);
      s += i;
      d += i;
    } else if (left == 0) {
      break;
    } else {
      V::mask_t hits;
      std::size_t skip = 0;  // bytes of the block before s
      if (readable - s >= 16) {
        const V::type v = V::load(s);
        V::store(d, v);
        hits = block_hits_first<Validate, separators>(v, left);
      } else if (static_cast<std::size_t>(s - verbatim) >= 16 - left) {
        skip = 16 - left;
        const V::type v = V::load(end - 16);
        V::store(d - skip, v);
        hits = block_hits<Validate, separators>(v) & (0xFFFFu << skip & 0xFFFF);
      } else {
        const std::size_t copied = copy_short<V, Validate, separators>(d, s, left);
        hits = copied == left ? 0 : V::mask_t{1} << copied;
      }
      if (JSONGEN_LIKELY(hits == 0)) {
        d += left;
        s = end;
        break;
      }
      const std::size_t i = V::first_index(hits) - skip;
      s += i;
      d += i;
    }
    // s < end is a byte the loop cannot copy as it is.
    if (Validate && static_cast<unsigned char>(*s) >= 0x80 && !escapes_line_separator_at<W>(s, end)) {
      const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), left_of(s, end));
      if (length > 0) {
        ++sequences;
        const bool dense =
            (end - s >= 8 && (load_bytes<std::uint64_t>(s) & 0x8080808080808080ull) == 0x8080808080808080ull) ||
            (sequences >= 4 && sequences * 16 >= static_cast<std::size_t>(s - start));
        if (dense && !bulk_checked) {
          bulk_checked = true;
          if (utf8_valid(s, left_of(s, end))) return escape_string<W, false>(w, d, s, end, readable);
        }
        copy_sequence(d, s, end, length);
        s += length;
        d += length;
        continue;
      }
    }
    d = write_special(w, d, s, end, tail_room);
    verbatim = s;
  }
  *d++ = '"';
  return d;
}

// Declared only, for escape.h's escape_rest_hinted, which names it for
// every instruction set but calls it only where isa::uses_text_hints.
template <class W>
char* escape_ascii_string(W& w, char* d, const char* s, const char* end, const char* readable, text_hint& hint);

#endif  // !JSONGEN_SIMD_LOOKUP
