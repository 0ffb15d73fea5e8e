#!/usr/bin/env python3
"""Generates runtime/include/jsongen/detail/pow10_table.h and checks the
arithmetic that runtime/include/jsongen/floating.h (writing) and
runtime/include/jsongen/detail/decimal_to_binary.h (reading) build on it.

    scripts/gen_pow10_table.py            # writes the header
    scripts/gen_pow10_table.py --verify   # writes nothing, proves the bounds (a few seconds)

Everything is computed with Python's exact integers (no floating point):

* The table holds, for every power 10^j that floating.h needs, the 128-bit
  integer g_j = ceil(10^j * 2^(127 - floor(log2 10^j))), that is 10^j scaled
  into [2^127, 2^128) and rounded up (exact when 10^j * 2^(...) is an
  integer, j = 0..55).

* --verify checks, for every binary exponent q of double and of float:
  - the integer formulas floating.h uses for floor(log10 2^q),
    floor(log10(3/4 * 2^q)) and floor(log2 10^j) against exact values;
  - that the 64 x 128-bit product floating.h forms from g reproduces, for
    every significand, floor(y) and whether y is an integer, where
    y = x * 2^q * 10^-k is a rounding-interval bound or the value itself
    (x = 4c - 2, 4c - 1, 4c or 4c + 2; y is 4 * bound / 10^k): the computed
    product is P = (x * 2^h) * g, and floating.h takes floor(y) = P >> 128
    and "y is not an integer" = (P mod 2^128) >= 2^60. With eps = g - exact
    (0 <= eps < 1) and x * 2^h < 2^60, P = 2^128 * y + x * 2^h * eps, so
    that is right for every x if the fractional part f of every non-integer
    y satisfies f >= 2^-68 and 1 - f >= 2^-68. (The smallest f is between
    2^-66 and 2^-65, for double q = 664, so the simpler test "bits 64..127
    of P are not all zero", i.e. f >= 2^-64, would NOT be right.)
    Whether some x in a range has (a * x mod b) in a window is decided
    exactly with a Euclid-like recursion (first_hit below), the same idea
    as the modular min-max search in Adams' Ryu paper (PLDI 2018), written
    anew here.

* --verify also checks what the reader (decimal_to_binary.h, Eisel-Lemire
  style) needs from the same table:
  - it covers every j the reader looks up: a 19-digit significand w times
    10^j for any value that is neither surely 0 nor surely infinite;
  - every entry is the ceiling (0 <= g_j - 10^j * 2^(127 - floor(log2 10^j)) < 1)
    and is exact exactly for j = 0..55 (the reader's kPow10ExactMax). From
    that alone: for w' < 2^64 the 192-bit product P = w' * g_j exceeds the
    exact product X = w' * 10^j * 2^(...) by w' * eps < 2^64, so X lies in
    (P - 2^64, P], and the reader rounds from P only when no rounding
    boundary (multiple of 2^r) lies in that interval. A table rounded the
    other way (truncated, as fast_float's is for positive powers) would need
    the mirrored test; this one needs no case analysis;
  - the most significant digits any halfway point between two adjacent
    doubles (or floats) has, which bounds how many digits the exact fallback
    (decimal_exact.h) must keep: it keeps kMaxExactDigits and records
    whether anything non-zero was dropped.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "runtime", "include", "jsongen", "detail", "pow10_table.h")

# Binary formats: (name, significand bits without the hidden one, exponent bits).
FORMATS = [("double", 52, 11), ("float", 23, 8)]


def floor_log2_pow10(j):
    """floor(log2(10^j)), exactly."""
    if j >= 0:
        return (10 ** j).bit_length() - 1
    m = -j
    # log2(10^-m) = -log2(10^m), and 10^m is a power of two only for m = 0.
    return -((10 ** m).bit_length() - 1) - 1


def floor_log10_frac(num, den):
    """floor(log10(num / den)) for positive integers, exactly."""

    def at_least(k):  # num / den >= 10^k
        return num >= den * 10 ** k if k >= 0 else num * 10 ** (-k) >= den

    k = (num.bit_length() - den.bit_length()) * 3 // 10
    while not at_least(k):
        k -= 1
    while at_least(k + 1):
        k += 1
    return k


def pow2_frac(q):
    """2^q as (num, den)."""
    return (1 << q, 1) if q >= 0 else (1, 1 << -q)


def g_of(j):
    """ceil(10^j * 2^(127 - floor(log2 10^j))) in [2^127, 2^128)."""
    s = 127 - floor_log2_pow10(j)
    num = 10 ** j if j >= 0 else 1
    den = 1 if j >= 0 else 10 ** (-j)
    if s >= 0:
        num <<= s
    else:
        den <<= -s
    g = -(-num // den)
    assert (1 << 127) <= g < (1 << 128), j
    return g


# The integer formulas floating.h uses (arithmetic right shift = floor).
def k_regular(q):
    return (q * 315653) >> 20


def k_irregular(q):
    return (q * 315653 - 131072) >> 20


def log2_pow10(j):
    return (j * 1741647) >> 19


def exponent_ranges(mant_bits, exp_bits):
    bias = (1 << (exp_bits - 1)) - 1
    q_min = 1 - bias - mant_bits
    q_max = (1 << exp_bits) - 2 - bias - mant_bits
    return q_min, q_max


def writer_range():
    """The j = -k every format needs in floating.h."""
    lo, hi = 10 ** 9, -10 ** 9
    for _, mant_bits, exp_bits in FORMATS:
        q_min, q_max = exponent_ranges(mant_bits, exp_bits)
        for q in range(q_min, q_max + 1):
            for k in (k_regular(q), k_irregular(q)):
                lo, hi = min(lo, -k), max(hi, -k)
    return lo, hi


# The reader's screening (decimal_to_binary.h, float_format<>::kMinLead and
# kMaxLead): a decimal d.ddd * 10^lead with lead < kMinLead is below half the
# smallest subnormal (reads as 0), with lead > kMaxLead above the largest
# finite value (out of range). The significand it multiplies has 1..19 digits.
READER_LEADS = {"double": (-324, 308), "float": (-46, 38)}
READER_DIGITS = 19
READER_EXACT_MAX = 55  # kPow10ExactMax: entries 0..55 are exact
READER_DYADIC_MAX = 27  # kPow10DyadicMax


def reader_range():
    lo, hi = 10 ** 9, -10 ** 9
    for name, (lead_lo, lead_hi) in READER_LEADS.items():
        lo = min(lo, lead_lo - (READER_DIGITS - 1))
        hi = max(hi, lead_hi)
    return lo, hi


def table_range():
    a, b = writer_range()
    c, d = reader_range()
    return min(a, c), max(b, d)


def verify_reader(table):
    # 1. The screening bounds: a value v < 10^lead_lo must round to 0, so
    #    10^lead_lo <= 2^(min_lsb - 1), half the smallest subnormal (a tie goes
    #    to the even 0); a value v >= 10^(lead_hi + 1) must overflow, so it is
    #    at least max + half an ulp = (2^(p+1) - 1) * 2^(emax - p).
    for name, mant_bits, exp_bits in FORMATS:
        lead_lo, lead_hi = READER_LEADS[name]
        bias = (1 << (exp_bits - 1)) - 1
        min_lsb = 1 - bias - mant_bits
        p = mant_bits + 1
        assert (1 << (1 - min_lsb)) <= 10 ** (-lead_lo), name
        assert 10 ** (lead_hi + 1) >= ((1 << (p + 1)) - 1) << (bias - p), name
        print("reader screening for %s: lead < %d reads 0, lead > %d overflows" % (name, lead_lo, lead_hi))
    # 2. Coverage, ceiling, exactness.
    lo, hi = reader_range()
    assert all(j in table for j in range(lo, hi + 1)), (lo, hi)
    for j in range(lo, hi + 1):
        s = 127 - floor_log2_pow10(j)
        assert log2_pow10(j) == floor_log2_pow10(j), j
        # exact = 10^j * 2^s as num / den
        num = (10 ** j if j >= 0 else 1) << max(s, 0)
        den = (10 ** (-j) if j < 0 else 1) << max(-s, 0)
        g = table[j]
        assert g * den >= num and (g - 1) * den < num, j        # ceiling
        exact = g * den == num
        assert exact == (0 <= j <= READER_EXACT_MAX), j
    print("reader: entries 10^%d..10^%d are ceilings, exact for 0..%d" % (lo, hi, READER_EXACT_MAX))
    # 2b. For q = -s, s = 1..READER_DYADIC_MAX, an undecided product is exact
    #     (decimal_to_binary.h): X != M would mean |X - M| >= 2^min(k - s, cut - 1) / 5^s
    #     with k = lz + 127 - floor(log2 10^q) >= 127 - floor(log2 10^q) and
    #     cut - 1 >= 137 (double; float 166), and both must exceed 2^64.
    assert 5 ** READER_DYADIC_MAX < (1 << 64) <= 5 ** (READER_DYADIC_MAX + 1)
    for s_ in range(1, READER_DYADIC_MAX + 1):
        k_min = 127 - floor_log2_pow10(-s_)
        assert (1 << (k_min - s_)) > (1 << 64) * 5 ** s_, s_
        assert (1 << 137) > (1 << 64) * 5 ** s_, s_
    print("reader: an undecided product for 10^-1..10^-%d is exact" % READER_DYADIC_MAX)
    # 3. Digits of halfway points: (2m + 1) * 2^(e - 1) for every binade.
    header = open(os.path.join(ROOT, "runtime", "include", "jsongen", "detail", "decimal_exact.h")).read()
    import re
    kept = int(re.search(r"kMaxExactDigits = (\d+)", header).group(1))
    for name, mant_bits, exp_bits in FORMATS:
        bias = (1 << (exp_bits - 1)) - 1
        min_lsb = 1 - bias - mant_bits
        most = 0
        # The largest odd numerator 2^(p+1) - 1 with the smallest exponent
        # min_lsb - 1 has the most digits: (2^(p+1)-1) * 5^(1 - min_lsb) is
        # odd, so no trailing zero; any other halfway point below 1 has a
        # smaller numerator or fewer factors of 5. Above 1 they are integers
        # below 2^(emax+1).
        for e in range(min_lsb - 1, 0):
            n = ((1 << (mant_bits + 2)) - 1) * 5 ** (-e)
            digits = len(str(n))
            most = max(most, digits)
        most = max(most, len(str(1 << (bias + 1))))
        assert most <= kept, (name, most, kept)
        print("reader: a %s halfway point has at most %d significant digits (fallback keeps %d)"
              % (name, most, kept))


def first_hit(a, m, lo, hi):
    """Smallest x >= 0 with lo <= (a * x) % m <= hi (0 <= lo <= hi < m), or None."""
    a %= m
    if lo == 0:
        return 0
    if a == 0:
        return None
    x0 = -(-lo // a)
    if a * x0 <= hi:
        return x0
    # No multiple of a lies in [lo, hi], so a hit wraps y >= 1 times:
    # a*x - m*y in [lo, hi]. The smallest such y gives the smallest x; a y
    # works iff (m*y) mod a lies in [a - hi % a, a - lo % a].
    y = first_hit(m % a, a, a - hi % a, a - lo % a)
    if y is None:
        return None
    return -(-(lo + m * y) // a)


def any_in_window(a, b, x_lo, x_hi, w_lo, w_hi):
    """Is there x in [x_lo, x_hi] with w_lo <= (a * x) % b <= w_hi?"""
    if w_lo > w_hi or x_lo > x_hi:
        return False
    n = x_hi - x_lo
    off = (a * x_lo) % b
    # (off + a*t) % b in [w_lo, w_hi]  <=>  (a*t) % b in [w_lo - off, w_hi - off] (mod b)
    lo, hi = (w_lo - off) % b, (w_hi - off) % b
    pieces = [(lo, hi)] if lo <= hi else [(lo, b - 1), (0, hi)]
    for plo, phi in pieces:
        t = first_hit(a, b, plo, phi)
        if t is not None and t <= n:
            return True
    return False


def self_test_first_hit():
    import random
    rnd = random.Random(5)
    for _ in range(20000):
        m = rnd.randint(1, 200)
        a = rnd.randint(0, 400)
        lo = rnd.randint(0, m - 1)
        hi = rnd.randint(lo, m - 1)
        want = next((x for x in range(0, 2 * m + 2) if lo <= (a * x) % m <= hi), None)
        assert first_hit(a, m, lo, hi) == want, (a, m, lo, hi)


def verify():
    self_test_first_hit()
    # 1. The logarithm formulas.
    for q in range(-1200, 1201):
        num, den = pow2_frac(q)
        assert k_regular(q) == floor_log10_frac(num, den), q
        assert k_irregular(q) == floor_log10_frac(3 * num, 4 * den), q
    for j in range(-400, 401):
        assert log2_pow10(j) == floor_log2_pow10(j), j
    print("log formulas exact for |q| <= 1200, |j| <= 400")

    j_lo, j_hi = table_range()
    table = {j: g_of(j) for j in range(j_lo, j_hi + 1)}
    margin = 1 << 68  # f >= 2^-68 and 1 - f >= 2^-68
    checked = 0
    for name, mant_bits, exp_bits in FORMATS:
        q_min, q_max = exponent_ranges(mant_bits, exp_bits)
        hidden = 1 << mant_bits
        for q in range(q_min, q_max + 1):
            for irregular in (False, True):
                if irregular and q == q_min:
                    continue  # the smallest binade is evenly spaced
                k = k_irregular(q) if irregular else k_regular(q)
                h = q + log2_pow10(-k) + 1
                assert 1 <= h <= 4, (name, q, h)
                g = table[-k]
                # y = x * 2^q * 10^-k = x * num / den
                num, den = pow2_frac(q)
                if k >= 0:
                    den *= 10 ** k
                else:
                    num *= 10 ** (-k)
                if irregular:
                    # only c = 2^mant_bits: check the few x directly
                    c = hidden
                    for x in (4 * c - 1, 4 * c, 4 * c + 2):
                        xp = x << h
                        assert xp < (1 << 60)
                        p = xp * g
                        fl, rem = divmod(x * num, den)
                        assert (p >> 128) == fl, (name, q, x)
                        sticky = (p & ((1 << 128) - 1)) >= (1 << 60)
                        assert sticky == (rem != 0), (name, q, x)
                        checked += 1
                    continue
                c_lo = 1 if q == q_min else hidden
                c_hi = 2 * hidden - 1
                # x = 4c - 2, 4c, 4c + 2 are the even x = 2z, z in [2c_lo - 1, 2c_hi + 1]
                z_lo, z_hi = 2 * c_lo - 1, 2 * c_hi + 1
                assert (((4 * c_hi + 2) << h)) < (1 << 60)
                a, b = 2 * num, den
                from math import gcd
                d = gcd(a, b)
                a, b = a // d, b // d
                # y = z * a / b; fractional part f = (a z mod b) / b.
                # need: no z with 1 <= r < b/2^68, none with b - r < b/2^68, r = a z mod b.
                bad_low_hi = -(-b // margin) - 1          # r <= this  <=>  r < b / 2^68
                bad_high_lo = b - (-(-b // margin)) + 1   # r >= this  <=>  b - r < b / 2^68
                if any_in_window(a, b, z_lo, z_hi, 1, min(bad_low_hi, b - 1)):
                    sys.exit("precision too low (small fraction) for %s q=%d" % (name, q))
                if any_in_window(a, b, z_lo, z_hi, max(bad_high_lo, 1), b - 1):
                    sys.exit("precision too low (fraction near 1) for %s q=%d" % (name, q))
                checked += 1
        print("%s: every exponent %d..%d passes" % (name, q_min, q_max))
    # Spot check the product formula on random significands, directly.
    import random
    rnd = random.Random(7)
    for _ in range(200000):
        name, mant_bits, exp_bits = FORMATS[rnd.randrange(2)]
        q_min, q_max = exponent_ranges(mant_bits, exp_bits)
        q = rnd.randint(q_min, q_max)
        c = rnd.randint(1 if q == q_min else 1 << mant_bits, (2 << mant_bits) - 1)
        k = k_regular(q)
        h = q + log2_pow10(-k) + 1
        num, den = pow2_frac(q)
        if k >= 0:
            den *= 10 ** k
        else:
            num *= 10 ** (-k)
        for x in (4 * c - 2, 4 * c, 4 * c + 2):
            p = (x << h) * table[-k]
            fl, rem = divmod(x * num, den)
            assert p >> 128 == fl and ((p & ((1 << 128) - 1)) >= (1 << 60)) == (rem != 0)
    print("verified (%d exponent cases, table j = %d..%d)" % (checked, j_lo, j_hi))
    verify_reader(table)


def generate():
    j_lo, j_hi = table_range()
    lines = []
    lines.append("// Generated by scripts/gen_pow10_table.py; do not edit.")
    lines.append("//")
    lines.append("// kPow10[j - kPow10MinExponent] = ceil(10^j * 2^(127 - floor(log2 10^j))):")
    lines.append("// 10^j scaled into [2^127, 2^128) and rounded up (exact for j = 0..55),")
    lines.append("// as {high 64 bits, low 64 bits}, for j = %d..%d. Computed with Python's" % (j_lo, j_hi))
    lines.append("// arbitrary-precision integers, no floating point. Used by floating.h")
    lines.append("// (writing) and detail/decimal_to_binary.h (reading).")
    lines.append("#pragma once")
    lines.append("")
    lines.append("#include <cstdint>")
    lines.append("")
    lines.append("namespace jsongen {")
    lines.append("namespace detail {")
    lines.append("")
    lines.append("struct pow10_entry {")
    lines.append("  std::uint64_t hi;")
    lines.append("  std::uint64_t lo;")
    lines.append("};")
    lines.append("")
    lines.append("inline constexpr int kPow10MinExponent = %d;" % j_lo)
    lines.append("inline constexpr int kPow10MaxExponent = %d;" % j_hi)
    lines.append("")
    lines.append("inline constexpr pow10_entry kPow10[%d] = {" % (j_hi - j_lo + 1))
    for j in range(j_lo, j_hi + 1):
        g = g_of(j)
        lines.append("    {0x%016x, 0x%016x},  // 10^%d" % (g >> 64, g & ((1 << 64) - 1), j))
    lines.append("};")
    lines.append("")
    lines.append("}  // namespace detail")
    lines.append("}  // namespace jsongen")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s (%d entries)" % (os.path.relpath(OUT, ROOT), j_hi - j_lo + 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verify", action="store_true", help="check the bounds instead of writing")
    args = parser.parse_args()
    if args.verify:
        verify()
    else:
        generate()


if __name__ == "__main__":
    main()
