// jsongen::format_finite_float (runtime/include/jsongen/floating.h) against
// std::to_chars(first, last, value), byte for byte: random bit patterns, every
// power of two and of ten with their neighbours, subnormals, the extremes, the
// switch points between fixed and scientific notation, and whole numbers.
// Each value also goes through the other code paths of the formatter: the
// portable 64 x 64-bit multiplication (what MSVC-less, __int128-less compilers
// get), the portable digit output (no SSE2) and the exact 192-bit comparisons
// (no fixed-point shortcut), so one build tests them all.
//
// Longer runs (not in ctest):
//   JSONGEN_FLOAT_FORMAT_COUNT=10000000 build/tests/runtime_tests "[float_format]"
//     random doubles and floats per test case (default 2000000 each, few
//     enough for the sanitizer builds);
//   build/tests/runtime_tests "[.exhaustive]"
//     all 2^32 float bit patterns; faster from an optimized build without
//     sanitizers, from the repository root (one command):
//       g++ -std=c++17 -O2 -Iruntime/include tests/runtime/float_format_test.cpp
//         tests/runtime/main.cpp -o /tmp/float_format_test && /tmp/float_format_test "[.exhaustive]"
#include <catch2/catch.hpp>
#include <jsongen/floating.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <type_traits>

namespace {

namespace fp = jsongen::detail::fp;

template <class Float>
using bits_of = std::conditional_t<std::is_same<Float, float>::value, std::uint32_t, std::uint64_t>;

template <class Float>
Float from_bits(bits_of<Float> bits) {
  Float v;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

template <class Float>
bits_of<Float> to_bits(Float v) {
  bits_of<Float> bits;
  std::memcpy(&bits, &v, sizeof bits);
  return bits;
}

std::size_t random_count() {
  if (const char* text = std::getenv("JSONGEN_FLOAT_FORMAT_COUNT")) return std::strtoull(text, nullptr, 10);
  return 2000000;
}

// Compares every code path with std::to_chars; remembers the first mismatch
// (a REQUIRE per value would dominate the run time).
class checker {
 public:
  // Formats into a heap block of exactly kMaxFloatChars bytes, so that
  // AddressSanitizer reports any write past it.
  checker() : room_(new char[jsongen::kMaxFloatChars]) {}

  template <class Float>
  void check(Float v) {
    if (!std::isfinite(v)) return;  // the serializer prints those as null
    ++checked_;
    char expected[64];
    const char* const expected_end = std::to_chars(expected, expected + sizeof expected, v).ptr;
    const std::size_t expected_size = static_cast<std::size_t>(expected_end - expected);
    compare(v, expected, expected_size, jsongen::format_finite_float(room_.get(), v), "format_finite_float");
    compare(v, expected, expected_size, fp::format<Float, false, fp::default_digits>(room_.get(), v),
            "portable multiplication");
    compare(v, expected, expected_size, fp::format<Float, fp::kNativeMultiply, fp::swar_digits>(room_.get(), v),
            "portable digits");
    compare(v, expected, expected_size, fp::format<Float, fp::kNativeMultiply, fp::default_digits, true>(room_.get(), v),
            "exact comparisons");
  }

  template <class Float>
  void check_with_neighbours(Float v, int ulps = 2) {
    if (!std::isfinite(v)) return;
    const bits_of<Float> bits = to_bits(v);
    for (int d = -ulps; d <= ulps; ++d) {
      const bits_of<Float> other = static_cast<bits_of<Float>>(bits + static_cast<bits_of<Float>>(d));
      // Stay on the same side of zero and finite.
      if ((other ^ bits) >> (sizeof(bits) * 8 - 1)) continue;
      const Float w = from_bits<Float>(other);
      if (std::isfinite(w)) check(w);
    }
  }

  void report() const {
    INFO(checked_ << " values checked; first mismatch: " << first_failure_);
    REQUIRE(failures_ == 0);
  }
  std::size_t checked() const { return checked_; }

 private:
  template <class Float>
  void compare(Float v, const char* expected, std::size_t size, const char* end, const char* path) {
    const std::size_t got = static_cast<std::size_t>(end - room_.get());
    if (got == size && std::memcmp(expected, room_.get(), size) == 0) return;
    if (failures_++ == 0) {
      char text[128];
      std::snprintf(text, sizeof text, "%s 0x%llx (%.17g): std::to_chars ", std::is_same<Float, float>::value ? "float" : "double",
                    static_cast<unsigned long long>(to_bits(v)), static_cast<double>(v));
      first_failure_ = std::string(text) + std::string(expected, size) + ", " + path + " " +
                       std::string(room_.get(), got < 64 ? got : 64);
    }
  }

  std::unique_ptr<char[]> room_;
  std::size_t checked_ = 0;
  std::size_t failures_ = 0;
  std::string first_failure_;
};

template <class Float>
std::string text_of(Float v) {
  char buffer[jsongen::kMaxFloatChars];
  return std::string(buffer, jsongen::format_finite_float(buffer, v));
}

}  // namespace

TEST_CASE("the rules on examples", "[float_format]") {
  // Shortest digits, the closest of them.
  CHECK(text_of(0.1) == "0.1");
  CHECK(text_of(0.3) == "0.3");
  CHECK(text_of(30.2) == "30.2");
  CHECK(text_of(30.2f) == "30.2");
  CHECK(text_of(-65.613616999999977) == "-65.61361699999998");
  CHECK(text_of(43.420273000000009) == "43.42027300000001");
  CHECK(text_of(5e-324) == "5e-324");
  CHECK(text_of(1.7976931348623157e308) == "1.7976931348623157e+308");
  CHECK(text_of(2.2250738585072014e-308) == "2.2250738585072014e-308");
  CHECK(text_of(3.4028235e38f) == "3.4028235e+38");
  CHECK(text_of(1e-45f) == "1e-45");
  // Zeros and whole numbers.
  CHECK(text_of(0.0) == "0");
  CHECK(text_of(-0.0) == "-0");
  CHECK(text_of(-0.0f) == "-0");
  CHECK(text_of(1.0) == "1");
  CHECK(text_of(42.0) == "42");
  CHECK(text_of(-42.0f) == "-42");
  // Fixed when not longer than scientific, on a tie too.
  CHECK(text_of(0.001) == "0.001");      // 5 = 5
  CHECK(text_of(0.0001) == "1e-04");     // 6 > 5
  CHECK(text_of(0.00012) == "0.00012");  // 7 = 7
  CHECK(text_of(1.2e-05) == "1.2e-05");  // 8 > 7
  CHECK(text_of(1e-05) == "1e-05");
  CHECK(text_of(1e-06) == "1e-06");
  CHECK(text_of(10000.0) == "10000");    // 5 = 5
  CHECK(text_of(100000.0) == "1e+05");   // 6 > 5
  CHECK(text_of(120000.0) == "120000");  // 6 < 7
  CHECK(text_of(1e15) == "1e+15");
  CHECK(text_of(1e16) == "1e+16");
  CHECK(text_of(1.5e16) == "1.5e+16");
  CHECK(text_of(1e21) == "1e+21");
  CHECK(text_of(1e22) == "1e+22");
  CHECK(text_of(1234.5) == "1234.5");
  // Whole numbers in fixed notation print the exact value.
  CHECK(text_of(123456789012345680.0) == "123456789012345680");
  CHECK(text_of(12345678901234567890.0) == "12345678901234567168");
  CHECK(text_of(1.2345678901234568e21) == "1234567890123456774144");
  CHECK(text_of(18014398509481988.0) == "18014398509481988");
  CHECK(text_of(1.2345e9f) == "1234499968");
  CHECK(text_of(123456792.0f) == "123456792");
  CHECK(text_of(1e10f) == "1e+10");
  CHECK(text_of(16777216.0f) == "16777216");
}

TEST_CASE("the helpers: digit counts and 8-digit blocks", "[float_format]") {
  for (int i = 1; i < 20; ++i) {
    REQUIRE(fp::count_digits(fp::kPowersOf10[i]) == i + 1);
    REQUIRE(fp::count_digits(fp::kPowersOf10[i] - 1) == i);
  }
  REQUIRE(fp::count_digits(1) == 1);
  REQUIRE(fp::count_digits(std::numeric_limits<std::uint64_t>::max()) == 20);
  // The division shortcuts, on their whole ranges.
  for (std::uint32_t n = 0; n < 10000; ++n) REQUIRE((n * 10486) >> 20 == n / 100);
  for (std::uint32_t n = 0; n < 10000; ++n) REQUIRE((n * 5243) >> 19 == n / 100);
  for (std::uint32_t n = 0; n < 100; ++n) REQUIRE((n * 103) >> 10 == n / 10);
  for (std::uint32_t n = 0; n < 100; ++n) REQUIRE((n * 6554) >> 16 == n / 10);
  for (std::uint32_t n = 0; n < 100; ++n) REQUIRE((((n * 6554) & 0xFFFF) * 10) >> 16 == n % 10);
  // 16 digits into text, both ways, against snprintf.
  std::mt19937_64 random(11);
  char expected[32];
  char got[32];
  for (int i = 0; i < 200000; ++i) {
    std::uint64_t x = random() % fp::kPowersOf10[16];
    if (i % 4 == 1) x = x / fp::kPowersOf10[random() % 17] * fp::kPowersOf10[random() % 8];
    x %= fp::kPowersOf10[16];
    std::snprintf(expected, sizeof expected, "%016llu", static_cast<unsigned long long>(x));
    int significant = 16;
    while (significant > 0 && expected[significant - 1] == '0') --significant;
    const auto high = static_cast<std::uint32_t>(x / 100000000), low = static_cast<std::uint32_t>(x % 100000000);
    fp::swar_digits swar(high, low);
    REQUIRE(swar.significant() == significant);
    swar.to_ascii();
    swar.store(got);
    REQUIRE(std::string(got, 16) == std::string(expected, 16));
    const int j = static_cast<int>(random() % 16);
    swar.store_with_point(got, j);
    REQUIRE(std::string(got, 17) == std::string(expected, static_cast<std::size_t>(j)) + "." + std::string(expected + j, 16 - static_cast<std::size_t>(j)));
#if defined(JSONGEN_HAVE_SSE2)
    fp::sse2_digits sse2(high, low);
    REQUIRE(sse2.significant() == significant);
    sse2.to_ascii();
    sse2.store(got);
    REQUIRE(std::string(got, 16) == std::string(expected, 16));
    sse2.store_with_point(got, j);
    REQUIRE(std::string(got, 17) == std::string(expected, static_cast<std::size_t>(j)) + "." + std::string(expected + j, 16 - static_cast<std::size_t>(j)));
#endif
  }
}

TEST_CASE("the 64 x 64-bit multiplications agree", "[float_format]") {
  std::mt19937_64 random(12);
  for (int i = 0; i < 1000000; ++i) {
    const std::uint64_t a = random() >> (random() % 64), b = random() >> (random() % 64);
    const fp::uint128 native = fp::multiply<fp::kNativeMultiply>(a, b);
    const fp::uint128 portable = fp::multiply<false>(a, b);
    REQUIRE(native.hi == portable.hi);
    REQUIRE(native.lo == portable.lo);
    REQUIRE(portable.lo == a * b);
  }
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  const fp::uint128 square = fp::multiply<false>(max, max);
  REQUIRE(square.hi == max - 1);
  REQUIRE(square.lo == 1);
}

TEST_CASE("random double bit patterns", "[float_format]") {
  checker check;
  std::mt19937_64 random(1);
  const std::size_t count = random_count();
  for (std::size_t i = 0; i < count; ++i) {
    const double v = from_bits<double>(random());
    if (std::isfinite(v)) check.check(v);
  }
  check.report();
}

TEST_CASE("random float bit patterns", "[float_format]") {
  checker check;
  std::mt19937 random(2);
  const std::size_t count = random_count();
  for (std::size_t i = 0; i < count; ++i) {
    const float v = from_bits<float>(static_cast<std::uint32_t>(random()));
    if (std::isfinite(v)) check.check(v);
  }
  check.report();
}

TEST_CASE("random doubles with few significant digits", "[float_format]") {
  // Short decimals (0.1, 30.2, 1.25e-7) and coordinates with up to 17 digits,
  // as text read by strtod, and the floats strtof reads from the same text.
  checker check;
  std::mt19937_64 random(3);
  const std::size_t count = random_count() / 4;
  char text[64];
  for (std::size_t i = 0; i < count; ++i) {
    const int digits = 1 + static_cast<int>(random() % 17);
    const auto significand = static_cast<unsigned long long>(random() % fp::kPowersOf10[digits]);
    const int exponent = static_cast<int>(random() % 80) - 40;
    std::snprintf(text, sizeof text, "%llue%d", significand, exponent);
    check.check(std::strtod(text, nullptr));
    check.check(-std::strtod(text, nullptr));
    check.check(std::strtof(text, nullptr));
  }
  check.report();
}

TEST_CASE("powers of two and of ten with their neighbours", "[float_format]") {
  checker check;
  for (int e = -1074; e <= 1023; ++e) check.check_with_neighbours(std::ldexp(1.0, e));
  for (int e = -149; e <= 127; ++e) check.check_with_neighbours(std::ldexp(1.0f, e));
  char text[32];
  for (int e = -330; e <= 310; ++e) {
    std::snprintf(text, sizeof text, "1e%d", e);
    check.check_with_neighbours(std::strtod(text, nullptr), 3);
    check.check_with_neighbours(-std::strtod(text, nullptr), 3);
  }
  // Every float within one ulp of a power of ten.
  for (int e = -50; e <= 40; ++e) {
    std::snprintf(text, sizeof text, "1e%d", e);
    check.check_with_neighbours(std::strtof(text, nullptr), 1);
  }
  check.report();
}

TEST_CASE("subnormals and the extremes", "[float_format]") {
  checker check;
  for (std::uint64_t bits = 1; bits < 100000; ++bits) check.check(from_bits<double>(bits));
  for (std::uint64_t bits = (std::uint64_t{1} << 52) - 100000; bits < (std::uint64_t{1} << 52) + 100000; ++bits) {
    check.check(from_bits<double>(bits));
  }
  for (std::uint32_t bits = 1; bits < (std::uint32_t{1} << 23) + 100000; bits += bits < 200000 ? 1 : 7) {
    check.check(from_bits<float>(bits));
  }
  std::mt19937_64 random(4);
  for (int i = 0; i < 100000; ++i) {
    check.check(from_bits<double>(random() & ((std::uint64_t{1} << 52) - 1)));
    check.check(from_bits<float>(static_cast<std::uint32_t>(random() & ((1u << 23) - 1))));
  }
  for (const double v : {std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                         std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::epsilon()}) {
    check.check_with_neighbours(v, 5);
    check.check_with_neighbours(-v, 5);
  }
  for (const float v : {std::numeric_limits<float>::min(), std::numeric_limits<float>::max(),
                        std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::epsilon()}) {
    check.check_with_neighbours(v, 5);
    check.check_with_neighbours(-v, 5);
  }
  check.check(0.0);
  check.check(-0.0);
  check.check(0.0f);
  check.check(-0.0f);
  check.report();
}

TEST_CASE("around the switches between fixed and scientific notation", "[float_format]") {
  // n significant digits with the first at 10^e, for the e where the choice
  // flips (e = -6..-2 and e = n + 1..n + 6), with 9s and 0s that round across
  // a power of ten, and one ulp either side.
  checker check;
  std::mt19937_64 random(5);
  char text[64];
  for (int n = 1; n <= 17; ++n) {
    for (int e = -8; e <= 24; ++e) {
      for (int variant = 0; variant < 40; ++variant) {
        std::string digits;
        for (int i = 0; i < n; ++i) {
          const char d = variant == 0 ? '9' : variant == 1 ? (i == 0 ? '1' : '0') : static_cast<char>('0' + random() % 10);
          digits += (i == 0 && d == '0') ? '1' : d;
        }
        std::snprintf(text, sizeof text, "%s.%se%d", digits.substr(0, 1).c_str(), digits.substr(1).c_str(), e);
        check.check_with_neighbours(std::strtod(text, nullptr), 1);
        check.check_with_neighbours(std::strtof(text, nullptr), 1);
      }
    }
  }
  for (const double v : {1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 1e-5, 1e-6, 1e-4, 1e-3, 123456789012345680.0, 9007199254740992.0,
                         9007199254740993.0, 18014398509481984.0, 99999999999999999.0, 999999999999999999999.0}) {
    check.check_with_neighbours(v, 4);
    check.check_with_neighbours(-v, 4);
  }
  check.report();
}

TEST_CASE("whole numbers", "[float_format]") {
  checker check;
  for (int i = 0; i <= 200000; ++i) {
    check.check(static_cast<double>(i));
    check.check(static_cast<float>(i));
  }
  std::mt19937_64 random(6);
  for (int i = 0; i < 200000; ++i) {
    // Below 2^53, from 2^53 to 10^22 (the exact-value path) and beyond.
    check.check(static_cast<double>(random() >> (11 + random() % 50)));
    check.check(std::ldexp(static_cast<double>(random() >> 11), static_cast<int>(random() % 30)));
    check.check(static_cast<double>(random() % 100000) * std::pow(10.0, static_cast<double>(random() % 25)));
    check.check(static_cast<float>(random() >> (40 + random() % 24)));
    check.check(std::ldexp(static_cast<float>(random() >> 40), static_cast<int>(random() % 30)));
  }
  for (int e = 0; e < 80; ++e) check.check_with_neighbours(std::ldexp(1.0, e), 3);
  check.report();
}

TEST_CASE("all 2^32 float bit patterns", "[.exhaustive]") {
  checker check;
  std::uint32_t bits = 0;
  do {
    const float v = from_bits<float>(bits);
    if (std::isfinite(v)) check.check(v);
  } while (++bits != 0);
  check.report();
}
