// Unix time to RFC 3339 text in UTC ("2024-03-05T07:08:09.123Z"), for
// chrono.h: ticks of a period Num/Den seconds split into whole seconds and
// fraction digits, days into a proleptic Gregorian date (C++17 has no
// calendar types). Plain integer arithmetic, no <chrono>.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// An instant as RFC 3339 writes it: seconds since 1970-01-01T00:00:00Z and
// the fraction's digits as an integer (123 for .123 with 3 digits).
struct utc_instant {
  std::int64_t seconds;
  std::uint64_t fraction;
};

// The seconds RFC 3339's four-digit years reach: 0000-01-01T00:00:00Z
// through 9999-12-31T23:59:59Z.
inline constexpr std::int64_t kFirstRfc3339Second = -62167219200;
inline constexpr std::int64_t kLastRfc3339Second = 253402300799;

constexpr std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

constexpr std::uint64_t pow10(unsigned k) {
  std::uint64_t v = 1;
  for (unsigned i = 0; i < k; ++i) v *= 10;
  return v;
}

// Fraction digits for a period of 1/Den seconds (after reducing Num/Den):
// the fewest k that write every tick exactly (Den divides 10^k: 3 for
// milliseconds, 0 for seconds and longer, 3 for 1/200), or 9 (nanoseconds,
// rounded down) for periods no decimal fraction of up to 18 digits holds.
constexpr unsigned exact_fraction_digits(std::intmax_t den) {
  for (unsigned k = 0; k <= 18; ++k) {
    if (pow10(k) % static_cast<std::uint64_t>(den) == 0) return k;
  }
  return 0;
}

template <std::intmax_t Num, std::intmax_t Den>
struct tick_splitter {
  static_assert(Num > 0 && Den > 0, "jsongen: a time_point's period must be positive");
  static constexpr unsigned exact_digits = exact_fraction_digits(Den);
  static constexpr bool exact = Den == 1 || exact_digits != 0;
  static constexpr unsigned digits = exact ? exact_digits : 9;
  static_assert(Num <= std::numeric_limits<std::intmax_t>::max() / Den &&
                    (exact || Den <= std::numeric_limits<std::intmax_t>::max() / 10),
                "jsongen: a time_point's period with a numerator and denominator this large is not supported");

  // false when the instant is outside the years 0000-9999.
  template <class Rep>
  static constexpr bool split(Rep count, utc_instant& out) {
    if constexpr (std::is_unsigned<Rep>::value && sizeof(Rep) >= sizeof(std::int64_t)) {
      if (count > static_cast<Rep>(std::numeric_limits<std::int64_t>::max())) return false;
    }
    const std::int64_t ticks = static_cast<std::int64_t>(count);
    // ticks = whole * Den + rest, rest in [0, Den): seconds are then
    // whole * Num + rest * Num / Den, which cannot overflow once whole is
    // known to be small (the RFC 3339 range is under 2^38 seconds).
    std::int64_t whole = ticks / Den, rest = ticks % Den;  // not whole * Den: it may overflow
    if (rest < 0) {
      whole -= 1;
      rest += Den;
    }
    constexpr std::int64_t kBound = std::int64_t{1} << 40;
    if (whole > kBound / Num || whole < -(kBound / Num)) return false;
    const std::int64_t scaled = rest * Num;  // < Den * Num, checked above
    out.seconds = whole * Num + scaled / Den;
    if (out.seconds < kFirstRfc3339Second || out.seconds > kLastRfc3339Second) return false;
    std::int64_t fraction = scaled % Den;  // of Den, in [0, Den)
    if constexpr (exact) {
      out.fraction = static_cast<std::uint64_t>(fraction) * (pow10(digits) / static_cast<std::uint64_t>(Den));
    } else {
      std::uint64_t value = 0;  // long division, one digit at a time: no overflow
      for (unsigned i = 0; i < digits; ++i) {
        fraction *= 10;
        value = value * 10 + static_cast<std::uint64_t>(fraction / Den);
        fraction %= Den;
      }
      out.fraction = value;
    }
    return true;
  }
};

struct civil_date {
  std::int64_t year;
  unsigned month;  // 1-12
  unsigned day;    // 1-31
};

// The proleptic Gregorian date `days` days after 1970-01-01 (negative:
// before). Counted in years that start on March 1, so that a leap day is
// the last day of its year: a 400-year era has 146097 days, its centuries
// 36524 (the last 36525), a century's 4-year blocks 1461 (the last of a
// century 1460 unless it ends in a 400th year), a block's years 365 (the
// last 366).
constexpr civil_date civil_from_days(std::int64_t days) {
  const std::int64_t from_march_0000 = days + 719468;  // 0000-03-01 is 719468 days before 1970-01-01
  const std::int64_t era = floor_div(from_march_0000, 146097);
  std::int64_t rest = from_march_0000 - era * 146097;  // [0, 146096]
  std::int64_t century = rest / 36524;
  if (century > 3) century = 3;
  rest -= century * 36524;
  const std::int64_t block = rest / 1461;
  rest -= block * 1461;
  std::int64_t year_in_block = rest / 365;
  if (year_in_block > 3) year_in_block = 3;
  const std::int64_t day_of_year = rest - year_in_block * 365;  // from March 1
  // The first day of each month from March.
  constexpr std::int64_t month_start[12] = {0, 31, 61, 92, 122, 153, 184, 214, 245, 275, 306, 337};
  unsigned month_from_march = 11;
  while (month_start[month_from_march] > day_of_year) --month_from_march;
  civil_date date{};
  date.day = static_cast<unsigned>(day_of_year - month_start[month_from_march] + 1);
  date.month = month_from_march < 10 ? month_from_march + 3 : month_from_march - 9;
  date.year = era * 400 + century * 100 + block * 4 + year_in_block + (date.month <= 2 ? 1 : 0);
  return date;
}

// Quoted "YYYY-MM-DDTHH:MM:SS[.fraction]Z".
constexpr std::size_t rfc3339_size(unsigned digits) { return 22 + (digits != 0 ? digits + 1 : 0); }

inline char* put_digits(char* p, std::uint64_t value, unsigned count) {
  for (unsigned i = count; i != 0; --i) {
    p[i - 1] = static_cast<char>('0' + value % 10);
    value /= 10;
  }
  return p + count;
}

// Writes the instant (within the RFC 3339 range) at p, with rfc3339_size(digits) bytes of room.
inline char* write_rfc3339(char* p, const utc_instant& t, unsigned digits) {
  const std::int64_t days = floor_div(t.seconds, 86400);
  const std::int64_t second_of_day = t.seconds - days * 86400;
  const civil_date date = civil_from_days(days);
  *p++ = '"';
  p = put_digits(p, static_cast<std::uint64_t>(date.year), 4);
  *p++ = '-';
  p = put_digits(p, date.month, 2);
  *p++ = '-';
  p = put_digits(p, date.day, 2);
  *p++ = 'T';
  p = put_digits(p, static_cast<std::uint64_t>(second_of_day / 3600), 2);
  *p++ = ':';
  p = put_digits(p, static_cast<std::uint64_t>(second_of_day / 60 % 60), 2);
  *p++ = ':';
  p = put_digits(p, static_cast<std::uint64_t>(second_of_day % 60), 2);
  if (digits != 0) {
    *p++ = '.';
    p = put_digits(p, t.fraction, digits);
  }
  *p++ = 'Z';
  *p++ = '"';
  return p;
}

}  // namespace detail
}  // namespace jsongen
