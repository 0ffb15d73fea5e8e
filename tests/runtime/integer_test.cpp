// Integers: every digit-count boundary, the extremes and random values,
// checked against std::to_chars.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace {

template <class T>
std::string expected_text(T v) {
  char buffer[32];
  return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
}

template <class T>
void check(T v) {
  INFO("value " << expected_text(v));
  REQUIRE(jsongen::to_json(v) == expected_text(v));
}

void check_all_widths(std::uint64_t u) {
  check(u);
  check(static_cast<std::int64_t>(u));
  check(-static_cast<std::int64_t>(u));
  check(static_cast<std::uint32_t>(u));
  check(static_cast<std::int32_t>(u));
  check(-static_cast<std::int32_t>(static_cast<std::uint32_t>(u) & 0x7FFFFFFF));
}

}  // namespace

TEST_CASE("every digit-count boundary", "[integer]") {
  std::uint64_t power = 1;
  for (int k = 0; k <= 19; ++k) {
    check_all_widths(power - 1);
    check_all_widths(power);
    check_all_widths(power + 1);
    if (k < 19) power *= 10;
  }
  check_all_widths(std::uint64_t{1} << 32);
  check_all_widths((std::uint64_t{1} << 32) - 1);
}

TEST_CASE("the extremes of every integer type", "[integer]") {
  check(std::numeric_limits<std::int64_t>::min());
  check(std::numeric_limits<std::int64_t>::max());
  check(std::numeric_limits<std::uint64_t>::max());
  check(std::numeric_limits<std::int32_t>::min());
  check(std::numeric_limits<std::int32_t>::max());
  check(std::numeric_limits<std::uint32_t>::max());
  check(std::numeric_limits<std::int16_t>::min());
  check(std::numeric_limits<std::uint16_t>::max());
  check(std::numeric_limits<long>::min());
  check(std::numeric_limits<unsigned long long>::max());
  // int8_t and uint8_t are numbers, not characters.
  CHECK(jsongen::to_json(std::int8_t{-128}) == "-128");
  CHECK(jsongen::to_json(std::uint8_t{255}) == "255");
  CHECK(jsongen::to_json(static_cast<signed char>(65)) == "65");
  // A plain char is a one-character string.
  CHECK(jsongen::to_json('A') == "\"A\"");
  CHECK(jsongen::to_json('"') == "\"\\\"\"");
}

TEST_CASE("random integers of every magnitude", "[integer]") {
  std::mt19937_64 random(42);
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t bits = random();
    const std::uint64_t value = bits >> (random() % 64);  // spread over all digit counts
    check_all_widths(value);
  }
}

TEST_CASE("bool", "[integer]") {
  CHECK(jsongen::to_json(true) == "true");
  CHECK(jsongen::to_json(false) == "false");
  CHECK(jsongen::to_json(std::vector<bool>{true, false, true}) == "[true,false,true]");
}

TEST_CASE("digits8 on every value below 10^8", "[integer]") {
  // The expected digits count up like an odometer, first digit in byte 0.
  char expected[8] = {'0', '0', '0', '0', '0', '0', '0', '0'};
  char got[8];
  for (std::uint32_t v = 0; v < 100000000; ++v) {
    jsongen::detail::put_8(got, v);
    if (std::memcmp(got, expected, 8) != 0) {
      FAIL("digits8(" << v << ") gave " << std::string(got, 8));
    }
    for (int i = 7; i >= 0 && ++expected[i] > '9'; --i) expected[i] = '0';
  }
}
