// The escaper of instruction sets with byte lookups (SSSE3, AVX2, NEON, RVV),
// written once over the block operations of detail/simd/select.h and
// compiled for each by detail/simd/instantiate.h (inside its namespace; no
// include guard on purpose). escape.h includes it.
//
// A string is copied in stretches that end at a byte to escape, a block at
// a time. The UTF-8 check is fused into the copy and never leaves the loop:
// each block's errors (Keiser & Lemire, utf8.h) are ORed into an
// accumulator tested once, at the end of the stretch. A stretch starts at
// the string's first byte or just after an escape (an ASCII byte), so the
// bytes before it count as ASCII and it never looks back past its start. A
// string found ill-formed is written again from the start of the stretch
// that had the error by the byte-exact path (escape_exact), so output, error
// and U+FFFD replacements are exactly the portable escaper's.

#if JSONGEN_SIMD_LOOKUP

// What copying a stretch checks besides escapes: nothing, its UTF-8, or
// that it is ASCII (stopping at the first byte from 0x80 up).
enum class check { none, utf8, ascii };

// The bytes a stretch's copy stops at: the bytes to escape, with
// check::ascii also the bytes from 0x80 up, and with Separators (the
// escape_line_separators option) the bytes E2, for write_special to look at
// the two after (check::ascii stops at them already).
template <class V, check C, bool Separators>
JSONGEN_SIMD_INLINE typename V::mask_t stops(const V& c, typename V::type v) {
  if constexpr (C == check::ascii) {
    static_assert(!Separators, "check::ascii stops at every byte from 0x80 up, E2 included");
    return V::mask(c.escapes_or_high(v));
  } else if constexpr (Separators) {
    return V::mask(V::or_(c.escapes(v), c.separator_leads(v)));
  } else {
    return V::mask(c.escapes(v));
  }
}

// The UTF-8 errors of the last block v of a text of n bytes (n > a block),
// at last = n - a block, which overlaps the block before: the bytes before
// it taken from the text when it has three, else counted as checked already.
template <class V>
JSONGEN_SIMD_INLINE typename V::type last_block_errors(const V& c, typename V::type v, const char* s, std::size_t last) {
  const typename V::type e = last >= 3 ? c.utf8_errors(v, V::load(s + last - 1), V::load(s + last - 2), V::load(s + last - 3))
                                       : V::and_not(c.utf8_errors_first(v), c.first_lanes(3));
  return V::or_(e, c.cut_short(v));
}

// Copies a stretch of n bytes from s to d up to its first byte to escape or
// its end, which is more than one block away, and checks its UTF-8 when C is
// check::utf8: `bad` is set when it found an error (possibly past where it
// stopped); with check::ascii it also stops at a byte from 0x80 up. Returns
// how many bytes it copied before it stopped (n: all).
// Whole blocks, the last one ending at the end: it overlaps the block
// before, whose output matches its input. (Offsets from s and d, not two
// moving pointers: one register fewer in the loop.)
template <class V, check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_long(char* d, const char* s, std::size_t n, bool& bad) {
  using vec = typename V::type;
  constexpr bool validate = C == check::utf8;
  const std::size_t size = V::width();
  const V c;
  vec v = V::load(s);
  V::store(d, v);
  vec errors = validate ? c.utf8_errors_first(v) : V::zero();
  typename V::mask_t hits = stops<V, C, Separators>(c, v);
  const std::size_t last = n - size;  // where the last block starts
  std::size_t i = 0;
  while (JSONGEN_LIKELY(hits == 0)) {
    i += size;
    if (i >= last) {
      v = V::load(s + last);
      V::store(d + last, v);
      if (validate) errors = V::or_(errors, last_block_errors<V>(c, v, s, last));
      // Its bytes before i were looked at already.
      hits = V::drop_lanes(stops<V, C, Separators>(c, v), i - last);
      if (validate) bad = V::any(errors);
      if (JSONGEN_LIKELY(hits == 0)) return n;
      return i + V::first_index(hits);
    }
    v = V::load(s + i);
    V::store(d + i, v);
    if (validate) errors = V::or_(errors, c.utf8_errors(v, V::load(s + i - 1), V::load(s + i - 2), V::load(s + i - 3)));
    hits = stops<V, C, Separators>(c, v);
  }
  if (validate) bad = V::any(errors);
  return i + V::first_index(hits);
}

// The UTF-8 errors of a text of n bytes (up to a block) at the start of v.
template <class V>
JSONGEN_SIMD_INLINE typename V::type short_errors(const V& c, typename V::type v, std::size_t n) {
  const typename V::type text = V::and_(v, c.first_lanes(n));  // zeros after the end
  return V::or_(c.utf8_errors_first(text), c.cut_short(text));
}

// copy_long for a stretch of at most 16 bytes: one block, read past the end
// when that may be read, else put together from smaller loads.
template <check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_last(char* d, const char* s, std::size_t n, const char* readable, bool& bad) {
  using V = block16<true, true>;
  constexpr bool validate = C == check::utf8;
  const V c;
  const V::type v = readable - s >= 16 ? V::load(s) : V::load_partial(s, n);
  V::store(d, v);
  const V::type errors = validate ? short_errors<V>(c, v, n) : V::zero();
  const V::mask_t hits = stops<V, C, Separators>(c, v) & V::lanes_below(n);
  if (validate) bad = V::any(errors);
  if (JSONGEN_LIKELY(hits == 0)) return n;
  return V::first_index(hits);
}

// copy_long for a stretch longer than 16 bytes that fits one block of V as
// two halves: its first 16 bytes, and its last 16 (overlapping them).
template <class V, check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_pair(char* d, const char* s, std::size_t n, bool& bad) {
  using half = typename V::half;
  constexpr bool validate = C == check::utf8;
  const V c;
  const typename half::type low = half::load(s), high = half::load(s + n - 16);
  const typename V::type v = V::join(low, high);
  half::store(d, low);
  half::store(d + n - 16, high);
  const typename V::type errors = validate ? c.halves_utf8_errors(low, v, n) : V::zero();
  const typename V::mask_t hits = V::halves_mask(stops<V, C, Separators>(c, v), n);
  if (validate) bad = V::any(errors);
  if (JSONGEN_LIKELY(hits == 0)) return n;
  return V::first_index(hits);
}

template <check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_stretch(char* d, const char* s, std::size_t n, const char* readable, bool& bad) {
  using V = widest<true, true>;
  using N = block16<true, true>;
  // (Apart: the same where the widest is 16 bytes. V::bytes is the most a
  // block of V holds; on RVV its width() may be 16 too, known at run time.)
  constexpr std::size_t wide = V::bytes, narrow = N::bytes;
  if constexpr (wide > narrow) {
    if (n > V::width()) return copy_long<V, C, Separators>(d, s, n, bad);
    if constexpr (V::halves) {
      if (n > N::bytes) return copy_pair<V, C, Separators>(d, s, n, bad);
    }
  }
  if (n > N::bytes) return copy_long<N, C, Separators>(d, s, n, bad);
  return copy_last<C, Separators>(d, s, n, readable, bad);
}

// Whether s[0..n) is ill-formed UTF-8 (the byte before s counting as
// ASCII): the check of copy_stretch without the copy.
template <class V>
JSONGEN_SIMD_INLINE bool ill_formed(const char* s, std::size_t n, const char* readable) {
  using vec = typename V::type;
  using N = block16<true, true>;
  const std::size_t size = V::width();
  if (n > size) {
    const V c;
    vec v = V::load(s);
    vec errors = c.utf8_errors_first(v);
    const std::size_t last = n - size;
    for (std::size_t i = size; i < last; i += size) {
      v = V::load(s + i);
      errors = V::or_(errors, c.utf8_errors(v, V::load(s + i - 1), V::load(s + i - 2), V::load(s + i - 3)));
    }
    return V::any(V::or_(errors, last_block_errors<V>(c, V::load(s + last), s, last)));
  }
  constexpr std::size_t narrow = N::bytes;
  if constexpr (V::bytes > narrow) {
    if constexpr (V::halves) {
      if (n > N::bytes) {
        const V c;
        const typename N::type low = N::load(s);
        return V::any(c.halves_utf8_errors(low, V::join(low, N::load(s + n - 16)), n));
      }
    }
    return ill_formed<N>(s, n, readable);
  } else {
    const N c;
    return N::any(short_errors<N>(c, readable - s >= 16 ? N::load(s) : N::load_partial(s, n), n));
  }
}

// After the string's first escape (at s): escapes and stretches in turn.
// The rest of the string is checked once, first: in strings with several
// escapes (HTML in a tweet's "source": <a href=\"...\" rel=\"nofollow\">)
// checking each stretch on its own costs more than the copy.
template <class W, bool Validate>
JSONGEN_SIMD_OUTLINED char* escape_from(W& w, char* d, const char* s, const char* end, const char* readable) {
  if constexpr (Validate) {
    if (JSONGEN_UNLIKELY((ill_formed<widest<true, true>>(s, static_cast<std::size_t>(end - s), readable)))) {
      return escape_exact(w, d, s, end);
    }
    return escape_from<W, false>(w, d, s, end, readable);
  } else {
    const std::size_t tail_room = 1 + kStringSlack;
    do {
      d = write_special(w, d, s, end, tail_room);
      if (s == end) break;
      bool unused = false;  // set only when checking
      const std::size_t i =
          copy_stretch<check::none, escapes_line_separators<W>>(d, s, left_of(s, end), readable, unused);
      d += i;
      s += i;
    } while (s != end);
    *d = '"';
    return d + 1;
  }
}

// Escapes s[0..end) at d and closes the quote (escape.h's escape_rest_at
// calls it). The common string, with nothing to escape and well-formed, is
// copied without a call.
template <class W, bool Validate>
JSONGEN_SIMD_OUTLINED char* escape_string(W& w, char* d, const char* s, const char* end, const char* readable) {
  const auto n = static_cast<std::size_t>(end - s);
  bool bad = false;
  constexpr check checked = Validate ? check::utf8 : check::none;
  const std::size_t i = copy_stretch<checked, escapes_line_separators<W>>(d, s, n, readable, bad);
  if (Validate && JSONGEN_UNLIKELY(bad)) return escape_exact(w, d, s, end);
  if (JSONGEN_UNLIKELY(i != n)) return escape_from<W, Validate>(w, d + i, s + i, end, readable);
  d[n] = '"';
  return d + n + 1;
}

// escape_string for a string field that has held only ASCII so far
// (text_hint.h): the pass-through copy, which also stops at a byte from 0x80
// up; there the field is marked, and the string goes on with escape_string's
// check from that byte (the bytes before it are ASCII, as a stretch's start
// asks). Used where isa::uses_text_hints (escape.h, escape_rest_hinted).
template <class W>
JSONGEN_SIMD_OUTLINED char* escape_ascii_string(W& w, char* d, const char* s, const char* end, const char* readable,
                                                text_hint& hint) {
  const std::size_t tail_room = 1 + kStringSlack;
  bool unused = false;  // set only when checking
  // The first stretch apart from the others, since most strings end with it.
  std::size_t i = copy_stretch<check::ascii, false>(d, s, static_cast<std::size_t>(end - s), readable, unused);
  for (;;) {
    d += i;
    s += i;
    if (s == end) break;
    if (static_cast<unsigned char>(*s) >= 0x80) {
      hint.saw_non_ascii();
      return escape_string<W, true>(w, d, s, end, readable);
    }
    d = write_special(w, d, s, end, tail_room);
    if (s == end) break;
    i = copy_stretch<check::ascii, false>(d, s, static_cast<std::size_t>(end - s), readable, unused);
  }
  *d = '"';
  return d + 1;
}

#endif  // JSONGEN_SIMD_LOOKUP
