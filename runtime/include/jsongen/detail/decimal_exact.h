// The exact, slow way to round a decimal text to a double or float, for the
// few inputs decimal_to_binary.h cannot decide: a value within 2^-64 or so of
// a halfway point between two adjacent floating-point numbers, or one with
// more than 19 significant digits whose rounding depends on the digits past
// the 19th.
//
// Starting from a guess (a bit pattern within an ulp or two), compare the
// decimal with the halfway point above the current pattern, and with the one
// below, in big-integer arithmetic, and step until it lies between them
// (ties to the even pattern). The bit patterns of non-negative floats are
// ordered like their values, so the neighbours are pattern + 1 and - 1.
//
// Only the first kMaxExactDigits significant digits are kept, plus whether
// any later digit is non-zero: a halfway point has at most 768 significant
// digits (double; float 113, gen_pow10_table.py --verify computes both), so
// the truncated value D compares with a halfway point H as the whole does,
// except that D == H with non-zero digits dropped means the whole is above.
#pragma once

#include <cstdint>

#include "../config.h"
#include "decimal_to_binary.h"

namespace jsongen {
namespace detail {
namespace decimal {

inline constexpr int kMaxExactDigits = 800;

// An unsigned integer of at most kLimbs 32-bit limbs, least significant first.
// The largest number compare_exactly builds is below 2^2710: N * 5^1141 with
// N < 2^55 (the value at least 10^-342, so its 800-digit significand's
// exponent at least -1141), or D < 10^800 < 2^2658.
class big_unsigned {
 public:
  static constexpr int kLimbs = 96;

  explicit big_unsigned(std::uint64_t value = 0) noexcept {
    if (value != 0) limb_[size_++] = static_cast<std::uint32_t>(value);
    if ((value >> 32) != 0) limb_[size_++] = static_cast<std::uint32_t>(value >> 32);
  }

  void multiply_add(std::uint32_t factor, std::uint32_t addend) noexcept {
    std::uint64_t carry = addend;
    for (int i = 0; i < size_; ++i) {
      const std::uint64_t t = static_cast<std::uint64_t>(limb_[i]) * factor + carry;
      limb_[i] = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    if (carry != 0 && size_ < kLimbs) limb_[size_++] = static_cast<std::uint32_t>(carry);
  }

  void multiply_pow5(std::int64_t k) noexcept {
    constexpr std::uint32_t kPow5[14] = {1u,      5u,       25u,       125u,       625u,
                                         3125u,   15625u,   78125u,    390625u,    1953125u,
                                         9765625u, 48828125u, 244140625u, 1220703125u};
    for (; k >= 13; k -= 13) multiply_add(kPow5[13], 0);
    if (k > 0) multiply_add(kPow5[k], 0);
  }

  void shift_left(std::int64_t bits) noexcept {
    if (size_ == 0 || bits <= 0) return;
    const int words = static_cast<int>(bits / 32), shift = static_cast<int>(bits % 32);
    int new_size = size_ + words + 1;
    if (new_size > kLimbs) new_size = kLimbs;  // cannot happen within the bound above
    for (int i = new_size - 1; i >= 0; --i) {
      const int from = i - words;
      const std::uint64_t high = from >= 0 && from < size_ ? limb_[from] : 0;
      const std::uint64_t low = from - 1 >= 0 && from - 1 < size_ ? limb_[from - 1] : 0;
      limb_[i] = static_cast<std::uint32_t>(((high << 32 | low) << shift) >> 32);
    }
    size_ = new_size;
    trim();
  }

  std::int64_t bit_length() const noexcept {
    if (size_ == 0) return 0;
    std::uint32_t top = limb_[size_ - 1];
    int bits = 0;
    for (; top != 0; top >>= 1) ++bits;
    return std::int64_t{32} * (size_ - 1) + bits;
  }

  friend int compare(const big_unsigned& a, const big_unsigned& b) noexcept {
    if (a.size_ != b.size_) return a.size_ < b.size_ ? -1 : 1;
    for (int i = a.size_ - 1; i >= 0; --i) {
      if (a.limb_[i] != b.limb_[i]) return a.limb_[i] < b.limb_[i] ? -1 : 1;
    }
    return 0;
  }

 private:
  void trim() noexcept {
    while (size_ > 0 && limb_[size_ - 1] == 0) --size_;
  }

  std::uint32_t limb_[kLimbs] = {};
  int size_ = 0;
};

// The text of a number's significand: digits, at most one '.', more digits.
struct decimal_text {
  const char* digits;      // the first digit (after any '-')
  const char* digits_end;  // one past the last digit of the significand
  std::int64_t exponent;   // the explicit exponent, 0 if none
};

// The value as D * 10^E, D its first kMaxExactDigits significant digits,
// plus whether a non-zero digit was dropped.
struct truncated_decimal {
  big_unsigned digits;
  std::int64_t exponent = 0;
  bool dropped_nonzero = false;
};

inline void truncate_decimal(const decimal_text& text, truncated_decimal& out) noexcept {
  std::int64_t integer_digits = 0;  // before the '.', or all if there is none
  for (const char* p = text.digits; p != text.digits_end && *p != '.'; ++p) ++integer_digits;
  std::int64_t consumed = 0;  // digits that went into D, leading zeros included
  int kept = 0;
  std::uint32_t chunk = 0, chunk_scale = 1;
  for (const char* p = text.digits; p != text.digits_end; ++p) {
    if (*p == '.') continue;
    if (kept == 0 && *p == '0') {  // a leading zero (a non-zero digit follows)
      ++consumed;
      continue;
    }
    if (kept == kMaxExactDigits) {
      if (*p != '0') {
        out.dropped_nonzero = true;
        break;
      }
      continue;
    }
    chunk = chunk * 10 + static_cast<std::uint32_t>(*p - '0');
    chunk_scale *= 10;
    ++kept;
    ++consumed;
    if (chunk_scale == 1000000000u) {
      out.digits.multiply_add(chunk_scale, chunk);
      chunk = 0;
      chunk_scale = 1;
    }
  }
  if (chunk_scale != 1) out.digits.multiply_add(chunk_scale, chunk);
  // value = (all digits) * 10^(exponent - fraction digits)
  //       = (the first `consumed` digits) * 10^(exponent + integer_digits - consumed) + the rest
  out.exponent = text.exponent + integer_digits - consumed;
}

// Compares D * 10^E (+ a little if dropped_nonzero) with n * 2^f.
inline int compare_exactly(const truncated_decimal& v, std::uint64_t n, std::int64_t f) noexcept {
  big_unsigned a = v.digits, b(n);
  std::int64_t a2 = 0, b2 = f;
  if (v.exponent >= 0) {
    a.multiply_pow5(v.exponent);
    a2 = v.exponent;
  } else {
    // D * 10^E vs n * 2^f  <=>  D vs n * 5^-E * 2^(f - E)
    b.multiply_pow5(-v.exponent);
    b2 = f - v.exponent;
  }
  const std::int64_t la = a.bit_length() + a2, lb = b.bit_length() + b2;
  if (la != lb) return la < lb ? -1 : 1;
  const std::int64_t low = a2 < b2 ? a2 : b2;
  a.shift_left(a2 - low);
  b.shift_left(b2 - low);
  const int c = compare(a, b);
  return c == 0 && v.dropped_nonzero ? 1 : c;
}

// The halfway point between patterns u and u + 1, as n * 2^f.
template <class Float>
struct halfway {
  std::uint64_t n;
  std::int64_t f;
};

template <class Float>
inline halfway<Float> halfway_above(typename float_format<Float>::bits_type u) noexcept {
  using format = float_format<Float>;
  const auto decode = [](std::uint64_t bits, std::uint64_t& m, int& e) {
    const std::uint64_t field = bits >> format::kStoredBits;
    m = bits & ((std::uint64_t{1} << format::kStoredBits) - 1);
    if (field == 0) {
      e = format::kMinLsbExponent;
    } else {
      m |= std::uint64_t{1} << format::kStoredBits;
      e = static_cast<int>(field) - format::kBias - format::kStoredBits;
    }
  };
  std::uint64_t m0, m1;
  int e0, e1;
  decode(u, m0, e0);
  decode(static_cast<std::uint64_t>(u) + 1, m1, e1);  // kInfinity decodes as 2^(emax + 1)
  return {m0 + (m1 << (e1 - e0)), e0 - 1};
}

// Rounds the decimal (non-zero, with d.ddd * 10^lead, lead in
// [kMinDecimalExponent, kMaxLead]) to the nearest pattern, kInfinity if it
// overflows.
template <class Float>
JSONGEN_NOINLINE typename float_format<Float>::bits_type round_exactly(
    const decimal_text& text, typename float_format<Float>::bits_type guess) noexcept {
  using format = float_format<Float>;
  using bits_type = typename format::bits_type;
  truncated_decimal v;
  truncate_decimal(text, v);
  bits_type u = guess > format::kInfinity ? format::kInfinity : guess;
  for (;;) {
    if (u < format::kInfinity) {
      const halfway<Float> up = halfway_above<Float>(u);
      const int c = compare_exactly(v, up.n, up.f);
      if (c > 0) {
        ++u;
        continue;
      }
      if (c == 0) return (u & 1) == 0 ? u : static_cast<bits_type>(u + 1);
    }
    if (u > 0) {
      const halfway<Float> down = halfway_above<Float>(static_cast<bits_type>(u - 1));
      const int c = compare_exactly(v, down.n, down.f);
      if (c < 0) {
        --u;
        continue;
      }
      if (c == 0) return (u & 1) == 0 ? u : static_cast<bits_type>(u - 1);
    }
    return u;
  }
}

}  // namespace decimal
}  // namespace detail
}  // namespace jsongen
