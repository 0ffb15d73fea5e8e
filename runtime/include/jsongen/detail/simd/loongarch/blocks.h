// The LSX block operations of LoongArch (128-bit vectors, loongarch64 with
// -mlsx; little-endian, as every LoongArch is), as the interface of
// detail/simd/select.h describes them: 16-byte blocks. vmskltz.b gathers
// each byte's top bit, one bit per byte, like x86's movemask; vshuf.b looks
// bytes up. select.h includes this inside its namespace; no include guard
// on purpose.

struct isa {
  static constexpr bool lookups = true;
  static constexpr bool uses_text_hints = false;
};

// (kEndLimits and kFirstLanes: lane_tables.h.)

// Hidden is for the interface's sake (x86 reads its constants through a
// hidden pointer out of line); LSX builds its constants from immediates.
template <bool Hidden, bool Registers = false>
struct block16 {
  using type = __m128i;
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
  type first_high_ = Registers ? row(kUtf8Pairs.first_high) : zero();
  type first_low_ = Registers ? row(kUtf8Pairs.first_low) : zero();
  type second_high_ = Registers ? row(kUtf8Pairs.second_high) : zero();
  JSONGEN_SIMD_INLINE type first_high() const { return Registers ? first_high_ : row(kUtf8Pairs.first_high); }
  JSONGEN_SIMD_INLINE type first_low() const { return Registers ? first_low_ : row(kUtf8Pairs.first_low); }
  JSONGEN_SIMD_INLINE type second_high() const { return Registers ? second_high_ : row(kUtf8Pairs.second_high); }

  JSONGEN_SIMD_INLINE static type load(const char* p) { return __lsx_vld(p, 0); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { __lsx_vst(v, p, 0); }
  JSONGEN_SIMD_INLINE static type row(const std::uint8_t* r) { return __lsx_vld(r, 0); }
  JSONGEN_SIMD_INLINE static type zero() { return __lsx_vreplgr2vr_b(0); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return __lsx_vreplgr2vr_b(c); }
  // s[0..n) (n < 16), zeros after it, without reading past it: doubleword 0
  // holds bytes 0-7 (little-endian).
  JSONGEN_SIMD_INLINE static type load_partial(const char* s, std::size_t n) {
    const partial_words w = load_partial_words(s, n);
    return __lsx_vinsgr2vr_d(__lsx_vreplgr2vr_d(static_cast<long>(w.low)), static_cast<long>(w.high), 1);
  }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return __lsx_vand_v(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return __lsx_vor_v(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return __lsx_vxor_v(a, b); }
  // a & ~b (vandn is ~first & second).
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) { return __lsx_vandn_v(b, a); }
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return __lsx_vssub_bu(a, b); }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return __lsx_vseq_b(a, b); }
  JSONGEN_SIMD_INLINE static type equal_to(type v, std::uint8_t c) { return equal(v, splat(c)); }

  // The bytes to escape: '"', '\\' and those below 0x20. XOR with 0x02
  // keeps the bytes below 0x20 below it and maps '"' (0x22) to 0x20: one
  // unsigned x <= 0x20 finds both.
  JSONGEN_SIMD_INLINE static type escapes(type v) {
    return or_(equal_to(v, '\\'), __lsx_vsle_bu(__lsx_vxori_b(v, 0x02), splat(0x20)));
  }
  // Those and, as signed bytes below 0x21 after the XOR, the bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static type escapes_or_high(type v) {
    return or_(equal_to(v, '\\'), __lsx_vslt_b(__lsx_vxori_b(v, 0x02), splat(0x21)));
  }
  JSONGEN_SIMD_INLINE static type separator_leads(type v) { return equal_to(v, kLineSeparatorLead); }
  // A vector whose mask is that of the bytes from 0x80 up: v itself, as a
  // mask reads each byte's top bit.
  JSONGEN_SIMD_INLINE static type high(type v) { return v; }

  // Each byte's top bit, byte i's in bit i of the first halfword.
  JSONGEN_SIMD_INLINE static mask_t mask(type v) { return __lsx_vpickve2gr_hu(__lsx_vmskltz_b(v), 0); }
  // The mask bits of the first n bytes (n up to 16).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) { return (mask_t{1} << n) - 1; }
  // The byte of the lowest bit of m (m != 0).
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m));
  }
  // m without the bits of its first k bytes, the others moved down.
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> k; }
  JSONGEN_SIMD_INLINE static bool any(type v) { return __lsx_bnz_v(v) != 0; }

  // table[index] per byte (indexes below 16 only: vshuf.b takes index % 32
  // into its two operands, both the table here, but some processors give
  // zero for indexes from 64 up).
  JSONGEN_SIMD_INLINE static type lookup(type table, type index) { return __lsx_vshuf_b(table, table, index); }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (as x86/blocks.h).
  JSONGEN_SIMD_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair =
        and_(and_(lookup(first_high(), __lsx_vsrli_b(before1, 4)), lookup(first_low(), __lsx_vandi_b(before1, 0x0F))),
             lookup(second_high(), __lsx_vsrli_b(v, 4)));
    const type asked = or_(__lsx_vslt_bu(splat(0xDF), before2), __lsx_vslt_bu(splat(0xEF), before3));
    return xor_(pair, and_(asked, splat(utf8_pair_tables::kTwoContinuations)));
  }
  // The same for a block whose bytes before it count as ASCII: the bytes
  // moved 1, 2 and 3 places up (vbsll.v shifts the whole vector, element i
  // to i + k), zeros before them.
  JSONGEN_SIMD_INLINE type utf8_errors_first(type v) const {
    return utf8_errors(v, __lsx_vbsll_v(v, 1), __lsx_vbsll_v(v, 2), __lsx_vbsll_v(v, 3));
  }
  // A lead in the last three bytes whose sequence goes on past the block.
  JSONGEN_SIMD_INLINE static type cut_short(type v) { return subs(v, row(kEndLimits)); }
  // 0xFF in the first m bytes (m up to 16), zeros after.
  JSONGEN_SIMD_INLINE static type first_lanes(std::size_t m) { return row(kFirstLanes + 16 - m); }
};

template <bool Hidden, bool Registers = false>
using widest = block16<Hidden, Registers>;
