// The VSX block operations of POWER8 and later, little-endian (ppc64le:
// config.h), as the interface of detail/simd/select.h describes them:
// 16-byte blocks. Before POWER9 they are held as lxvd2x loads them: POWER8
// has no load in element order (vec_xl is lxvd2x and an xxswapd, and each
// store swaps back), so load and store are vec_xl_be and vec_xst_be of
// doublewords, one instruction each, which leave the two halves swapped:
// element e holds byte (e + 8) % 16 of memory. Byte-wise operations do not
// mind; where order counts (mask, load_partial, utf8_errors_first) the
// constants say so, and the rows held against the text byte by byte
// (kEndLimits, kFirstLanes) are loaded as the text is. POWER9 loads in
// element order (lxvx), element i byte i, and there the swap would cost:
// GCC computes the address of each vec_xl_be apart, where vec_xl's share
// one index register. A mask gathers each byte's top bit with vbpermq
// (POWER8), one bit per byte. select.h includes this inside its namespace;
// no include guard on purpose.

struct isa {
  static constexpr bool lookups = true;
  static constexpr bool uses_text_hints = false;
};

// (kEndLimits and kFirstLanes: lane_tables.h.)

// POWER9 and later: blocks in element order, lookup tables in order (else
// the halves swapped, above, and the tables reversed: lookup()).
#if defined(_ARCH_PWR9)
inline constexpr bool kPower9 = true;
#else
inline constexpr bool kPower9 = false;
#endif
// The UTF-8 tables of utf8.h as lookup() takes them.
struct lookup_tables {
  alignas(16) std::uint8_t first_high[16];
  alignas(16) std::uint8_t first_low[16];
  alignas(16) std::uint8_t second_high[16];
};
constexpr lookup_tables make_lookup_tables() {
  lookup_tables t{};
  for (unsigned i = 0; i < 16; ++i) {
    const unsigned k = kPower9 ? i : 15 - i;
    t.first_high[i] = kUtf8Pairs.first_high[k];
    t.first_low[i] = kUtf8Pairs.first_low[k];
    t.second_high[i] = kUtf8Pairs.second_high[k];
  }
  return t;
}
inline constexpr lookup_tables kLookupTables = make_lookup_tables();

// Hidden is for the interface's sake (x86 reads its constants through a
// hidden pointer out of line); the compiler loads these where it sees fit.
template <bool Hidden, bool Registers = false>
struct block16 {
  using type = __vector unsigned char;
  using mask_t = std::uint32_t;  // a bit per byte, byte i in bit i
  using cmp = type;              // a comparison's result: 0xFF or 0 per byte
  static constexpr std::size_t bytes = 16;
  static constexpr std::size_t width() { return bytes; }
  static constexpr unsigned lane_bits = 1;
  static constexpr bool lookups = true;
  static constexpr bool halves = false;

  // The lookup tables: with Registers loaded once, for the length of a
  // loop that stores (the escaper); else where they are used (the scanner:
  // loaded at the start, they cost every short string).
  type first_high_ = Registers ? table(kLookupTables.first_high) : zero();
  type first_low_ = Registers ? table(kLookupTables.first_low) : zero();
  type second_high_ = Registers ? table(kLookupTables.second_high) : zero();
  JSONGEN_SIMD_INLINE type first_high() const { return Registers ? first_high_ : table(kLookupTables.first_high); }
  JSONGEN_SIMD_INLINE type first_low() const { return Registers ? first_low_ : table(kLookupTables.first_low); }
  JSONGEN_SIMD_INLINE type second_high() const { return Registers ? second_high_ : table(kLookupTables.second_high); }

  // 16 bytes; before POWER9 the halves swapped (above): vec_xl_be of
  // doublewords puts the doubleword at p + 8 in element 0 on little-endian
  // targets.
  JSONGEN_SIMD_INLINE static type load(const char* p) {
    if constexpr (kPower9) return vec_xl(0, reinterpret_cast<const unsigned char*>(p));
    return reinterpret_cast<type>(vec_xl_be(0, reinterpret_cast<const unsigned long long*>(p)));
  }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) {
    if constexpr (kPower9) {
      vec_xst(v, 0, reinterpret_cast<unsigned char*>(p));
    } else {
      vec_xst_be(reinterpret_cast<__vector unsigned long long>(v), 0, reinterpret_cast<unsigned long long*>(p));
    }
  }
  // A row held against the text byte by byte: loaded as the text is.
  JSONGEN_SIMD_INLINE static type row(const std::uint8_t* r) { return load(reinterpret_cast<const char*>(r)); }
  // A lookup table, in element order (a constant the compiler folds).
  JSONGEN_SIMD_INLINE static type table(const std::uint8_t* t) { return vec_xl(0, t); }
  JSONGEN_SIMD_INLINE static type zero() { return vec_splats(static_cast<unsigned char>(0)); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return vec_splats(static_cast<unsigned char>(c)); }
  // s[0..n) (n < 16), zeros after it, without reading past it: doubleword
  // element 0 holds bytes 0-7 (little-endian), before POWER9 bytes 8-15, as
  // load() leaves them.
  JSONGEN_SIMD_INLINE static type load_partial(const char* s, std::size_t n) {
    const partial_words w = load_partial_words(s, n);
    using words_t = __vector unsigned long long;
    const words_t words = kPower9 ? words_t{w.low, w.high} : words_t{w.high, w.low};
    return reinterpret_cast<type>(words);
  }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return vec_and(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return vec_or(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return vec_xor(a, b); }
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) { return vec_andc(a, b); }  // a & ~b
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return vec_subs(a, b); }
  // Comparisons give boolean vectors: the same bits, as bytes.
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return reinterpret_cast<type>(vec_cmpeq(a, b)); }
  JSONGEN_SIMD_INLINE static type equal_to(type v, std::uint8_t c) { return equal(v, splat(c)); }
  // Unsigned a > b.
  JSONGEN_SIMD_INLINE static type above(type a, type b) { return reinterpret_cast<type>(vec_cmpgt(a, b)); }

  // The bytes to escape: '"', '\\' and those below 0x20. XOR with 0x02
  // keeps the bytes below 0x20 below it and maps '"' (0x22) to 0x20: one
  // unsigned comparison, 0x21 > x, finds both.
  JSONGEN_SIMD_INLINE static type escapes(type v) {
    return or_(equal_to(v, '\\'), above(splat(0x21), xor_(v, splat(0x02))));
  }
  // Those and, as signed bytes below 0x21 after the XOR, the bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static type escapes_or_high(type v) {
    const __vector signed char flipped = reinterpret_cast<__vector signed char>(xor_(v, splat(0x02)));
    const __vector signed char limit = vec_splats(static_cast<signed char>(0x21));
    return or_(equal_to(v, '\\'), reinterpret_cast<type>(vec_cmpgt(limit, flipped)));
  }
  JSONGEN_SIMD_INLINE static type separator_leads(type v) { return equal_to(v, kLineSeparatorLead); }
  // A vector whose mask is that of the bytes from 0x80 up: v itself, as a
  // mask reads each byte's top bit.
  JSONGEN_SIMD_INLINE static type high(type v) { return v; }

  // Each byte's top bit. vbpermq gathers the register's bits at 16 indexes
  // (bit 0 the most significant) into 16 bits of its first doubleword in
  // the register's order, which is element 1 here; the top bit of element
  // e is register bit 8 * (15 - e), and mask bit i is the gathered bit
  // 15 - i, which index element i names: byte i of memory is element i,
  // before POWER9 element (i + 8) % 16 (load).
  JSONGEN_SIMD_INLINE static mask_t mask(type v) {
    const type top_bits = kPower9 ? type{120, 112, 104, 96, 88, 80, 72, 64, 56, 48, 40, 32, 24, 16, 8, 0}
                                  : type{56, 48, 40, 32, 24, 16, 8, 0, 120, 112, 104, 96, 88, 80, 72, 64};
    return static_cast<mask_t>(vec_extract(vec_vbpermq(v, top_bits), 1));
  }
  // The mask bits of the first n bytes (n up to 16).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) { return (mask_t{1} << n) - 1; }
  // The byte of the lowest bit of m (m != 0).
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m));
  }
  // m without the bits of its first k bytes, the others moved down.
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> k; }
  JSONGEN_SIMD_INLINE static bool any(type v) { return vec_any_ne(v, zero()); }

  // table[index & 15] per byte: vec_perm reads the low five bits of each
  // index into its two operands, here both the table. Before POWER9,
  // little-endian compilers make vec_perm a vperm of the complemented
  // indexes (vperm numbers bytes from the other end), an xxlnot per lookup:
  // given complemented indexes and the table reversed, byte
  // 15 - (~index & 15) of it is entry index & 15, and the two complements
  // cancel. POWER9's vpermr takes the indexes as they are.
  JSONGEN_SIMD_INLINE static type lookup(type table, type index) {
    return vec_perm(table, table, kPower9 ? index : vec_nor(index, index));
  }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (as x86/blocks.h).
  // The low nibble needs no mask (lookup).
  JSONGEN_SIMD_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type four = splat(4);
    const type pair = and_(and_(lookup(first_high(), vec_sr(before1, four)), lookup(first_low(), before1)),
                           lookup(second_high(), vec_sr(v, four)));
    const type asked = or_(above(before2, splat(0xDF)), above(before3, splat(0xEF)));
    return xor_(pair, and_(asked, splat(utf8_pair_tables::kTwoContinuations)));
  }
  // The same for a block whose bytes before it count as ASCII: the bytes
  // moved 1, 2 and 3 places up in memory, zeros before them (indexes 0-15
  // pick the zeros, 16-31 the block). Before POWER9 memory's bytes 0-7 are
  // elements 8-15 (load): element e takes element e - 1 (mod 16), except
  // memory's first. One move, three times over: each constant costs three
  // instructions to load (the scanner loads them for every string).
  JSONGEN_SIMD_INLINE type utf8_errors_first(type v) const {
    const type none = zero();
    const type up = kPower9 ? type{0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}
                            : type{31, 16, 17, 18, 19, 20, 21, 22, 0, 24, 25, 26, 27, 28, 29, 30};
    const type before1 = vec_perm(none, v, up);
    const type before2 = vec_perm(none, before1, up);
    return utf8_errors(v, before1, before2, vec_perm(none, before2, up));
  }
  // A lead in the last three bytes whose sequence goes on past the block.
  JSONGEN_SIMD_INLINE static type cut_short(type v) { return subs(v, row(kEndLimits)); }
  // 0xFF in the first m bytes (m up to 16), zeros after.
  JSONGEN_SIMD_INLINE static type first_lanes(std::size_t m) { return row(kFirstLanes + 16 - m); }
};

template <bool Hidden, bool Registers = false>
using widest = block16<Hidden, Registers>;
