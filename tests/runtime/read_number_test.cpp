// jsongen::detail::parse_integer / parse_number (runtime/include/jsongen/read_number.h):
// the grammar's accepted and rejected inputs with their error and offset,
// every integer type's limits, and doubles and floats bit for bit against
// strtod / strtof (C locale: this program never calls setlocale) on random,
// shortest, halfway, subnormal, boundary and power-of-ten inputs. Every
// input is parsed from an exact-size heap block (AddressSanitizer catches a
// read past it) and, on POSIX, from the end of a page followed by an
// inaccessible one.
//
// JSONGEN_READ_NUMBER_COUNT (default 20000) sets the random inputs per kind.
#include <jsongen/floating.h>
#include <jsongen/read_number.h>

#include <catch2/catch.hpp>
#include <cerrno>
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
#include <vector>

#include "guarded_input.h"

namespace {

using jsongen::detail::number_error;
using jsongen::detail::number_result;

std::uint64_t random_count() {
  if (const char* text = std::getenv("JSONGEN_READ_NUMBER_COUNT")) return std::strtoull(text, nullptr, 10);
  return 20000;
}

const char* error_name(number_error e) {
  switch (e) {
    case number_error::none: return "none";
    case number_error::syntax: return "syntax";
    case number_error::out_of_range: return "out_of_range";
    case number_error::not_integer: return "not_integer";
  }
  return "?";
}

// The text copied into a block of exactly its size.
struct exact_block {
  explicit exact_block(const std::string& text) : data(new char[text.size() ? text.size() : 1]), size(text.size()) {
    std::memcpy(data.get(), text.data(), text.size());
  }
  std::unique_ptr<char[]> data;
  std::size_t size;
};


template <class T>
number_result parse(const char* p, const char* end, T& out) {
  if constexpr (std::is_floating_point<T>::value) {
    return jsongen::detail::parse_number(p, end, out);
  } else {
    return jsongen::detail::parse_integer(p, end, out);
  }
}

// Parses text (which starts with '-' or a digit) from an exact block and,
// where available, from a page end; both must agree. Returns the error and
// the ptr offset.
template <class T>
number_error parse_everywhere(const std::string& text, T& out, std::ptrdiff_t& offset);

template <class T>
number_error parse_everywhere(const std::string& text, T& out, std::ptrdiff_t& offset) {
  exact_block block(text);
  T value = out;
  const number_result r = parse(block.data.get(), block.data.get() + block.size, value);
  offset = r.ptr - block.data.get();
  out = value;
  // Again with the rest of a document after it: the reader's wide paths
  // (sixteen digits at once) need 16 readable bytes past the digits, which
  // the exact block never has.
  for (const char* rest : {",-12.5,1.25],[", "]]]]]]]]]]]]]]]]]", "}                "}) {
    const std::string in_document = text + rest;
    T again = out;
    const number_result r2 = parse(in_document.data(), in_document.data() + in_document.size(), again);
    if (r2.error != r.error || r2.ptr - in_document.data() != offset ||
        std::memcmp(&again, &value, sizeof value) != 0) {
      FAIL_CHECK(text << " followed by " << rest << " reads differently");
    }
  }
#if defined(GUARDED_INPUT_PAGES)
  {
    const char* p = guarded::shared().place(text).data();
    T again = out;
    const number_result r2 = parse(p, p + text.size(), again);
    if (r2.error != r.error || r2.ptr - p != offset || std::memcmp(&again, &value, sizeof value) != 0) {
      FAIL_CHECK("page-end parse differs from heap-block parse for " << text);
    }
  }
#endif
  return r.error;
}

// ---------------------------------------------------------------------------
// Grammar

struct grammar_case {
  const char* text;
  number_error error;  // as a double
  std::ptrdiff_t offset;
};

TEST_CASE("read_number grammar: accepted and rejected inputs with error and offset") {
  const grammar_case cases[] = {
      {"0", number_error::none, 1},
      {"-0", number_error::none, 2},
      {"7", number_error::none, 1},
      {"-7", number_error::none, 2},
      {"123", number_error::none, 3},
      {"0.5", number_error::none, 3},
      {"-0.0", number_error::none, 4},
      {"1e5", number_error::none, 3},
      {"1E5", number_error::none, 3},
      {"1e+5", number_error::none, 4},
      {"1e-5", number_error::none, 4},
      {"1.25e-5", number_error::none, 7},
      {"0e0", number_error::none, 3},
      {"0.000", number_error::none, 5},
      {"1x", number_error::none, 1},  // stops at the first byte that cannot continue
      {"1,", number_error::none, 1},
      {"1]", number_error::none, 1},
      {"1 ", number_error::none, 1},
      {"0x1", number_error::none, 1},
      {"1.5.3", number_error::none, 3},
      {"1e5e5", number_error::none, 3},
      {"1e5.5", number_error::none, 3},
      {"-0-", number_error::none, 2},
      {"1-2", number_error::none, 1},
      {"1+2", number_error::none, 1},
      {"12345678901234567890123", number_error::none, 23},
      {"-", number_error::syntax, 1},
      {"-x", number_error::syntax, 1},
      {"--1", number_error::syntax, 1},
      {"-.5", number_error::syntax, 1},
      {"-e5", number_error::syntax, 1},
      {"01", number_error::syntax, 1},
      {"00", number_error::syntax, 1},
      {"-01", number_error::syntax, 2},
      {"012.5", number_error::syntax, 1},
      {"1.", number_error::syntax, 2},
      {"-1.", number_error::syntax, 3},
      {"1.e5", number_error::syntax, 2},
      {"1.x", number_error::syntax, 2},
      {"1..5", number_error::syntax, 2},
      {"0.", number_error::syntax, 2},
      {"1e", number_error::syntax, 2},
      {"1e+", number_error::syntax, 3},
      {"1E-", number_error::syntax, 3},
      {"1e-x", number_error::syntax, 3},
      {"1e+-1", number_error::syntax, 3},
      {"1.5e", number_error::syntax, 4},
      {"1ex", number_error::syntax, 2},
      {"1e400", number_error::out_of_range, 5},
      {"-1e400", number_error::out_of_range, 6},
      {"1e99999999999", number_error::out_of_range, 13},
      {"1e-400", number_error::none, 6},
      {"0e99999999999", number_error::none, 13},
  };
  for (const grammar_case& c : cases) {
    INFO("input \"" << c.text << "\"");
    double d = 0;
    std::ptrdiff_t offset;
    const number_error e = parse_everywhere(c.text, d, offset);
    CHECK(error_name(e) == std::string(error_name(c.error)));
    CHECK(offset == c.offset);
    float f = 0;
    const number_error ef = parse_everywhere(c.text, f, offset);
    CHECK(error_name(ef) == std::string(error_name(c.error)));
    CHECK(offset == c.offset);
    // As an integer: the same syntax errors; a fraction or exponent is
    // not_integer with ptr one past the number.
    long long i = 0;
    const number_error ei = parse_everywhere(c.text, i, offset);
    if (c.error == number_error::syntax) {
      CHECK(error_name(ei) == std::string("syntax"));
      CHECK(offset == c.offset);
    } else {
      const std::string number(c.text, static_cast<std::size_t>(c.offset));
      const bool fractional = number.find_first_of(".eE") != std::string::npos;
      if (fractional) {
        CHECK(error_name(ei) == std::string("not_integer"));
        CHECK(offset == c.offset);
      } else if (number.size() > 19) {
        CHECK(error_name(ei) == std::string("out_of_range"));
        CHECK(offset == c.offset);
      } else {
        CHECK(error_name(ei) == std::string("none"));
        CHECK(offset == c.offset);
      }
    }
  }
  // The end of the input ends the number, wherever it is cut.
  const std::string full = "-12.5e+3";
  for (std::size_t n = 1; n <= full.size(); ++n) {
    const std::string cut = full.substr(0, n);
    INFO("input \"" << cut << "\"");
    double d = 0;
    std::ptrdiff_t offset;
    const number_error e = parse_everywhere(cut, d, offset);
    const bool complete = n == 2 || n == 3 || n == 5 || n == 8;  // "-1", "-12", "-12.5", "-12.5e+3"
    CHECK(error_name(e) == std::string(complete ? "none" : "syntax"));
    CHECK(offset == static_cast<std::ptrdiff_t>(n));
  }
}

TEST_CASE("read_number: -0 and signs") {
  double d = 1;
  std::ptrdiff_t offset;
  REQUIRE(parse_everywhere("-0", d, offset) == number_error::none);
  CHECK(std::signbit(d));
  CHECK(d == 0);
  REQUIRE(parse_everywhere("-0.0e5", d, offset) == number_error::none);
  CHECK(std::signbit(d));
  REQUIRE(parse_everywhere("-1e-400", d, offset) == number_error::none);
  CHECK(std::signbit(d));
  CHECK(d == 0);
  REQUIRE(parse_everywhere("-0e99999999999999999999999", d, offset) == number_error::none);
  CHECK(std::signbit(d));
  float f = 1;
  REQUIRE(parse_everywhere("-0", f, offset) == number_error::none);
  CHECK(std::signbit(f));
  REQUIRE(parse_everywhere("0", f, offset) == number_error::none);
  CHECK(!std::signbit(f));
  unsigned u = 7;
  REQUIRE(parse_everywhere("-0", u, offset) == number_error::none);
  CHECK(u == 0);
  int i = 7;
  REQUIRE(parse_everywhere("-0", i, offset) == number_error::none);
  CHECK(i == 0);
  // Not written on error.
  u = 7;
  CHECK(parse_everywhere("-1", u, offset) == number_error::out_of_range);
  CHECK(offset == 2);
  d = 3;
  CHECK(parse_everywhere("1e999", d, offset) == number_error::out_of_range);
  CHECK(d == 3);
}

TEST_CASE("read_number: huge exponents and long digit strings") {
  struct c {
    std::string text;
    double expected;
    number_error error;
  };
  const std::string zeros300(300, '0'), zeros5000(5000, '0');
  const c cases[] = {
      {"1e99999999999999999999999999999", 0, number_error::out_of_range},
      {"1e-99999999999999999999999999999", 0, number_error::none},
      {"0." + zeros5000 + "1e5000", 0.1, number_error::none},
      {"0." + zeros5000 + "1e5001", 1, number_error::none},
      {"1" + zeros5000 + "e-5000", 1, number_error::none},
      {"1" + zeros5000 + "e-5001", 0.1, number_error::none},
      {"1" + zeros300, 0, number_error::none},
      {"1" + std::string(309, '0'), 0, number_error::out_of_range},
      {"1" + zeros300 + "e-300", 1, number_error::none},
      {"0." + zeros300 + "123", 0, number_error::none},
      {"123" + zeros5000 + "e-99999999999999999", 0, number_error::none},
      {"0." + zeros5000 + "1e99999999999999999", 0, number_error::out_of_range},
  };
  for (const c& x : cases) {
    INFO("input of " << x.text.size() << " bytes: " << x.text.substr(0, 40));
    double d = -1;
    std::ptrdiff_t offset;
    const number_error e = parse_everywhere(x.text, d, offset);
    CHECK(error_name(e) == std::string(error_name(x.error)));
    CHECK(offset == static_cast<std::ptrdiff_t>(x.text.size()));
    if (e == number_error::none) {
      const double expected = std::strtod(x.text.c_str(), nullptr);
      CHECK(std::memcmp(&d, &expected, sizeof d) == 0);
    }
  }
}

// ---------------------------------------------------------------------------
// Integers

// Decimal string arithmetic on non-negative digit strings.
std::string decimal_plus_one(std::string s) {
  int i = static_cast<int>(s.size()) - 1;
  while (i >= 0 && s[static_cast<std::size_t>(i)] == '9') s[static_cast<std::size_t>(i--)] = '0';
  if (i < 0) return "1" + s;
  ++s[static_cast<std::size_t>(i)];
  return s;
}

template <class Int>
std::string decimal(Int v) {
  // std::to_string has no overloads for the small types; go through the wide ones.
  if constexpr (std::is_signed<Int>::value) {
    return std::to_string(static_cast<long long>(v));
  } else {
    return std::to_string(static_cast<unsigned long long>(v));
  }
}

template <class Int>
void check_integer_type() {
  using limits = std::numeric_limits<Int>;
  std::ptrdiff_t offset;
  const auto accepts = [&](const std::string& text, Int expected) {
    INFO("input \"" << text << "\"");
    Int v{};
    CHECK(error_name(parse_everywhere(text, v, offset)) == std::string("none"));
    CHECK(offset == static_cast<std::ptrdiff_t>(text.size()));
    CHECK(v == expected);
  };
  const auto rejects = [&](const std::string& text, number_error error) {
    INFO("input \"" << text << "\"");
    Int v = 42;
    CHECK(error_name(parse_everywhere(text, v, offset)) == std::string(error_name(error)));
    CHECK(offset == static_cast<std::ptrdiff_t>(text.size()));
    CHECK(v == 42);
  };
  accepts(decimal(limits::max()), limits::max());
  accepts(decimal(limits::min()), limits::min());
  accepts("0", 0);
  accepts("-0", 0);
  accepts("1", 1);
  accepts(decimal(limits::max() - 1), static_cast<Int>(limits::max() - 1));
  rejects(decimal_plus_one(decimal(limits::max())), number_error::out_of_range);
  if constexpr (std::is_signed<Int>::value) {
    accepts("-1", -1);
    accepts(decimal(limits::min() + 1), static_cast<Int>(limits::min() + 1));
    rejects("-" + decimal_plus_one(decimal(limits::min()).substr(1)), number_error::out_of_range);
  } else {
    rejects("-1", number_error::out_of_range);
    rejects("-" + decimal(limits::max()), number_error::out_of_range);
  }
  if constexpr (sizeof(Int) == 8 && std::is_unsigned<Int>::value) {
    accepts("1" + std::string(19, '0'), static_cast<Int>(10000000000000000000u));
  } else {
    rejects("1" + std::string(19, '0'), number_error::out_of_range);
  }
  rejects("1" + std::string(20, '0'), number_error::out_of_range);
  rejects("99999999999999999999", number_error::out_of_range);
  rejects("18446744073709551616", number_error::out_of_range);
  rejects("-18446744073709551616", number_error::out_of_range);
  rejects("-9223372036854775809", number_error::out_of_range);
  rejects("1" + std::string(400, '7'), number_error::out_of_range);
  rejects("-1" + std::string(400, '7'), number_error::out_of_range);
  rejects("1.0", number_error::not_integer);
  rejects("0.0", number_error::not_integer);
  rejects("-0.0", number_error::not_integer);
  rejects("1e2", number_error::not_integer);
  rejects("1E0", number_error::not_integer);
  rejects("1e-2", number_error::not_integer);
  rejects("-5.25e+1", number_error::not_integer);
  rejects("1" + std::string(400, '7') + ".5", number_error::not_integer);
  rejects("1e400", number_error::not_integer);

  // Random values of the type round-trip; random digit strings agree with
  // strtoull / strtoll about the value and the range.
  std::mt19937_64 rng(sizeof(Int) * 2 + std::is_signed<Int>::value);
  const std::uint64_t count = random_count() / 8 + 100;
  int failures = 0;
  for (std::uint64_t i = 0; i < count && failures < 20; ++i) {
    const int bits = static_cast<int>(rng() % 64) + 1;
    Int v = static_cast<Int>(rng() >> (64 - bits));
    if (std::is_signed<Int>::value && (rng() & 1)) v = static_cast<Int>(0 - v);
    const std::string text = decimal(v);
    Int got{};
    if (parse_everywhere(text, got, offset) != number_error::none || got != v ||
        offset != static_cast<std::ptrdiff_t>(text.size())) {
      FAIL_CHECK("round trip of " << text);
      ++failures;
    }
    // A digit string of 1..22 digits, first not 0.
    std::string digits = (rng() & 1) ? "-" : "";
    const int n = static_cast<int>(rng() % 22) + 1;
    digits += static_cast<char>('1' + rng() % 9);
    for (int k = 1; k < n; ++k) digits += static_cast<char>('0' + rng() % 10);
    errno = 0;
    bool in_range;
    long long wide_signed = 0;
    unsigned long long wide_unsigned = 0;
    if (std::is_signed<Int>::value) {
      wide_signed = std::strtoll(digits.c_str(), nullptr, 10);
      in_range = errno == 0 && wide_signed >= static_cast<long long>(limits::min()) &&
                 wide_signed <= static_cast<long long>(limits::max());
    } else {
      wide_unsigned = std::strtoull(digits.c_str(), nullptr, 10);
      in_range = digits[0] != '-' && errno == 0 && wide_unsigned <= static_cast<unsigned long long>(limits::max());
    }
    const number_error e = parse_everywhere(digits, got, offset);
    const bool ok = in_range ? e == number_error::none &&
                                   (std::is_signed<Int>::value ? static_cast<long long>(got) == wide_signed
                                                               : static_cast<unsigned long long>(got) == wide_unsigned)
                             : e == number_error::out_of_range;
    if (!ok || offset != static_cast<std::ptrdiff_t>(digits.size())) {
      FAIL_CHECK("digit string " << digits << " read " << decimal(got) << " error " << error_name(e));
      ++failures;
    }
  }
  CHECK(failures == 0);
}

TEST_CASE("read_number: every integer type") {
  check_integer_type<signed char>();
  check_integer_type<unsigned char>();
  check_integer_type<short>();
  check_integer_type<unsigned short>();
  check_integer_type<int>();
  check_integer_type<unsigned>();
  check_integer_type<long>();
  check_integer_type<unsigned long>();
  check_integer_type<long long>();
  check_integer_type<unsigned long long>();
  check_integer_type<std::int8_t>();
  check_integer_type<std::uint8_t>();
  check_integer_type<std::int16_t>();
  check_integer_type<std::uint16_t>();
  check_integer_type<std::int32_t>();
  check_integer_type<std::uint32_t>();
  check_integer_type<std::int64_t>();
  check_integer_type<std::uint64_t>();
  std::ptrdiff_t offset;
  std::int8_t i8;
  CHECK(parse_everywhere("-128", i8, offset) == number_error::none);
  CHECK(i8 == -128);
  CHECK(parse_everywhere("-129", i8, offset) == number_error::out_of_range);
  CHECK(parse_everywhere("128", i8, offset) == number_error::out_of_range);
  std::uint64_t u64;
  CHECK(parse_everywhere("18446744073709551615", u64, offset) == number_error::none);
  CHECK(u64 == 18446744073709551615u);
  CHECK(parse_everywhere("18446744073709551616", u64, offset) == number_error::out_of_range);
}

// ---------------------------------------------------------------------------
// Floating point against the C library

// MinGW-w64's strtod and strtof (its gdtoa) round a number halfway between
// the two smallest subnormals up to the smallest normal (3 * 2^-1075 reads
// as 0x1p-1022, not 0x1p-1073): there libstdc++'s from_chars, which rounds
// correctly, is the reference, with strtod's answer kept where from_chars
// answers out of range (its value unset: infinity or zero).
template <class Float>
Float libc_read(const char* s, Float (*strto)(const char*, char**)) {
#if defined(__MINGW32__)
  Float value = 0;
  const std::from_chars_result r = std::from_chars(s, s + std::strlen(s), value);
  if (r.ec == std::errc()) return value;
#endif
  return strto(s, nullptr);
}

template <class Float>
struct libc;
template <>
struct libc<double> {
  static double read(const char* s) { return libc_read<double>(s, std::strtod); }
  using bits = std::uint64_t;
};
template <>
struct libc<float> {
  static float read(const char* s) { return libc_read<float>(s, std::strtof); }
  using bits = std::uint32_t;
};

template <class Float>
struct float_checker {
  std::uint64_t checked = 0;
  int failures = 0;

  void operator()(const std::string& text) {
    ++checked;
    const Float expected = libc<Float>::read(text.c_str());
    Float got = 0;
    std::ptrdiff_t offset;
    const number_error e = parse_everywhere(text, got, offset);
    bool ok;
    if (std::isinf(expected)) {
      ok = e == number_error::out_of_range;
    } else {
      ok = e == number_error::none && std::memcmp(&got, &expected, sizeof got) == 0;
    }
    ok = ok && offset == static_cast<std::ptrdiff_t>(text.size());
    if (!ok && failures < 20) {
      ++failures;
      char a[64], b[64];
      std::snprintf(a, sizeof a, "%a", static_cast<double>(got));
      std::snprintf(b, sizeof b, "%a", static_cast<double>(expected));
      FAIL_CHECK((sizeof(Float) == 8 ? "double " : "float ") << text << ": read " << a << " (" << error_name(e)
                                                               << ", offset " << offset << "), libc " << b);
    } else if (!ok) {
      ++failures;
    }
  }
};

template <class Float>
Float from_bits(typename libc<Float>::bits b) {
  Float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}

template <class Float>
typename libc<Float>::bits to_bits(Float f) {
  typename libc<Float>::bits b;
  std::memcpy(&b, &f, sizeof f);
  return b;
}

// n * 2^e written out in full decimal (no exponent).
std::string exact_decimal(std::uint64_t n, int e) {
  std::vector<std::uint32_t> limbs;  // base 10^9, least significant first
  for (std::uint64_t x = n; x != 0; x /= 1000000000u) limbs.push_back(static_cast<std::uint32_t>(x % 1000000000u));
  if (limbs.empty()) return "0";
  const auto times = [&](std::uint32_t m) {
    std::uint64_t carry = 0;
    for (std::uint32_t& l : limbs) {
      const std::uint64_t t = static_cast<std::uint64_t>(l) * m + carry;
      l = static_cast<std::uint32_t>(t % 1000000000u);
      carry = t / 1000000000u;
    }
    if (carry) limbs.push_back(static_cast<std::uint32_t>(carry));
  };
  for (int i = 0; i < (e > 0 ? e : -e); ++i) times(e > 0 ? 2 : 5);
  std::string digits = std::to_string(limbs.back());
  for (std::size_t i = limbs.size() - 1; i-- > 0;) {
    const std::string part = std::to_string(limbs[i]);
    digits += std::string(9 - part.size(), '0') + part;
  }
  if (e >= 0) return digits;
  const std::size_t fraction = static_cast<std::size_t>(-e);
  if (digits.size() <= fraction) digits = std::string(fraction - digits.size() + 1, '0') + digits;
  return digits.substr(0, digits.size() - fraction) + "." + digits.substr(digits.size() - fraction);
}

// The last digit (ignoring the point) moved one down, with borrows.
std::string last_digit_down(std::string s) {
  for (std::size_t i = s.size(); i-- > 0;) {
    if (s[i] == '.') continue;
    if (s[i] != '0') {
      --s[i];
      break;
    }
    s[i] = '9';
  }
  return s;
}

std::string last_digit_up(std::string s) {
  for (std::size_t i = s.size(); i-- > 0;) {
    if (s[i] == '.') continue;
    if (s[i] != '9') {
      ++s[i];
      return s;
    }
    s[i] = '0';
  }
  return "1" + s;
}

// Halfway points between x and its successor (x finite, positive), exactly
// and nudged by one unit in the last digit, and by a long tail.
template <class Float>
void check_halfway(float_checker<Float>& check, typename libc<Float>::bits b) {
  using format = jsongen::detail::decimal::float_format<Float>;
  const auto decode = [](std::uint64_t bits, std::uint64_t& m, int& e) {
    m = bits & ((std::uint64_t{1} << format::kStoredBits) - 1);
    const int field = static_cast<int>(bits >> format::kStoredBits);
    if (field == 0) {
      e = format::kMinLsbExponent;
    } else {
      m |= std::uint64_t{1} << format::kStoredBits;
      e = field - format::kBias - format::kStoredBits;
    }
  };
  std::uint64_t m0, m1;
  int e0, e1;
  decode(b, m0, e0);
  decode(static_cast<std::uint64_t>(b) + 1, m1, e1);
  const std::uint64_t n = m0 + (m1 << (e1 - e0));  // halfway = n * 2^(e0 - 1)
  const std::string mid = exact_decimal(n, e0 - 1);
  const bool has_point = mid.find('.') != std::string::npos;
  check(mid);
  check(last_digit_down(mid));
  check(last_digit_up(mid));
  check(mid + (has_point ? "" : ".") + std::string(60, '0') + "1");
  check(last_digit_down(mid) + (has_point ? "" : ".") + std::string(60, '9'));
  check(mid + "e0");
  // The same value with the point moved into the exponent.
  std::string digits = mid;
  int point = static_cast<int>(digits.find('.'));
  if (point >= 0) {
    digits.erase(static_cast<std::size_t>(point), 1);
  } else {
    point = static_cast<int>(digits.size());
  }
  const std::size_t first = digits.find_first_not_of('0');
  check(digits.substr(first, 1) + "." + digits.substr(first + 1) + "e" +
        std::to_string(point - static_cast<int>(first) - 1));
}

std::string shortest(double v) {
  char buffer[jsongen::kMaxFloatChars];
  return std::string(buffer, jsongen::format_finite_float(buffer, v));
}
std::string shortest(float v) {
  char buffer[jsongen::kMaxFloatChars];
  return std::string(buffer, jsongen::format_finite_float(buffer, v));
}

template <class Float>
void check_floats() {
  using bits_type = typename libc<Float>::bits;
  using format = jsongen::detail::decimal::float_format<Float>;
  float_checker<Float> check;
  std::mt19937_64 rng(sizeof(Float));
  const std::uint64_t count = random_count();
  const int digits17 = sizeof(Float) == 8 ? 17 : 9;
  char buffer[128];
  const auto print = [&](const char* fmt, int precision, double v) {
    std::snprintf(buffer, sizeof buffer, fmt, precision, v);
    return std::string(buffer);
  };

  {  // random values, %.17g (%.9g) and shortest
    for (std::uint64_t i = 0; i < count; ++i) {
      const Float v = from_bits<Float>(static_cast<bits_type>(rng()));
      if (!std::isfinite(v)) continue;
      check(print("%.*g", digits17, static_cast<double>(v)));
      check(print("%.*e", static_cast<int>(rng() % 25), static_cast<double>(v)));
      const std::string s = shortest(v);
      check(s);
    }
  }
  {  // random digit strings of 1..40 digits with random exponents
    for (std::uint64_t i = 0; i < count; ++i) {
      std::string s = (rng() & 1) ? "-" : "";
      const int n = static_cast<int>(rng() % 40) + 1;
      std::string digits;
      for (int k = 0; k < n; ++k) digits += static_cast<char>('0' + rng() % 10);
      if (rng() % 8 == 0) digits.replace(digits.size() / 2, digits.size() / 3, digits.size() / 3, '0');
      if (rng() % 8 == 0) digits.replace(digits.size() / 2, digits.size() / 3, digits.size() / 3, '9');
      // integer part: "0" or digits without a leading zero
      const int integer_digits = static_cast<int>(rng() % (n + 1));
      std::string integer = digits.substr(0, static_cast<std::size_t>(integer_digits));
      const std::size_t nonzero = integer.find_first_not_of('0');
      integer = nonzero == std::string::npos ? "0" : integer.substr(nonzero);
      s += integer;
      if (integer_digits < n) s += "." + digits.substr(static_cast<std::size_t>(integer_digits));
      const int range = sizeof(Float) == 8 ? 700 : 100;
      const int e = static_cast<int>(rng() % (2 * range)) - range + (sizeof(Float) == 8 ? 20 : 0);
      if (rng() % 4 != 0) s += ((rng() & 1) ? "e" : "E") + std::to_string(e);
      check(s);
    }
  }
  {  // halfway cases between adjacent values, written out in full
    for (std::uint64_t i = 0; i < count / 16 + 20; ++i) {
      bits_type b = static_cast<bits_type>(rng()) & ~format::kSign;
      if (b >= format::kInfinity) continue;
      if (rng() % 4 == 0) b &= (bits_type{1} << format::kStoredBits) - 1;  // subnormal
      check_halfway(check, b);
    }
    // Around the ends of the range and the binade boundaries.
    for (bits_type b : {bits_type{0}, bits_type{1}, bits_type{2}, bits_type{3},
                        static_cast<bits_type>((bits_type{1} << format::kStoredBits) - 2),
                        static_cast<bits_type>((bits_type{1} << format::kStoredBits) - 1),
                        static_cast<bits_type>(bits_type{1} << format::kStoredBits),
                        static_cast<bits_type>(format::kInfinity - 2),
                        static_cast<bits_type>(format::kInfinity - 1)}) {
      check_halfway(check, b);
    }
  }
  {  // subnormals, the smallest and the largest values' neighbours
    for (std::uint64_t i = 0; i < count / 4 + 20; ++i) {
      const bits_type b = static_cast<bits_type>(rng()) & ((bits_type{1} << format::kStoredBits) - 1);
      const Float v = from_bits<Float>(b);
      check(print("%.*g", digits17, static_cast<double>(v)));
      check(shortest(v));
    }
    const Float max = std::numeric_limits<Float>::max();
    const Float tiny = std::numeric_limits<Float>::denorm_min();
    const Float normal = std::numeric_limits<Float>::min();
    for (Float v : {max, std::nextafter(max, Float(0)), tiny, std::nextafter(tiny, Float(1)), normal,
                    std::nextafter(normal, Float(0)), std::nextafter(normal, Float(1))}) {
      for (int precision = 1; precision <= 40; ++precision) check(print("%.*e", precision, static_cast<double>(v)));
      check(shortest(v));
      check_halfway(check, to_bits(v));
      check_halfway(check, static_cast<bits_type>(to_bits(v) - 1));
    }
    check(sizeof(Float) == 8 ? "1.7976931348623158e308" : "3.40282356779733661637539395458142568448e38");
    check(sizeof(Float) == 8 ? "1.7976931348623158079e308" : "3.4028235677973366e38");
    check(sizeof(Float) == 8 ? "1.797693134862315807937289714053e308" : "3.40282357e38");
    check(sizeof(Float) == 8 ? "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324"
                          : "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46");
  }
  {  // dyadic values n * 2^-s, s = 1..27, in full: on the grid or ties, with
     // few enough digits to take the 19-digit path (q = -s)
    for (std::uint64_t i = 0; i < count / 4 + 20; ++i) {
      const int bits = static_cast<int>(rng() % 64) + 1;
      const std::uint64_t n = (rng() >> (64 - bits)) | 1;
      const int s = static_cast<int>(rng() % 27) + 1;
      check(exact_decimal(n, -s));
    }
  }
  {  // powers of ten
    for (int e = sizeof(Float) == 8 ? -350 : -60; e <= (sizeof(Float) == 8 ? 310 : 50); ++e) {
      check("1e" + std::to_string(e));
      check("-1e" + std::to_string(e));
      check("9.999999999999999999999e" + std::to_string(e));
      check("1.000000000000000000001e" + std::to_string(e));
      check("5e" + std::to_string(e));
    }
  }
  CHECK(check.failures == 0);
  WARN((sizeof(Float) == 8 ? "doubles" : "floats") << " checked against libc: " << check.checked);
}

// Every boundary of the reader's long-fraction path (short integer part,
// 9 to 15 fraction digits, 16 bytes readable): integer parts of 1 to 4
// digits, fractions of 1 to 20, digits that are all 0, all 9 or random; the
// checker reads each alone and inside a document.
template <class Float>
void check_fractions() {
  float_checker<Float> check;
  std::mt19937_64 rng(42);
  for (const char* integer : {"0", "-0", "7", "-65", "43", "123", "-180", "1234", "99999"}) {
    for (int length = 1; length <= 20; ++length) {
      for (int kind = 0; kind < 8; ++kind) {
        std::string fraction;
        for (int k = 0; k < length; ++k) {
          fraction += kind == 0 ? '0' : kind == 1 ? '9' : static_cast<char>('0' + rng() % 10);
        }
        check(std::string(integer) + "." + fraction);
        check(std::string(integer) + "." + fraction + "e-3");
      }
    }
  }
  CHECK(check.failures == 0);
}

TEST_CASE("read_number: long fractions after short integer parts") {
  check_fractions<double>();
  check_fractions<float>();
}

TEST_CASE("read_number: doubles bit for bit as strtod") { check_floats<double>(); }

TEST_CASE("read_number: floats bit for bit as strtof (rounded directly, not via double)") {
  check_floats<float>();
  // Double rounding would get these wrong: the decimal is just above a
  // float halfway point, but its nearest double is the halfway point itself.
  float_checker<float> check;
  check("1.00000005960464477550");  // 1 + 2^-24 + a little: rounds up to 1 + 2^-23
  check("1.000000059604644775390625");  // exactly halfway: ties to even, 1
  check("1.0000000596046447753906250000000001");
  check("7.038531e-26");
  CHECK(check.failures == 0);
}

// The exact fallback converges from a poor guess, both directions.
TEST_CASE("read_number: the exact fallback from guesses off by several ulps") {
  using namespace jsongen::detail::decimal;
  std::mt19937_64 rng(99);
  int failures = 0;
  for (int i = 0; i < 2000 && failures < 10; ++i) {
    const std::uint64_t b = rng() & 0x7FEFFFFFFFFFFFFFu;
    const double v = from_bits<double>(b);
    const std::string text = shortest(v);
    decimal_text t{text.data(), text.data() + text.size(), 0};
    const std::size_t e = text.find('e');
    if (e != std::string::npos) {
      t.digits_end = text.data() + e;
      t.exponent = std::strtoll(text.c_str() + e + 1, nullptr, 10);
    }
    const std::uint64_t guess = b + (rng() % 7) - 3;
    if (round_exactly<double>(t, guess) != b) {
      FAIL_CHECK("fallback for " << text << " from guess " << guess);
      ++failures;
    }
  }
  CHECK(failures == 0);
}

}  // namespace
