// Serializers of std::chrono::duration (the number of its ticks, or seconds
// as a double: Options::durations) and of std::chrono::system_clock time
// points (RFC 3339 text in UTC: "2024-03-05T07:08:09.123Z").
//
// Not included by serializer.h: <chrono> costs every translation unit
// compile time (see docs/reference.md, "Supported types"). The generated headers include this one when a
// field holds a chrono type; direct users of to_json include it themselves.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <ratio>
#include <type_traits>

#include "calendar.h"
#include "config.h"
#include "error.h"
#include "options.h"
#include "read_chrono.h"  // and their readers
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {

namespace detail {
template <class Rep, class Period>
double duration_seconds(const std::chrono::duration<Rep, Period>& d) {
  return std::chrono::duration<double>(d).count();
}
}  // namespace detail

// A duration: count() as its Rep is written (an integer or a float), or,
// with duration_format::seconds, the seconds as a double.
template <class Rep, class Period>
struct serializer<std::chrono::duration<Rep, Period>>
    : fixed_size_serializer<serializer<std::chrono::duration<Rep, Period>>> {
  using duration = std::chrono::duration<Rep, Period>;
  static_assert(detail::has_max_size<Rep>::value,
                "jsongen: a std::chrono::duration is written as its count(), so its Rep must be an integer, "
                "float or double");
  static constexpr std::size_t max_size =
      serializer<Rep>::max_size > kMaxFloatChars ? serializer<Rep>::max_size : kMaxFloatChars;

  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W& w, char* p, const duration& d) {
    if constexpr (W::options::durations == duration_format::seconds) {
      return serializer<double>::write_at(w, p, detail::duration_seconds(d));
    } else {
      return serializer<Rep>::write_at(w, p, d.count());
    }
  }
  template <class L>
  static bool locate(L& l, const duration& d) {
    if constexpr (L::options::durations == duration_format::seconds) {
      return serializer<double>::locate(l, detail::duration_seconds(d));
    } else {
      return serializer<Rep>::locate(l, d.count());
    }
  }
};

// A system_clock time point (Unix time, UTC): RFC 3339 text with as many
// fraction digits as the period has (time_point_digits, calendar.h). Years
// outside 0000-9999, which RFC 3339 cannot write, are errc::invalid_value.
template <class Duration>
struct serializer<std::chrono::time_point<std::chrono::system_clock, Duration>>
    : fixed_size_serializer<serializer<std::chrono::time_point<std::chrono::system_clock, Duration>>> {
  using time_point = std::chrono::time_point<std::chrono::system_clock, Duration>;
  using rep = typename Duration::rep;
  using period = typename Duration::period;
  static_assert(std::is_integral<rep>::value && !std::is_same<rep, bool>::value,
                "jsongen: a time_point with a floating-point (or other non-integer) duration: cast it to an "
                "integer one first, e.g. std::chrono::time_point_cast<std::chrono::microseconds>(t)");
  using split = detail::tick_splitter<period::num, period::den>;
  static constexpr std::size_t max_size = detail::rfc3339_size(split::digits);

  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W& w, char* p, const time_point& t) {
    detail::utc_instant instant;
    if (JSONGEN_UNLIKELY(!split::split(t.time_since_epoch().count(), instant))) {
      w.fail(errc::invalid_value);
      return W::literal_at(p, "null");
    }
    return detail::write_rfc3339(p, instant, split::digits);
  }
  template <class L>
  static bool locate(L& l, const time_point& t) {
    detail::utc_instant instant;
    return !split::split(t.time_since_epoch().count(), instant) && l.fail(errc::invalid_value);
  }
};

// Other clocks' epochs are not a calendar date.
template <class Clock, class Duration>
struct serializer<std::chrono::time_point<Clock, Duration>,
                  std::enable_if_t<!std::is_same<Clock, std::chrono::system_clock>::value>>
    : detail::refused_serializer {
  static_assert(always_false<Clock>::value,
                "jsongen: only std::chrono::system_clock time points are written (as RFC 3339 UTC text); "
                "for another clock, write t.time_since_epoch(), a duration");
};

}  // namespace jsongen
