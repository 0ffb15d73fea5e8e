// The NEON block operations (AArch64, and 32-bit ARM with NEON,
// little-endian: config.h), as the interface of detail/simd/select.h
// describes them: 16-byte blocks. NEON has no movemask: a comparison's
// lanes are narrowed to four bits each (vshrn), so a mask has four bits per
// byte, in memory order. select.h includes this inside its namespace; no
// include guard on purpose.

struct isa {
  static constexpr bool lookups = true;
  static constexpr bool uses_text_hints = false;
};

// (kEndLimits and kFirstLanes: lane_tables.h.)

// Hidden is for the interface's sake (x86 reads its constants through a
// hidden pointer out of line); NEON builds its constants from immediates.
template <bool Hidden, bool Registers = false>
struct block16 {
  using type = uint8x16_t;
  using mask_t = std::uint64_t;  // four bits per byte, byte i in bits 4i to 4i + 3
  using cmp = type;              // a comparison's result: 0xFF or 0 per byte
  static constexpr std::size_t bytes = 16;
  static constexpr std::size_t width() { return bytes; }
  static constexpr unsigned lane_bits = 4;
  static constexpr bool lookups = true;
  static constexpr bool halves = false;

  // The lookup tables: with Registers loaded once, for the length of a
  // loop that stores (the escaper); else where they are used (the scanner:
  // loaded at the start, they cost every short string).
  type first_high_ = Registers ? vld1q_u8(kUtf8Pairs.first_high) : vdupq_n_u8(0);
  type first_low_ = Registers ? vld1q_u8(kUtf8Pairs.first_low) : vdupq_n_u8(0);
  type second_high_ = Registers ? vld1q_u8(kUtf8Pairs.second_high) : vdupq_n_u8(0);
  JSONGEN_SIMD_INLINE type first_high() const { return Registers ? first_high_ : vld1q_u8(kUtf8Pairs.first_high); }
  JSONGEN_SIMD_INLINE type first_low() const { return Registers ? first_low_ : vld1q_u8(kUtf8Pairs.first_low); }
  JSONGEN_SIMD_INLINE type second_high() const { return Registers ? second_high_ : vld1q_u8(kUtf8Pairs.second_high); }

  JSONGEN_SIMD_INLINE static type load(const char* p) { return vld1q_u8(reinterpret_cast<const std::uint8_t*>(p)); }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) { vst1q_u8(reinterpret_cast<std::uint8_t*>(p), v); }
  JSONGEN_SIMD_INLINE static type zero() { return vdupq_n_u8(0); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return vdupq_n_u8(c); }
  // s[0..n) (n < 16), zeros after it, without reading past it.
  JSONGEN_SIMD_INLINE static type load_partial(const char* s, std::size_t n) {
    const partial_words w = load_partial_words(s, n);
    return vcombine_u8(vcreate_u8(w.low), vcreate_u8(w.high));
  }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return vandq_u8(a, b); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return vorrq_u8(a, b); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return veorq_u8(a, b); }
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) { return vbicq_u8(a, b); }  // a & ~b
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return vqsubq_u8(a, b); }
  JSONGEN_SIMD_INLINE static type equal(type a, type b) { return vceqq_u8(a, b); }
  JSONGEN_SIMD_INLINE static type equal_to(type v, std::uint8_t c) { return vceqq_u8(v, vdupq_n_u8(c)); }

  // The bytes to escape: '"', '\\' and those below 0x20. XOR with 0x02
  // keeps the bytes below 0x20 below it and maps '"' (0x22) to 0x20.
  JSONGEN_SIMD_INLINE static type escapes(type v) {
    return vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcleq_u8(veorq_u8(v, vdupq_n_u8(0x02)), vdupq_n_u8(0x20)));
  }
  // Those and, as signed bytes below 0x21 after the XOR, the bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static type escapes_or_high(type v) {
    const int8x16_t flipped = vreinterpretq_s8_u8(veorq_u8(v, vdupq_n_u8(0x02)));
    return vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcltq_s8(flipped, vdupq_n_s8(0x21)));
  }
  JSONGEN_SIMD_INLINE static type separator_leads(type v) { return vceqq_u8(v, vdupq_n_u8(kLineSeparatorLead)); }
  // The bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static type high(type v) { return vcltq_s8(vreinterpretq_s8_u8(v), vdupq_n_s8(0)); }

  JSONGEN_SIMD_INLINE static mask_t mask(type v) {
    return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(v), 4)), 0);
  }
  // The mask bits of the first n bytes (n up to 16).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) {
    return n >= 16 ? ~mask_t{0} : (mask_t{1} << (4 * n)) - 1;
  }
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m)) / 4;
  }
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> (4 * k); }
  JSONGEN_SIMD_INLINE static bool any(type v) {
#if defined(__aarch64__)
    return vmaxvq_u32(vreinterpretq_u32_u8(v)) != 0;
#else
    return vget_lane_u64(vreinterpret_u64_u8(vorr_u8(vget_low_u8(v), vget_high_u8(v))), 0) != 0;
#endif
  }

  // table[index] per byte (indexes below 16 only).
  JSONGEN_SIMD_INLINE static type lookup(type table, type index) {
#if defined(__aarch64__)
    return vqtbl1q_u8(table, index);
#else
    uint8x8x2_t halves;
    halves.val[0] = vget_low_u8(table);
    halves.val[1] = vget_high_u8(table);
    return vcombine_u8(vtbl2_u8(halves, vget_low_u8(index)), vtbl2_u8(halves, vget_high_u8(index)));
#endif
  }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (as x86/blocks.h).
  JSONGEN_SIMD_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair = vandq_u8(vandq_u8(lookup(first_high(), vshrq_n_u8(before1, 4)),
                                        lookup(first_low(), vandq_u8(before1, vdupq_n_u8(0x0F)))),
                               lookup(second_high(), vshrq_n_u8(v, 4)));
    const type asked = vorrq_u8(vcgeq_u8(before2, vdupq_n_u8(0xE0)), vcgeq_u8(before3, vdupq_n_u8(0xF0)));
    return veorq_u8(pair, vandq_u8(asked, vdupq_n_u8(utf8_pair_tables::kTwoContinuations)));
  }
  JSONGEN_SIMD_INLINE type utf8_errors_first(type v) const {
    const type none = vdupq_n_u8(0);
    return utf8_errors(v, vextq_u8(none, v, 15), vextq_u8(none, v, 14), vextq_u8(none, v, 13));
  }
  JSONGEN_SIMD_INLINE static type cut_short(type v) { return vqsubq_u8(v, vld1q_u8(kEndLimits)); }
  JSONGEN_SIMD_INLINE static type first_lanes(std::size_t m) { return vld1q_u8(kFirstLanes + 16 - m); }
};

template <bool Hidden, bool Registers = false>
using widest = block16<Hidden, Registers>;
