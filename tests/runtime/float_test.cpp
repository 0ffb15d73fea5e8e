// Floating point: shortest text that reads back to the same bits, for double
// and for float, on a million random bit patterns and the awkward values.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>

namespace {

template <class Float>
Float read_back(const std::string& text) {
  if constexpr (std::is_same<Float, float>::value) {
    return std::strtof(text.c_str(), nullptr);
  } else {
    return std::strtod(text.c_str(), nullptr);
  }
}

template <class Float>
bool same_bits(Float a, Float b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

// Significant digits of a decimal text like "-1.25e-7".
int significant_digits(const std::string& text) {
  int digits = 0;
  bool leading = true;
  int trailing_zeros = 0;
  for (const char c : text) {
    if (c == 'e' || c == 'E') break;
    if (c < '0' || c > '9') continue;
    if (leading && c == '0') continue;
    leading = false;
    ++digits;
    trailing_zeros = c == '0' ? trailing_zeros + 1 : 0;
  }
  return digits - trailing_zeros;
}

// The fewest significant digits %.*g needs to round-trip: an independent
// measure of "shortest".
template <class Float>
int fewest_digits(Float v) {
  for (int precision = 1; precision <= 17; ++precision) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, static_cast<double>(v));
    if (same_bits(read_back<Float>(buffer), v)) return precision;
  }
  return 17;
}

// "Shortest" means no longer than the fewest-digits scientific form; a text
// with a fraction or exponent also carries exactly the fewest digits. (An
// integer-looking text such as "110087783773918336" may spell out more digits
// when that is no longer: it is the exact value, as std::to_chars picks.)
template <class Float>
void check_shortest(Float v, const std::string& text) {
  if (v == 0) {
    REQUIRE((text == "0" || text == "-0"));
    return;
  }
  const int digits = fewest_digits(v);
  char scientific[64];
  std::snprintf(scientific, sizeof scientific, "%.*e", digits - 1, static_cast<double>(v));
  REQUIRE(text.size() <= std::strlen(scientific));
  if (text.find_first_of(".e") != std::string::npos) REQUIRE(significant_digits(text) == digits);
}

template <class Float>
void check_round_trip(Float v, bool shortest) {
  const std::string text = jsongen::to_json(v);
  INFO("text " << text);
  REQUIRE(same_bits(read_back<Float>(text), v));
  if (shortest) check_shortest(v, text);
}

// Random values per test; fewer where the tests run emulated
// (scripts/run_cross_tests.sh).
#if !defined(JSONGEN_TEST_ROUNDS)
#define JSONGEN_TEST_ROUNDS 1000000
#endif
constexpr int kRounds = JSONGEN_TEST_ROUNDS;

}  // namespace

TEST_CASE("a million random doubles read back exactly", "[float]") {
  std::mt19937_64 random(1);
  for (int i = 0; i < kRounds; ++i) {
    const std::uint64_t bits = random();
    double v;
    std::memcpy(&v, &bits, sizeof v);
    if (!std::isfinite(v)) continue;
    check_round_trip(v, i % 10 == 0);
  }
}

TEST_CASE("a million random floats read back exactly", "[float]") {
  std::mt19937 random(2);
  for (int i = 0; i < kRounds; ++i) {
    const std::uint32_t bits = random();
    float v;
    std::memcpy(&v, &bits, sizeof v);
    if (!std::isfinite(v)) continue;
    check_round_trip(v, i % 10 == 0);
  }
}

TEST_CASE("awkward values", "[float]") {
  for (const double v : {0.0, -0.0, 1e15, 1e16, 1e-5, 1e21, 1e22, 5e-324, 2.2250738585072014e-308,
                         2.2250738585072009e-308, 1.7976931348623157e308, 0.1, 0.3, 123456789012345680.0}) {
    check_round_trip(v, true);
    check_round_trip(-v, true);
  }
  for (const float v : {0.0f, 1e-45f, 1.17549435e-38f, 3.4028235e38f, 0.1f, 16777216.0f, 30.2f}) {
    check_round_trip(v, true);
  }
  CHECK(jsongen::to_json(30.2f) == "30.2");
  CHECK(jsongen::to_json(0.1) == "0.1");
  CHECK(jsongen::to_json(-0.0) == "-0");
  CHECK(jsongen::to_json(1.0) == "1");
}

TEST_CASE("NaN and infinities print null", "[float]") {
  CHECK(jsongen::to_json(std::numeric_limits<double>::quiet_NaN()) == "null");
  CHECK(jsongen::to_json(-std::numeric_limits<double>::quiet_NaN()) == "null");
  CHECK(jsongen::to_json(std::numeric_limits<double>::infinity()) == "null");
  CHECK(jsongen::to_json(-std::numeric_limits<double>::infinity()) == "null");
  CHECK(jsongen::to_json(std::numeric_limits<float>::quiet_NaN()) == "null");
  CHECK(jsongen::to_json(-std::numeric_limits<float>::infinity()) == "null");
}
