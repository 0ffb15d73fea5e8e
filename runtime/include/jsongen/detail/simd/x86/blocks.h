// The block operations of one x86 instruction set, as the interface of
// detail/simd/select.h describes them: 16-byte blocks (block16) and, with
// AVX2, 32-byte ones (block32). select.h includes this once per instruction
// set, inside its namespace, with JSONGEN_SIMD_TARGET (the target attribute
// every function carries: g++ and clang let a function use an instruction
// set only so), JSONGEN_SIMD_WIDE (1: block32 too) and JSONGEN_SIMD_LOOKUP
// (1: byte lookups, SSSE3 and up). No include guard on purpose.

struct isa {
  static constexpr bool lookups = JSONGEN_SIMD_LOOKUP;
  // The widest blocks skip the UTF-8 check while a field has held only
  // ASCII (text_hint.h): a saving only where a block is that wide.
  static constexpr bool uses_text_hints = JSONGEN_SIMD_WIDE;
};

// The constant rows (rows.h). Hidden, through a pointer the compiler cannot
// see through, for loops out of line: g++ would otherwise build each
// constant from an immediate (three instructions) and spill it, in the loop
// too. Visible, for code inlined into callers, where the compiler folds them
// into the instructions.
template <bool Hidden>
JSONGEN_SIMD_INLINE const x86::simd_rows* rows_pointer() {
  const x86::simd_rows* p = &x86::kRows;
#if defined(__GNUC__)
  if (Hidden) asm("" : "+r"(p));
#endif
  return p;
}

template <bool Hidden, bool Registers = false>
struct block16 {
  using type = __m128i;
  using mask_t = std::uint32_t;  // a bit per byte, byte i in bit i
  using cmp = type;              // a comparison's result: 0xFF or 0 per byte
  static constexpr std::size_t bytes = 16;
  static constexpr std::size_t width() { return bytes; }
  static constexpr unsigned lane_bits = 1;
  static constexpr bool lookups = JSONGEN_SIMD_LOOKUP;
  static constexpr bool halves = false;

  const x86::simd_rows* rows;
#if JSONGEN_SIMD_LOOKUP
  // The lookup tables. With Registers, loaded once, for the length of a
  // loop that stores (the escaper: as far as the compiler knows its stores
  // could change them, so it would load them again at each use); else
  // loaded where used (the scanner: loaded at the start, before its first
  // block's branch, they cost every short string). The other constants are
  // read where they are used (an operand in memory), which leaves registers
  // for the blocks.
  type first_high_, first_low_, second_high_, nibble_;
#endif
  JSONGEN_SIMD_INLINE block16()
      : rows(rows_pointer<Hidden>())
#if JSONGEN_SIMD_LOOKUP
        ,
        first_high_(Registers ? row(rows->first_high) : zero()),
        first_low_(Registers ? row(rows->first_low) : zero()),
        second_high_(Registers ? row(rows->second_high) : zero()),
        nibble_(Registers ? row(rows->nibble) : zero())
#endif
  {
  }

  JSONGEN_SIMD_INLINE static type load(const char* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  JSONGEN_SIMD_INLINE static type row(const std::uint8_t* r) { return _mm_load_si128(reinterpret_cast<const __m128i*>(r)); }
  JSONGEN_SIMD_INLINE static type zero() { return _mm_setzero_si128(); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return _mm_set1_epi8(static_cast<char>(c)); }
  // s[0..n) (n < 16), zeros after it, without reading past it.
  JSONGEN_SIMD_INLINE static type load_partial(const char* s, std::size_t n) {
    const partial_words w = load_partial_words(s, n);
    return from_words(w.low, w.high);
  }
  // Bytes 0-7 from `low`, 8-15 from `high` (the first byte the lowest).
  JSONGEN_SIMD_INLINE static type from_words(std::uint64_t low, std::uint64_t high) {
    return _mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low));
  }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return _mm_and_si128(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return _mm_or_si128(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return _mm_xor_si128(a, b); }
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) { return _mm_andnot_si128(b, a); }  // a & ~b
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return _mm_subs_epu8(a, b); }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return _mm_cmpeq_epi8(a, b); }
  JSONGEN_SIMD_INLINE static type equal_to(type v, std::uint8_t c) { return equal(v, splat(c)); }
  // As signed bytes.
  JSONGEN_SIMD_INLINE static type less(type a, type b) { return _mm_cmplt_epi8(a, b); }
  JSONGEN_SIMD_INLINE static type greater(type a, type b) { return _mm_cmpgt_epi8(a, b); }
  // The bytes moved K places up (towards the end), zeros shifted in; and down.
  template <int K>
  JSONGEN_SIMD_INLINE static type shifted(type v) {
    return _mm_slli_si128(v, K);
  }
  template <int K>
  JSONGEN_SIMD_INLINE static type shifted_down(type v) {
    return _mm_srli_si128(v, K);
  }

  // The bytes to escape in a JSON string: '"', '\\' and those below 0x20.
  // XOR with 0x02 keeps the bytes below 0x20 below it and maps '"' (0x22)
  // to 0x20: one unsigned x <= 0x20 (max(x, 0x20) == 0x20) finds both.
  JSONGEN_SIMD_INLINE type escapes(type v) const {
    const type flipped = xor_(v, row(rows->flip)), limit = row(rows->escape_limit);
    return or_(equal(v, row(rows->backslash)), equal(_mm_max_epu8(flipped, limit), limit));
  }
  // Those and the bytes from 0x80 up: as signed bytes, after the XOR, those
  // below 0x21. (Comparisons, not lookups: the UTF-8 check keeps the
  // shuffle unit busy.)
  JSONGEN_SIMD_INLINE type escapes_or_high(type v) const {
    const type flipped = xor_(v, row(rows->flip));
    return or_(equal(v, row(rows->backslash)), greater(row(rows->ascii_limit), flipped));
  }
  // The bytes E2 (U+2028 and U+2029 start so).
  JSONGEN_SIMD_INLINE type separator_leads(type v) const { return equal(v, row(rows->separator_lead)); }
  // A vector whose mask is that of the bytes from 0x80 up: v itself, as a
  // mask reads each byte's top bit.
  JSONGEN_SIMD_INLINE static type high(type v) { return v; }

  JSONGEN_SIMD_INLINE static mask_t mask(type v) { return static_cast<mask_t>(_mm_movemask_epi8(v)); }
  // The mask bits of the first n bytes (n up to 16).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) { return (mask_t{1} << n) - 1; }
  // The byte of the lowest bit of m (m != 0).
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m));
  }
  // m without the bits of its first k bytes, the others moved down.
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> k; }
  JSONGEN_SIMD_INLINE static bool any(type v) {
#if JSONGEN_SIMD_WIDE
    return !_mm_testz_si128(v, v);
#else
    return mask(equal(v, zero())) != 0xFFFF;
#endif
  }
  // 0xFF in the first m bytes (m up to 16), zeros after.
  JSONGEN_SIMD_INLINE type first_lanes(std::size_t m) const {
    return load(reinterpret_cast<const char*>(rows->first_lanes) + 32 - m);
  }

#if JSONGEN_SIMD_LOOKUP
  JSONGEN_SIMD_INLINE type first_high() const { return Registers ? first_high_ : row(rows->first_high); }
  JSONGEN_SIMD_INLINE type first_low() const { return Registers ? first_low_ : row(rows->first_low); }
  JSONGEN_SIMD_INLINE type second_high() const { return Registers ? second_high_ : row(rows->second_high); }
  JSONGEN_SIMD_INLINE type nibble() const { return Registers ? nibble_ : row(rows->nibble); }
  JSONGEN_SIMD_INLINE static type lookup(type table, type nibbles) { return _mm_shuffle_epi8(table, nibbles); }
  JSONGEN_SIMD_INLINE type high_nibbles(type v) const { return and_(_mm_srli_epi16(v, 4), nibble()); }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (Keiser & Lemire,
  // "Validating UTF-8 in less than one instruction per byte", Software:
  // Practice and Experience, 2021): the pair (byte before, byte) in the
  // tables of utf8.h, XORed with whether a lead two or three places back
  // (E0 and up, F0 and up) asks for a continuation there. A lead whose
  // sequence goes on past the block is not seen (cut_short).
  JSONGEN_SIMD_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair = and_(and_(lookup(first_high(), high_nibbles(before1)), lookup(first_low(), and_(before1, nibble()))),
                           lookup(second_high(), high_nibbles(v)));
    const type asked = or_(subs(before2, row(rows->third)), subs(before3, row(rows->fourth)));
    return xor_(pair, and_(asked, row(rows->top)));
  }
  // The same for a block whose bytes before it count as ASCII.
  JSONGEN_SIMD_INLINE type utf8_errors_first(type v) const {
    return utf8_errors(v, shifted<1>(v), shifted<2>(v), shifted<3>(v));
  }
  // A lead in the last three bytes whose sequence goes on past the block.
  JSONGEN_SIMD_INLINE type cut_short(type v) const { return subs(v, row(rows->end_limits + 16)); }
#endif
};

#if JSONGEN_SIMD_WIDE
template <bool Hidden, bool Registers = false>
struct block32 {
  using type = __m256i;
  using mask_t = std::uint32_t;
  using cmp = type;
  static constexpr std::size_t bytes = 32;
  static constexpr std::size_t width() { return bytes; }
  static constexpr unsigned lane_bits = 1;
  static constexpr bool lookups = true;
  // A text of 17 to 32 bytes fits one block as two halves (join).
  static constexpr bool halves = true;
  using half = block16<Hidden, Registers>;

  const x86::simd_rows* rows;
  type first_high_, first_low_, second_high_, nibble_;  // as block16's
  JSONGEN_SIMD_INLINE block32()
      : rows(rows_pointer<Hidden>()),
        first_high_(Registers ? row(rows->first_high) : zero()),
        first_low_(Registers ? row(rows->first_low) : zero()),
        second_high_(Registers ? row(rows->second_high) : zero()),
        nibble_(Registers ? row(rows->nibble) : zero()) {}

  JSONGEN_SIMD_INLINE static type load(const char* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), v); }
  JSONGEN_SIMD_INLINE static type row(const std::uint8_t* r) { return _mm256_load_si256(reinterpret_cast<const __m256i*>(r)); }
  JSONGEN_SIMD_INLINE static type zero() { return _mm256_setzero_si256(); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return _mm256_set1_epi8(static_cast<char>(c)); }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return _mm256_and_si256(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return _mm256_or_si256(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return _mm256_xor_si256(a, b); }
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) { return _mm256_andnot_si256(b, a); }  // a & ~b
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return _mm256_subs_epu8(a, b); }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return _mm256_cmpeq_epi8(a, b); }
  JSONGEN_SIMD_INLINE static type equal_to(type v, std::uint8_t c) { return equal(v, splat(c)); }
  JSONGEN_SIMD_INLINE static type greater(type a, type b) { return _mm256_cmpgt_epi8(a, b); }  // signed bytes
  // Per 16-byte lane, bytes N to N + 15 of the lane of `low` followed by that of `high`.
  template <int N>
  JSONGEN_SIMD_INLINE static type align(type high, type low) {
    return _mm256_alignr_epi8(high, low, N);
  }
  // The bytes moved K places up across the two lanes, zeros shifted in.
  template <int K>
  JSONGEN_SIMD_INLINE static type shifted(type v) {
    return align<16 - K>(v, _mm256_permute2x128_si256(v, v, 0x08));
  }

  JSONGEN_SIMD_INLINE type escapes(type v) const {
    const type flipped = xor_(v, row(rows->flip)), limit = row(rows->escape_limit);
    return or_(equal(v, row(rows->backslash)), equal(_mm256_max_epu8(flipped, limit), limit));
  }
  JSONGEN_SIMD_INLINE type escapes_or_high(type v) const {
    const type flipped = xor_(v, row(rows->flip));
    return or_(equal(v, row(rows->backslash)), greater(row(rows->ascii_limit), flipped));
  }
  JSONGEN_SIMD_INLINE type separator_leads(type v) const { return equal(v, row(rows->separator_lead)); }

  JSONGEN_SIMD_INLINE static mask_t mask(type v) { return static_cast<mask_t>(_mm256_movemask_epi8(v)); }
  // The mask bits of the first n bytes (n up to 32).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) { return n >= 32 ? ~mask_t{0} : (mask_t{1} << n) - 1; }
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m));
  }
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> k; }
  JSONGEN_SIMD_INLINE static bool any(type v) { return !_mm256_testz_si256(v, v); }

  JSONGEN_SIMD_INLINE type first_high() const { return Registers ? first_high_ : row(rows->first_high); }
  JSONGEN_SIMD_INLINE type first_low() const { return Registers ? first_low_ : row(rows->first_low); }
  JSONGEN_SIMD_INLINE type second_high() const { return Registers ? second_high_ : row(rows->second_high); }
  JSONGEN_SIMD_INLINE type nibble() const { return Registers ? nibble_ : row(rows->nibble); }
  JSONGEN_SIMD_INLINE static type lookup(type table, type nibbles) { return _mm256_shuffle_epi8(table, nibbles); }  // per lane
  JSONGEN_SIMD_INLINE type high_nibbles(type v) const { return and_(_mm256_srli_epi16(v, 4), nibble()); }
  JSONGEN_SIMD_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair = and_(and_(lookup(first_high(), high_nibbles(before1)), lookup(first_low(), and_(before1, nibble()))),
                           lookup(second_high(), high_nibbles(v)));
    const type asked = or_(subs(before2, row(rows->third)), subs(before3, row(rows->fourth)));
    return xor_(pair, and_(asked, row(rows->top)));
  }
  JSONGEN_SIMD_INLINE type utf8_errors_first(type v) const {
    return utf8_errors(v, shifted<1>(v), shifted<2>(v), shifted<3>(v));
  }
  JSONGEN_SIMD_INLINE type cut_short(type v) const { return subs(v, row(rows->end_limits)); }
  JSONGEN_SIMD_INLINE type first_lanes(std::size_t m) const { return load(reinterpret_cast<const char*>(rows->first_lanes) + 32 - m); }

  // Two 16-byte blocks as the low and the high lane of one: for a text of
  // 17 to 32 bytes, its first 16 bytes and its last 16 (overlapping them).
  JSONGEN_SIMD_INLINE static type join(__m128i low, __m128i high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
  }
  // A mask of such a block as the text's: byte i of the high lane is byte
  // n - 16 + i of the text.
  JSONGEN_SIMD_INLINE static mask_t halves_mask(mask_t m, std::size_t n) { return (m & 0xFFFF) | (m >> 16) << (n - 16); }
  // Its UTF-8 errors: zeros before the low lane (it starts the text);
  // before the high one, the three bytes of the low lane that precede it
  // (zeros for those before the text), picked by a shuffle so that no
  // length takes another path.
  JSONGEN_SIMD_INLINE type halves_utf8_errors(__m128i low, type v, std::size_t n) const {
    const __m128i previous = _mm_shuffle_epi8(low, half::load(reinterpret_cast<const char*>(rows->lane_before) + n));
    const type before = join(_mm_setzero_si128(), previous);
    return or_(utf8_errors(v, align<15>(v, before), align<14>(v, before), align<13>(v, before)), cut_short(v));
  }
};
#endif

// The blocks of this instruction set's loops.
#if JSONGEN_SIMD_WIDE
template <bool Hidden, bool Registers = false>
using widest = block32<Hidden, Registers>;
#else
template <bool Hidden, bool Registers = false>
using widest = block16<Hidden, Registers>;
#endif
