// Readers of std::chrono::duration (its ticks, or seconds as a double:
// Options::durations) and system_clock time points (RFC 3339 text), as
// chrono.h writes them; chrono.h includes this header.
//
// A time is read strictly: "YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)"
// with a real date and time (no leap second: system_clock has none), 't'
// and 'z' as well. A time that the time point's period cannot hold exactly
// (".5" for whole seconds) or whose ticks its rep cannot hold is an error,
// never rounded or wrapped.
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

#include "calendar.h"
#include "config.h"
#include "deserializer_core.h"
#include "read_string.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// Days from 1970-01-01 to the proleptic Gregorian date (the inverse of
// civil_from_days, in the same March-based years).
constexpr std::int64_t days_from_civil(std::int64_t year, unsigned month, unsigned day) {
  year -= month <= 2 ? 1 : 0;
  const std::int64_t era = floor_div(year, 400);
  const std::int64_t year_of_era = year - era * 400;                     // [0, 399]
  const unsigned month_from_march = month > 2 ? month - 3 : month + 9;  // [0, 11]
  const std::int64_t day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
  const std::int64_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + day_of_era - 719468;
}

constexpr bool is_leap_year(std::int64_t year) { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0); }

constexpr unsigned days_in_month(std::int64_t year, unsigned month) {
  constexpr unsigned days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && is_leap_year(year) ? 29 : days[month - 1];
}

// An RFC 3339 time: seconds since the epoch (UTC) and the fraction as
// written (digits, up to 18 of them, and how many).
struct parsed_time {
  std::int64_t seconds;
  std::uint64_t fraction;
  unsigned fraction_digits;
};

// The text of a time (without quotes) into t, or a message saying what is
// wrong with it.
inline const char* parse_rfc3339(std::string_view text, parsed_time& t) {
  std::size_t i = 0;
  auto digits = [&](unsigned count, unsigned& value) {
    value = 0;
    for (unsigned k = 0; k < count; ++k, ++i) {
      if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
      value = value * 10 + static_cast<unsigned>(text[i] - '0');
    }
    return true;
  };
  auto expect = [&](char a, char b) {
    if (i >= text.size() || (text[i] != a && text[i] != b)) return false;
    ++i;
    return true;
  };
  const char* const form = "a time is YYYY-MM-DDTHH:MM:SS[.fraction] and Z or an offset (RFC 3339)";
  unsigned year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  if (!digits(4, year) || !expect('-', '-') || !digits(2, month) || !expect('-', '-') || !digits(2, day) ||
      !expect('T', 't') || !digits(2, hour) || !expect(':', ':') || !digits(2, minute) || !expect(':', ':') ||
      !digits(2, second)) {
    return form;
  }
  if (month < 1 || month > 12 || day < 1 || day > days_in_month(year, month)) return "no such date";
  if (hour > 23 || minute > 59) return "no such time of day";
  if (second > 59) return "a leap second, which std::chrono::system_clock does not count";
  t.fraction = 0;
  t.fraction_digits = 0;
  if (i < text.size() && text[i] == '.') {
    ++i;
    const std::size_t start = i;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      if (t.fraction_digits < 18) {
        t.fraction = t.fraction * 10 + static_cast<unsigned>(text[i] - '0');
        ++t.fraction_digits;
      } else if (text[i] != '0') {
        return "more fraction digits than a time point holds (18)";
      }
    }
    if (i == start) return form;
  }
  std::int64_t offset = 0;
  if (expect('Z', 'z')) {
  } else if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    const bool negative = text[i] == '-';
    ++i;
    unsigned offset_hours = 0, offset_minutes = 0;
    if (!digits(2, offset_hours) || !expect(':', ':') || !digits(2, offset_minutes)) return form;
    if (offset_hours > 23 || offset_minutes > 59) return "no such offset from UTC";
    offset = (static_cast<std::int64_t>(offset_hours) * 60 + offset_minutes) * 60 * (negative ? -1 : 1);
  } else {
    return form;
  }
  if (i != text.size()) return form;
  t.seconds = days_from_civil(year, month, day) * 86400 + static_cast<std::int64_t>(hour) * 3600 + minute * 60 +
              second - offset;
  return nullptr;
}

// The ticks of period Num/Den that the time is, exactly; false when it is
// finer than a tick or out of the rep's range.
template <std::intmax_t Num, std::intmax_t Den, class Rep>
bool ticks_of(const parsed_time& t, Rep& out) {
  // ticks = (seconds + fraction / 10^digits) * Den / Num. In 128 bits where
  // the compiler has them; the RFC 3339 range is under 2^38 seconds, Den
  // at most 10^18 for exact periods.
#if defined(__SIZEOF_INT128__)
  __extension__ using wide = __int128;
  const wide scale = static_cast<wide>(pow10(t.fraction_digits));
  const wide numerator = (static_cast<wide>(t.seconds) * scale + static_cast<wide>(t.fraction)) * Den;
  const wide denominator = scale * Num;
  if (numerator % denominator != 0) return false;
  const wide ticks = numerator / denominator;
  if (ticks > static_cast<wide>(std::numeric_limits<Rep>::max()) ||
      ticks < static_cast<wide>(std::numeric_limits<Rep>::min())) {
    return false;
  }
  out = static_cast<Rep>(ticks);
  return true;
#else
  // Without 128-bit integers: whole seconds and the fraction apart, each in 64 bits where it fits.
  const std::int64_t scale = static_cast<std::int64_t>(pow10(t.fraction_digits));
  if (Den > std::numeric_limits<std::int64_t>::max() / (scale > 0 ? scale : 1)) return false;
  if (static_cast<std::int64_t>(t.fraction) * Den % (scale * Num) != 0) return false;
  const std::int64_t fraction_ticks = static_cast<std::int64_t>(t.fraction) * Den / (scale * Num);
  if ((t.seconds * Den) % Num != 0) return false;
  if (t.seconds > std::numeric_limits<std::int64_t>::max() / Den ||
      t.seconds < std::numeric_limits<std::int64_t>::min() / Den) {
    return false;
  }
  const std::int64_t ticks = t.seconds * Den / Num + fraction_ticks;
  if (std::is_unsigned<Rep>::value && ticks < 0) return false;
  if (static_cast<long double>(ticks) > static_cast<long double>(std::numeric_limits<Rep>::max())) return false;
  out = static_cast<Rep>(ticks);
  return true;
#endif
}

}  // namespace detail

template <class Rep, class Period>
struct deserializer<std::chrono::duration<Rep, Period>> {
  using duration = std::chrono::duration<Rep, Period>;
  static constexpr unsigned kinds = detail::kind_number;
  template <class R>
  static const char* read(R& r, const char* p, duration& d) {
    if constexpr (R::options::durations == duration_format::seconds) {
      double seconds = 0;
      const char* const start = p;
      p = read_value(r, p, seconds);
      if (JSONGEN_UNLIKELY(!p)) return p;
      const double ticks = seconds * static_cast<double>(Period::den) / static_cast<double>(Period::num);
      if constexpr (std::is_floating_point<Rep>::value) {
        d = duration(static_cast<Rep>(ticks));
      } else {
        // Rounded to the nearest tick: seconds as a double are not exact.
        const double rounded = std::nearbyint(ticks);
        if (!(rounded >= static_cast<double>(std::numeric_limits<Rep>::min()) &&
              rounded < -2.0 * static_cast<double>(std::numeric_limits<Rep>::min() / 2 - 1) - 1.0 &&
              rounded <= static_cast<double>(std::numeric_limits<Rep>::max()))) {
          return r.fail(errc::number_out_of_range, start, "seconds within the duration's range");
        }
        d = duration(static_cast<Rep>(rounded));
      }
      return p;
    } else {
      Rep count{};
      p = read_value(r, p, count);
      if (p) d = duration(count);
      return p;
    }
  }
};

template <class Duration>
struct deserializer<std::chrono::time_point<std::chrono::system_clock, Duration>> {
  using time_point = std::chrono::time_point<std::chrono::system_clock, Duration>;
  using rep = typename Duration::rep;
  using period = typename Duration::period;
  static_assert(std::is_integral<rep>::value && !std::is_same<rep, bool>::value,
                "jsongen: a time_point with a floating-point (or other non-integer) duration is not read; use "
                "an integer one");
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, time_point& t) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a time (RFC 3339 text)");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    detail::parsed_time parsed{};
    if (const char* problem = detail::parse_rfc3339(text, parsed)) {
      return r.fail_with(errc::syntax_error, p, std::string(problem) + ", found " + detail::describe_found(p, r.end()));
    }
    rep ticks{};
    if (JSONGEN_UNLIKELY((!detail::ticks_of<period::num, period::den>(parsed, ticks)))) {
      return r.fail_with(errc::number_out_of_range, p,
                         "a time finer than the time point's period, or out of its range: " +
                             detail::describe_found(p, r.end()));
    }
    t = time_point(Duration(ticks));
    return s.ptr;
  }
};

template <class Clock, class Duration>
struct deserializer<std::chrono::time_point<Clock, Duration>,
                    std::enable_if_t<!std::is_same<Clock, std::chrono::system_clock>::value>>
    : detail::refused_deserializer {
  static_assert(always_false<Clock>::value,
                "jsongen: only std::chrono::system_clock time points are read (from RFC 3339 UTC text)");
};

}  // namespace jsongen
