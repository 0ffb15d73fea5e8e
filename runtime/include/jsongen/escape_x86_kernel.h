// One x86 escaper of escape_x86.h, compiled once per instruction set: the
// includer defines JSONGEN_SIMD_NS (its namespace), JSONGEN_SIMD_TARGET (the
// target attribute every function here carries, so that g++ and clang let
// them use that instruction set) and JSONGEN_SIMD_WIDE (1: 32-byte blocks
// too). No include guard on purpose; only escape_x86.h includes it.
//
// A string is copied in stretches that end at a byte to escape: the string's
// first stretch starts at its first byte, the others just after an escape
// (an ASCII byte), so the bytes before a stretch count as ASCII for the
// UTF-8 check and a stretch never needs to look back past its start.

namespace jsongen {
namespace detail {
namespace JSONGEN_SIMD_NS {

#define JSONGEN_SIMD_INLINE JSONGEN_SIMD_TARGET inline __attribute__((always_inline))

struct v128 {
  using type = __m128i;
  static constexpr std::size_t bytes = 16;
  JSONGEN_SIMD_INLINE static type load(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  JSONGEN_SIMD_INLINE static type zero() { return _mm_setzero_si128(); }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return _mm_and_si128(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return _mm_or_si128(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return _mm_xor_si128(a, b); }
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return _mm_subs_epu8(a, b); }
  JSONGEN_SIMD_INLINE static type shift4(type v) { return _mm_srli_epi16(v, 4); }  // each byte's high nibble, before & 0x0F
  JSONGEN_SIMD_INLINE static type lookup(type t, type nibbles) { return _mm_shuffle_epi8(t, nibbles); }
  JSONGEN_SIMD_INLINE static std::uint32_t mask(type v) { return static_cast<std::uint32_t>(_mm_movemask_epi8(v)); }
  JSONGEN_SIMD_INLINE static bool any(type v) {
#if JSONGEN_SIMD_WIDE
    return !_mm_testz_si128(v, v);
#else
    return mask(_mm_cmpeq_epi8(v, zero())) != 0xFFFF;
#endif
  }
  // The bytes moved K places up, zeros shifted in.
  template <int K>
  JSONGEN_SIMD_INLINE static type shifted(type v) {
    return _mm_slli_si128(v, K);
  }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return _mm_cmpeq_epi8(a, b); }
  JSONGEN_SIMD_INLINE static type less(type a, type b) { return _mm_cmplt_epi8(a, b); }  // signed bytes
  JSONGEN_SIMD_INLINE static type max(type a, type b) { return _mm_max_epu8(a, b); }
};

#if JSONGEN_SIMD_WIDE
struct v256 {
  using type = __m256i;
  static constexpr std::size_t bytes = 32;
  JSONGEN_SIMD_INLINE static type load(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }
  JSONGEN_SIMD_INLINE static type zero() { return _mm256_setzero_si256(); }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return _mm256_and_si256(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return _mm256_or_si256(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return _mm256_xor_si256(a, b); }
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return _mm256_subs_epu8(a, b); }
  JSONGEN_SIMD_INLINE static type shift4(type v) { return _mm256_srli_epi16(v, 4); }
  JSONGEN_SIMD_INLINE static type lookup(type t, type nibbles) { return _mm256_shuffle_epi8(t, nibbles); }  // per lane
  JSONGEN_SIMD_INLINE static std::uint32_t mask(type v) { return static_cast<std::uint32_t>(_mm256_movemask_epi8(v)); }
  JSONGEN_SIMD_INLINE static bool any(type v) { return !_mm256_testz_si256(v, v); }
  // Per lane, bytes N to N + 15 of the lane of `low` followed by that of `high`.
  template <int N>
  JSONGEN_SIMD_INLINE static type align(type high, type low) {
    return _mm256_alignr_epi8(high, low, N);
  }
  // Across the two lanes: the low lane moved up into the high one.
  template <int K>
  JSONGEN_SIMD_INLINE static type shifted(type v) {
    return align<16 - K>(v, _mm256_permute2x128_si256(v, v, 0x08));
  }
  // Two 16-byte vectors as the low and the high lane of one.
  JSONGEN_SIMD_INLINE static type join(__m128i low, __m128i high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
  }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return _mm256_cmpeq_epi8(a, b); }
  JSONGEN_SIMD_INLINE static type less(type a, type b) { return _mm256_cmpgt_epi8(b, a); }  // signed bytes
  JSONGEN_SIMD_INLINE static type max(type a, type b) { return _mm256_max_epu8(a, b); }
};
#endif

#if JSONGEN_SIMD_WIDE
using widest = v256;
#else
using widest = v128;
#endif

// The constant vectors of a stretch. Loaded through a pointer the compiler
// cannot see through: g++ would otherwise build each from an immediate
// (three instructions) and spill them. The lookup tables and the nibble mask
// are loaded once, into registers; the others are read where they are used
// (an operand in memory, since the stores in between might have changed them
// as far as the compiler knows), which leaves registers for the blocks.
template <class V>
struct constants {
  using vec = typename V::type;
  const std::uint8_t* rows;
  vec first_high, first_low, second_high, nibble;
  JSONGEN_SIMD_INLINE static const std::uint8_t* hidden_rows() {
    const std::uint8_t* p = &kSimdRows.bytes[0][0];
    asm("" : "+r"(p));
    return p;
  }
  JSONGEN_SIMD_INLINE constants()
      : rows(hidden_rows()),
        first_high(row(simd_rows::first_high)),
        first_low(row(simd_rows::first_low)),
        second_high(row(simd_rows::second_high)),
        nibble(row(simd_rows::nibble)) {}
  JSONGEN_SIMD_INLINE vec row(simd_rows::row r) const { return V::load(rows + 32 * r); }
};

// The bytes a stretch's copy stops at: '"', '\\' and bytes below 0x20, and
// with check::ascii also bytes from 0x80 up. XOR with 0x02 maps the bytes
// below 0x20 onto themselves and '"' (0x22) onto 0x20, so that one unsigned
// comparison, x <= 0x20 (max(x, 0x20) == 0x20), finds both; as signed bytes,
// those from 0x80 up are below 0x21 too, so for check::ascii the comparison
// is a signed x < 0x21, no dearer. Comparisons, not lookups: the UTF-8 check
// keeps the shuffle unit busy. With Separators (the escape_line_separators
// option) also the bytes E2, for write_special to look at the two after;
// check::ascii stops at them already.
template <class V, check C, bool Separators>
JSONGEN_SIMD_INLINE std::uint32_t stops(const constants<V>& c, typename V::type v) {
  using vec = typename V::type;
  const vec flipped = V::xor_(v, c.row(simd_rows::flip));
  const vec backslash = V::equal(v, c.row(simd_rows::backslash));
  if constexpr (C == check::ascii) {
    static_assert(!Separators, "check::ascii stops at every byte from 0x80 up, E2 included");
    return V::mask(V::or_(backslash, V::less(flipped, c.row(simd_rows::ascii_limit))));
  } else {
    const vec limit = c.row(simd_rows::escape_limit);
    const vec escapes = V::or_(backslash, V::equal(V::max(flipped, limit), limit));
    if constexpr (Separators) {
      return V::mask(V::or_(escapes, V::equal(v, c.row(simd_rows::separator_lead))));
    } else {
      return V::mask(escapes);
    }
  }
}
template <class V>
JSONGEN_SIMD_INLINE typename V::type high_nibbles(const constants<V>& c, typename V::type v) {
  return V::and_(V::shift4(v), c.nibble);
}

// Non-zero bytes where a block is not well-formed UTF-8, given its high
// nibbles and the bytes one, two and three places before each of its bytes
// (Keiser & Lemire): the pair (byte before, byte) looked up in kUtf8Pairs,
// and the third and fourth bytes of a sequence (continuations that a lead
// two or three places back asks for) matched against the two-continuations
// class. A lead that waits for bytes past the block is not seen here.
template <class V>
JSONGEN_SIMD_INLINE typename V::type utf8_errors(const constants<V>& c, typename V::type high, typename V::type before1,
                                                 typename V::type before2, typename V::type before3) {
  using vec = typename V::type;
  const vec pair = V::and_(V::and_(V::lookup(c.first_high, high_nibbles<V>(c, before1)),
                                   V::lookup(c.first_low, V::and_(before1, c.nibble))),
                           V::lookup(c.second_high, high));
  // Top bit set where the byte two back is E0 or above, or three back F0 or above.
  const vec third_or_fourth =
      V::or_(V::subs(before2, c.row(simd_rows::third)), V::subs(before3, c.row(simd_rows::fourth)));
  return V::xor_(pair, V::and_(third_or_fourth, c.row(simd_rows::top)));
}

// The first block of a stretch: the bytes before it count as ASCII.
template <class V>
JSONGEN_SIMD_INLINE typename V::type utf8_errors_first(const constants<V>& c, typename V::type v,
                                                       typename V::type high) {
  return utf8_errors<V>(c, high, V::template shifted<1>(v), V::template shifted<2>(v), V::template shifted<3>(v));
}

// A block that ends the text: also a lead in its last three bytes that
// would need bytes past the end.
template <class V>
JSONGEN_SIMD_INLINE typename V::type cut_short(typename V::type v) {
  return V::subs(v, V::load(kEndLimits + 32 - V::bytes));
}

// The UTF-8 errors of the last block v of a text of n bytes (n > its size),
// at last = n - size, which overlaps the block before: the bytes before it
// taken from the text when it has three, else counted as checked already.
template <class V>
JSONGEN_SIMD_INLINE typename V::type last_block_errors(const constants<V>& c, typename V::type v, const char* s,
                                                       std::size_t last) {
  using vec = typename V::type;
  const vec high = high_nibbles<V>(c, v);
  const vec e = last >= 3 ? utf8_errors<V>(c, high, V::load(s + last - 1), V::load(s + last - 2), V::load(s + last - 3))
                          : V::and_(utf8_errors_first<V>(c, v, high), V::load(kAfterThree));
  return V::or_(e, cut_short<V>(v));
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
  constexpr std::size_t size = V::bytes;
  const constants<V> c;
  vec v = V::load(s);
  V::store(d, v);
  vec high = high_nibbles<V>(c, v);
  vec errors = validate ? utf8_errors_first<V>(c, v, high) : V::zero();
  std::uint32_t hits = stops<V, C, Separators>(c, v);
  const std::size_t last = n - size;  // where the last block starts
  std::size_t i = 0;
  while (JSONGEN_LIKELY(hits == 0)) {
    i += size;
    if (i >= last) {
      v = V::load(s + last);
      V::store(d + last, v);
      if (validate) errors = V::or_(errors, last_block_errors<V>(c, v, s, last));
      hits = stops<V, C, Separators>(c, v) >> (i - last);
      if (validate) bad = V::any(errors);
      if (JSONGEN_LIKELY(hits == 0)) return n;
      return i + count_trailing_zeros(hits);
    }
    v = V::load(s + i);
    V::store(d + i, v);
    high = high_nibbles<V>(c, v);
    if (validate) {
      errors = V::or_(errors, utf8_errors<V>(c, high, V::load(s + i - 1), V::load(s + i - 2), V::load(s + i - 3)));
    }
    hits = stops<V, C, Separators>(c, v);
  }
  if (validate) bad = V::any(errors);
  return i + count_trailing_zeros(hits);
}

// s[0..n) (n < 16) in a vector, zeros after it, without reading past it.
JSONGEN_SIMD_INLINE __m128i load_partial(const char* s, std::size_t n) {
  const block_words w = partial_words(s, n);
  return _mm_set_epi64x(static_cast<long long>(w.high), static_cast<long long>(w.low));
}

// The UTF-8 errors of a text of n <= 16 bytes at the start of v.
JSONGEN_SIMD_INLINE __m128i short_errors(const constants<v128>& c, __m128i v, std::size_t n) {
  const __m128i text = _mm_and_si128(v, v128::load(kFirstBytes + 32 - n));  // zeros after the end
  return _mm_or_si128(utf8_errors_first<v128>(c, text, high_nibbles<v128>(c, text)), cut_short<v128>(text));
}

// copy_long for a stretch of at most 16 bytes: one block, read past the end
// when that may be read, else put together from smaller loads.
template <check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_last(char* d, const char* s, std::size_t n, const char* readable, bool& bad) {
  constexpr bool validate = C == check::utf8;
  const constants<v128> c;
  const __m128i v = readable - s >= 16 ? v128::load(s) : load_partial(s, n);
  v128::store(d, v);
  const __m128i errors = validate ? short_errors(c, v, n) : v128::zero();
  const std::uint32_t hits = stops<v128, C, Separators>(c, v) & ((1u << n) - 1);
  if (validate) bad = v128::any(errors);
  if (JSONGEN_LIKELY(hits == 0)) return n;
  return count_trailing_zeros(hits);
}

#if JSONGEN_SIMD_WIDE
// The UTF-8 errors of a text of 17 to 32 bytes in v: its first 16 bytes
// (`low`) in the low lane, its last 16 in the high one.
JSONGEN_SIMD_INLINE __m256i pair_errors(const constants<v256>& c, __m128i low, __m256i v, std::size_t n) {
  // The bytes before each lane: zeros before the low one (it starts the
  // text); before the high one, the three bytes of the low lane that precede
  // it (zeros for those before the text), picked by a shuffle so that no
  // length takes another path.
  const __m128i previous = _mm_shuffle_epi8(low, v128::load(kLaneBefore + n));
  const __m256i before = v256::join(_mm_setzero_si128(), previous);
  return v256::or_(utf8_errors<v256>(c, high_nibbles<v256>(c, v), v256::align<15>(v, before),
                                     v256::align<14>(v, before), v256::align<13>(v, before)),
                   cut_short<v256>(v));
}

// copy_long for 17 to 32 bytes in one 32-byte vector: the first 16 bytes in
// its low lane, the last 16 (overlapping them) in its high lane.
template <check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_pair(char* d, const char* s, std::size_t n, bool& bad) {
  constexpr bool validate = C == check::utf8;
  const constants<v256> c;
  const __m128i low = v128::load(s), high_lane = v128::load(s + n - 16);
  const __m256i v = v256::join(low, high_lane);
  v128::store(d, low);
  v128::store(d + n - 16, high_lane);
  const __m256i errors = validate ? pair_errors(c, low, v, n) : v256::zero();
  const std::uint32_t lanes = stops<v256, C, Separators>(c, v);
  // Byte i of the high lane is byte n - 16 + i of the stretch.
  const std::uint32_t hits = (lanes & 0xFFFF) | (lanes >> 16) << (n - 16);
  if (validate) bad = v256::any(errors);
  if (JSONGEN_LIKELY(hits == 0)) return n;
  return count_trailing_zeros(hits);
}
#endif

template <check C, bool Separators>
JSONGEN_SIMD_INLINE std::size_t copy_stretch(char* d, const char* s, std::size_t n, const char* readable, bool& bad) {
#if JSONGEN_SIMD_WIDE
  if (n > 32) return copy_long<v256, C, Separators>(d, s, n, bad);
  if (n > 16) return copy_pair<C, Separators>(d, s, n, bad);
#endif
  if (n > 16) return copy_long<v128, C, Separators>(d, s, n, bad);
  return copy_last<C, Separators>(d, s, n, readable, bad);
}

// Whether s[0..n) is ill-formed UTF-8 (the byte before s counting as
// ASCII): the check of copy_stretch without the copy.
template <class V>
JSONGEN_SIMD_INLINE bool ill_formed(const char* s, std::size_t n, const char* readable) {
  using vec = typename V::type;
  constexpr std::size_t size = V::bytes;
  if (n > size) {
    const constants<V> c;
    vec v = V::load(s);
    vec errors = utf8_errors_first<V>(c, v, high_nibbles<V>(c, v));
    const std::size_t last = n - size;
    for (std::size_t i = size; i < last; i += size) {
      v = V::load(s + i);
      errors = V::or_(errors, utf8_errors<V>(c, high_nibbles<V>(c, v), V::load(s + i - 1), V::load(s + i - 2),
                                             V::load(s + i - 3)));
    }
    return V::any(V::or_(errors, last_block_errors<V>(c, V::load(s + last), s, last)));
  }
#if JSONGEN_SIMD_WIDE
  if (n > 16) {
    const constants<v256> c;
    const __m128i low = v128::load(s);
    return v256::any(pair_errors(c, low, v256::join(low, v128::load(s + n - 16)), n));
  }
#endif
  const constants<v128> c;
  return v128::any(short_errors(c, readable - s >= 16 ? v128::load(s) : load_partial(s, n), n));
}

// After the string's first escape (at s): escapes and stretches in turn.
// The rest of the string is checked once, first: in strings with several
// escapes (HTML in a tweet's "source": <a href=\"...\" rel=\"nofollow\">)
// checking each stretch on its own costs more than the copy.
template <class W, bool Validate>
JSONGEN_SIMD_TARGET JSONGEN_NOINLINE char* escape_from(W& w, char* d, const char* s, const char* end,
                                                       const char* readable) {
  if constexpr (Validate) {
    if (JSONGEN_UNLIKELY(ill_formed<widest>(s, static_cast<std::size_t>(end - s), readable))) {
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

// escape_rest of escape.h for this instruction set. The common string, with
// nothing to escape and well-formed, is copied without a call.
template <class W, bool Validate>
JSONGEN_SIMD_TARGET JSONGEN_NOINLINE char* escape_rest(W& w, char* d, const char* s, const char* end,
                                                       const char* readable) {
  const auto n = static_cast<std::size_t>(end - s);
  bool bad = false;
  constexpr check checked = Validate ? check::utf8 : check::none;
  const std::size_t i = copy_stretch<checked, escapes_line_separators<W>>(d, s, n, readable, bad);
  if (Validate && JSONGEN_UNLIKELY(bad)) return escape_exact(w, d, s, end);
  if (JSONGEN_UNLIKELY(i != n)) return escape_from<W, Validate>(w, d + i, s + i, end, readable);
  d[n] = '"';
  return d + n + 1;
}

// escape_rest for a string field that has held only ASCII so far
// (text_hint.h): the pass-through copy, which also stops at a byte from 0x80
// up; there the field is marked, and the string goes on with escape_rest's
// check from that byte (the bytes before it are ASCII, as a stretch's start
// asks). Only the AVX2 instance is used (escape.h, escape_rest_hinted).
template <class W>
JSONGEN_SIMD_TARGET JSONGEN_NOINLINE char* escape_rest_ascii(W& w, char* d, const char* s, const char* end,
                                                             const char* readable, text_hint& hint) {
  const std::size_t tail_room = 1 + kStringSlack;
  bool unused = false;  // set only when checking
  std::size_t i = copy_stretch<check::ascii, false>(d, s, static_cast<std::size_t>(end - s), readable, unused);
  // The first stretch apart from the others, since most strings end with it.
  // (The same instructions as one copy_stretch in the loop; against simdjson
  // on twitter 1.32x in four A/B runs, against 1.28-1.30x: within this
  // machine's noise, but on the same side every time.)
  for (;;) {
    d += i;
    s += i;
    if (s == end) break;
    if (static_cast<unsigned char>(*s) >= 0x80) {
      hint.saw_non_ascii();
      return escape_rest<W, true>(w, d, s, end, readable);
    }
    d = write_special(w, d, s, end, tail_room);
    if (s == end) break;
    i = copy_stretch<check::ascii, false>(d, s, static_cast<std::size_t>(end - s), readable, unused);
  }
  *d = '"';
  return d + 1;
}

#undef JSONGEN_SIMD_INLINE

}  // namespace JSONGEN_SIMD_NS
}  // namespace detail
}  // namespace jsongen
