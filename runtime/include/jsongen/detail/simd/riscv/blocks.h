// The RISC-V vector (RVV 1.0) block operations, as the interface of
// detail/simd/select.h describes them, for any vector length the V
// extension allows (VLEN 128 to 65536 bits). select.h includes this inside
// its namespace; no include guard on purpose.
//
// RVV's vectors are sizeless (no sizeof, no struct members) and their length
// is known only when the program runs. A block is one vector register
// (LMUL 1) of width() bytes: min(VLMAX, Cap). block16 caps it at 16, which
// every V implementation holds (VLEN >= 128): the fixed blocks of short
// strings and whitespace. The widest caps it at 64, so that a block's mask
// (one bit per byte) fits 64 bits: 16 bytes at VLEN 128, 32 at 256, 64 from
// 512 up. The algorithms ask the block for width() (a constant, `bytes`, on
// x86 and NEON) and decide at compile time only with `bytes`, here the most
// a block holds. A comparison gives a mask register (cmp, vbool8_t), not a
// vector of 0xFF bytes as on x86 and NEON: the mask operations (vmor) and
// masked instructions take it at no cost, and mask() reads its first 64 bits.

struct isa {
  static constexpr bool lookups = true;
  static constexpr bool uses_text_hints = false;
};

// The largest byte each of a block's last three positions may hold when
// the text ends there (a lead there would wait for bytes past the end):
// loaded at 64 - width.
inline constexpr std::uint8_t kEndLimits[64] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};
// The UTF-8 tables of utf8.h, each 16 bytes followed by zeros to 64: a
// block loads a whole one (the width's worth) with the vl it has, rather
// than 16 bytes with another (two changes of vl more); its lookups index
// only the first 16.
struct utf8_rows {
  std::uint8_t first_high[64], first_low[64], second_high[64];
  constexpr utf8_rows() : first_high(), first_low(), second_high() {
    for (int i = 0; i < 16; ++i) {
      first_high[i] = kUtf8Pairs.first_high[i];
      first_low[i] = kUtf8Pairs.first_low[i];
      second_high[i] = kUtf8Pairs.second_high[i];
    }
  }
};
inline constexpr utf8_rows kUtf8Rows{};
// Loaded at 64 - m: 0xFF in the first m bytes (m up to 64), then zeros.
struct first_lanes_row {
  std::uint8_t bytes[128];
  constexpr first_lanes_row() : bytes() {
    for (int i = 0; i < 64; ++i) bytes[i] = 0xFF;
  }
};
inline constexpr first_lanes_row kFirstLanes{};

// Hidden and Registers are for the interface's sake: the constants are
// immediates or loads the compiler keeps where it needs them (a vector
// cannot be a member).
template <std::size_t Cap, bool Hidden, bool Registers>
struct blocks {
  using type = vuint8m1_t;
  using cmp = vbool8_t;                      // a comparison's result: a bit per byte in a mask register
  using mask_t = std::uint64_t;              // a bit per byte, byte i in bit i
  static constexpr std::size_t bytes = Cap;  // the most; width() is the block's
  static constexpr unsigned lane_bits = 1;
  static constexpr bool lookups = true;
  static constexpr bool halves = false;

  // min(VLMAX, Cap): VLMAX is a power of two, so an AVL of Cap (64) is
  // either at most VLMAX (vl = AVL) or at least twice it (vl = VLMAX), the
  // two cases where RVV fixes vl exactly. 16 is a constant: VLMAX >= 16.
  JSONGEN_SIMD_INLINE static std::size_t width() { return Cap <= 16 ? Cap : __riscv_vsetvl_e8m1(Cap); }

  JSONGEN_SIMD_INLINE static type load(const char* p) {
    return __riscv_vle8_v_u8m1(reinterpret_cast<const std::uint8_t*>(p), width());
  }
  JSONGEN_SIMD_INLINE static void store(char* p, type v) {
    __riscv_vse8_v_u8m1(reinterpret_cast<std::uint8_t*>(p), v, width());
  }
  JSONGEN_SIMD_INLINE static type zero() { return __riscv_vmv_v_x_u8m1(0, width()); }
  JSONGEN_SIMD_INLINE static type splat(std::uint8_t c) { return __riscv_vmv_v_x_u8m1(c, width()); }
  // s[0..n) (n < width()), zeros after it: a load of n bytes (it reads
  // nothing past them) into a vector of zeros, its tail left undisturbed.
  JSONGEN_SIMD_INLINE static type load_partial(const char* s, std::size_t n) {
    return __riscv_vle8_v_u8m1_tu(zero(), reinterpret_cast<const std::uint8_t*>(s), n);
  }
  JSONGEN_SIMD_INLINE static type and_(type a, type b) { return __riscv_vand_vv_u8m1(a, b, width()); }
  JSONGEN_SIMD_INLINE static type or_(type a, type b) { return __riscv_vor_vv_u8m1(a, b, width()); }
  JSONGEN_SIMD_INLINE static cmp or_(cmp a, cmp b) { return __riscv_vmor_mm_b8(a, b, width()); }
  JSONGEN_SIMD_INLINE static type xor_(type a, type b) { return __riscv_vxor_vv_u8m1(a, b, width()); }
  JSONGEN_SIMD_INLINE static type and_not(type a, type b) {  // a & ~b
    return __riscv_vand_vv_u8m1(a, __riscv_vnot_v_u8m1(b, width()), width());
  }
  JSONGEN_SIMD_INLINE static type subs(type a, type b) { return __riscv_vssubu_vv_u8m1(a, b, width()); }
  JSONGEN_SIMD_INLINE static cmp equal(type a, type b) { return __riscv_vmseq_vv_u8m1_b8(a, b, width()); }
  JSONGEN_SIMD_INLINE static cmp equal_to(type v, std::uint8_t c) { return __riscv_vmseq_vx_u8m1_b8(v, c, width()); }

  // The bytes to escape: '"', '\\' and those below 0x20. XOR with 0x02
  // keeps the bytes below 0x20 below it and maps '"' (0x22) to 0x20.
  JSONGEN_SIMD_INLINE static cmp escapes(type v) {
    const std::size_t vl = width();
    return __riscv_vmor_mm_b8(__riscv_vmseq_vx_u8m1_b8(v, '\\', vl),
                              __riscv_vmsleu_vx_u8m1_b8(__riscv_vxor_vx_u8m1(v, 0x02, vl), 0x20, vl), vl);
  }
  // Those and, as signed bytes below 0x21 after the XOR, the bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static cmp escapes_or_high(type v) {
    const std::size_t vl = width();
    const vint8m1_t flipped = __riscv_vreinterpret_v_u8m1_i8m1(__riscv_vxor_vx_u8m1(v, 0x02, vl));
    return __riscv_vmor_mm_b8(__riscv_vmseq_vx_u8m1_b8(v, '\\', vl), __riscv_vmslt_vx_i8m1_b8(flipped, 0x21, vl), vl);
  }
  JSONGEN_SIMD_INLINE static cmp separator_leads(type v) { return equal_to(v, kLineSeparatorLead); }
  // The bytes from 0x80 up.
  JSONGEN_SIMD_INLINE static cmp high(type v) {
    return __riscv_vmslt_vx_i8m1_b8(__riscv_vreinterpret_v_u8m1_i8m1(v), 0, width());
  }

  // The first 64 bits of the mask register, as a 64-bit element, without
  // its tail (past width(): a mask's tail is left to the implementation).
  JSONGEN_SIMD_INLINE static mask_t mask(cmp m) {
    const vuint64m1_t words = __riscv_vreinterpret_v_u8m1_u64m1(__riscv_vreinterpret_v_b8_u8m1(m));
    return __riscv_vmv_x_s_u64m1_u64(words) & lanes_below(width());
  }
  // The mask bits of the first n bytes (n up to 64).
  JSONGEN_SIMD_INLINE static mask_t lanes_below(std::size_t n) { return n >= 64 ? ~mask_t{0} : (mask_t{1} << n) - 1; }
  JSONGEN_SIMD_INLINE static std::size_t first_index(mask_t m) {
    return static_cast<unsigned>(count_trailing_zeros(m));
  }
  JSONGEN_SIMD_INLINE static mask_t drop_lanes(mask_t m, std::size_t k) { return m >> k; }
  JSONGEN_SIMD_INLINE static bool any(type v) {
    const std::size_t vl = width();
    return __riscv_vfirst_m_b8(__riscv_vmsne_vx_u8m1_b8(v, 0, vl), vl) >= 0;
  }

  JSONGEN_SIMD_INLINE static type table(const std::uint8_t (&row)[64]) {
    return load(reinterpret_cast<const char*>(row));
  }
  // table[index] per byte (indexes below 16: valid at any VLEN).
  JSONGEN_SIMD_INLINE static type lookup(type t, type index) { return __riscv_vrgather_vv_u8m1(t, index, width()); }
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes (as x86/blocks.h).
  // The continuation a lead two or three places back asks for flips the
  // pair's top bit: a masked XOR.
  JSONGEN_SIMD_INLINE static type utf8_errors(type v, type before1, type before2, type before3) {
    const std::size_t vl = width();
    const type pair = __riscv_vand_vv_u8m1(
        __riscv_vand_vv_u8m1(lookup(table(kUtf8Rows.first_high), __riscv_vsrl_vx_u8m1(before1, 4, vl)),
                             lookup(table(kUtf8Rows.first_low), __riscv_vand_vx_u8m1(before1, 0x0F, vl)), vl),
        lookup(table(kUtf8Rows.second_high), __riscv_vsrl_vx_u8m1(v, 4, vl)), vl);
    // (x > 0xDF, not x >= 0xE0: RVV compares "greater" with a scalar in one instruction, "at least" in two.)
    const cmp asked = __riscv_vmor_mm_b8(__riscv_vmsgtu_vx_u8m1_b8(before2, 0xDF, vl),
                                         __riscv_vmsgtu_vx_u8m1_b8(before3, 0xEF, vl), vl);
    return __riscv_vxor_vx_u8m1_mu(asked, pair, pair, utf8_pair_tables::kTwoContinuations, vl);
  }
  // The same for a block whose bytes before it count as ASCII (zeros slid in).
  JSONGEN_SIMD_INLINE static type utf8_errors_first(type v) {
    const std::size_t vl = width();
    const type before1 = __riscv_vslide1up_vx_u8m1(v, 0, vl), before2 = __riscv_vslide1up_vx_u8m1(before1, 0, vl);
    return utf8_errors(v, before1, before2, __riscv_vslide1up_vx_u8m1(before2, 0, vl));
  }
  // A lead in the last three bytes whose sequence goes on past the block.
  JSONGEN_SIMD_INLINE static type cut_short(type v) {
    return subs(v, load(reinterpret_cast<const char*>(kEndLimits) + 64 - width()));
  }
  // 0xFF in the first m bytes (m up to width()), zeros after.
  JSONGEN_SIMD_INLINE static type first_lanes(std::size_t m) {
    return load(reinterpret_cast<const char*>(kFirstLanes.bytes) + 64 - m);
  }
};

template <bool Hidden, bool Registers = false>
using block16 = blocks<16, Hidden, Registers>;
template <bool Hidden, bool Registers = false>
using widest = blocks<64, Hidden, Registers>;
