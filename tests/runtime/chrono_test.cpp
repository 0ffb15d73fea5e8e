// std::chrono durations and system_clock time points (jsongen/chrono.h),
// and the calendar arithmetic behind the RFC 3339 text (calendar.h).
#include <catch2/catch.hpp>
#include <jsongen/chrono.h>
#include <jsongen/jsongen.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace {

struct seconds_options : jsongen::default_options {
  static constexpr jsongen::duration_format durations = jsongen::duration_format::seconds;
};
struct strict_seconds_options : seconds_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;
};

using sys_seconds = std::chrono::time_point<std::chrono::system_clock, std::chrono::seconds>;
using sys_millis = std::chrono::time_point<std::chrono::system_clock, std::chrono::milliseconds>;
using sys_micros = std::chrono::time_point<std::chrono::system_clock, std::chrono::microseconds>;
using sys_nanos = std::chrono::time_point<std::chrono::system_clock, std::chrono::nanoseconds>;

template <class Duration>
std::string at(std::int64_t ticks) {
  return jsongen::to_json(std::chrono::time_point<std::chrono::system_clock, Duration>(Duration(ticks)));
}

// The days of a month, counted the slow way, to check civil_from_days against.
bool is_leap(std::int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
unsigned month_days(std::int64_t y, unsigned m) {
  static const unsigned days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : days[m - 1];
}

}  // namespace

TEST_CASE("a duration is the number of its ticks", "[chrono]") {
  CHECK(jsongen::to_json(std::chrono::milliseconds(1500)) == "1500");
  CHECK(jsongen::to_json(std::chrono::seconds(-3)) == "-3");
  CHECK(jsongen::to_json(std::chrono::hours(2)) == "2");
  CHECK(jsongen::to_json(std::chrono::nanoseconds(std::numeric_limits<std::int64_t>::min())) ==
        "-9223372036854775808");
  CHECK(jsongen::to_json(std::chrono::duration<double>(0.25)) == "0.25");
  CHECK(jsongen::to_json(std::chrono::duration<float, std::milli>(1.5f)) == "1.5");
  CHECK(jsongen::to_json(std::chrono::duration<unsigned char>(200)) == "200");
  // In containers, and as the fixed-size elements of an array.
  CHECK(jsongen::to_json(std::vector<std::chrono::seconds>{std::chrono::seconds(1), std::chrono::seconds(22)}) ==
        "[1,22]");
  CHECK(jsongen::to_json(std::optional<std::chrono::minutes>{}) == "null");
  CHECK(jsongen::to_json(std::map<std::string, std::chrono::microseconds>{{"t", std::chrono::microseconds(7)}}) ==
        R"({"t":7})");
}

TEST_CASE("with duration_format::seconds a duration is seconds as a double", "[chrono]") {
  CHECK(jsongen::to_json<seconds_options>(std::chrono::milliseconds(1500)) == "1.5");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::milliseconds(1)) == "0.001");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::seconds(3)) == "3");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::minutes(-2)) == "-120");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::nanoseconds(1)) == "1e-09");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::microseconds(123456789)) == "123.456789");
  CHECK(jsongen::to_json<seconds_options>(std::chrono::duration<double, std::milli>(2.5)) == "0.0025");
  CHECK(jsongen::to_json<seconds_options>(std::vector<std::chrono::milliseconds>{std::chrono::milliseconds(250)}) ==
        "[0.25]");
}

TEST_CASE("a NaN duration follows the NaN policy, with its path", "[chrono]") {
  const std::vector<std::chrono::duration<double>> v{std::chrono::duration<double>(1),
                                                     std::chrono::duration<double>(std::nan(""))};
  CHECK(jsongen::to_json(v) == "[1,null]");
  std::string out;
  const jsongen::status st = jsongen::try_to_json<strict_seconds_options>(v, out);
  CHECK(st.code == jsongen::errc::non_finite_number);
  CHECK(st.path == "[1]");
}

TEST_CASE("a system_clock time point is RFC 3339 text in UTC", "[chrono]") {
  CHECK(at<std::chrono::seconds>(1709622489) == R"("2024-03-05T07:08:09Z")");
  CHECK(at<std::chrono::milliseconds>(1709622489123) == R"("2024-03-05T07:08:09.123Z")");
  CHECK(at<std::chrono::microseconds>(1709622489000042) == R"("2024-03-05T07:08:09.000042Z")");
  CHECK(at<std::chrono::nanoseconds>(1709622489123456789) == R"("2024-03-05T07:08:09.123456789Z")");
  CHECK(at<std::chrono::seconds>(0) == R"("1970-01-01T00:00:00Z")");
  CHECK(at<std::chrono::milliseconds>(0) == R"("1970-01-01T00:00:00.000Z")");
  // Periods longer than a second, and other decimal ones.
  CHECK(at<std::chrono::minutes>(28493708) == R"("2024-03-05T07:08:00Z")");
  CHECK(at<std::chrono::hours>(-1) == R"("1969-12-31T23:00:00Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::deci>>(17096224891) == R"("2024-03-05T07:08:09.1Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::ratio<1, 200>>>(3) == R"("1970-01-01T00:00:00.015Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::ratio<3, 1000>>>(1) == R"("1970-01-01T00:00:00.003Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::atto>>(1) == R"("1970-01-01T00:00:00.000000000000000001Z")");
  // A period that no decimal fraction holds: nanoseconds, rounded down.
  CHECK(at<std::chrono::duration<std::int64_t, std::ratio<1, 3>>>(1) == R"("1970-01-01T00:00:00.333333333Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::ratio<1, 3>>>(-1) == R"("1969-12-31T23:59:59.666666666Z")");
  // The clock's own time point type (its period depends on the library).
  const std::string now = jsongen::to_json(std::chrono::system_clock::time_point{});
  CHECK(now.substr(0, 21) == "\"1970-01-01T00:00:00.");
  CHECK(now.substr(now.size() - 2) == "Z\"");
}

TEST_CASE("time points before 1970, on leap days and at the ends of the range", "[chrono]") {
  CHECK(at<std::chrono::seconds>(-1) == R"("1969-12-31T23:59:59Z")");
  CHECK(at<std::chrono::milliseconds>(-1) == R"("1969-12-31T23:59:59.999Z")");
  CHECK(at<std::chrono::nanoseconds>(-1) == R"("1969-12-31T23:59:59.999999999Z")");
  CHECK(at<std::chrono::seconds>(951782400) == R"("2000-02-29T00:00:00Z")");
  CHECK(at<std::chrono::seconds>(951782400 - 1) == R"("2000-02-28T23:59:59Z")");
  CHECK(at<std::chrono::seconds>(-2203891200) == R"("1900-03-01T00:00:00Z")");
  CHECK(at<std::chrono::seconds>(-2203891200 - 1) == R"("1900-02-28T23:59:59Z")");
  CHECK(at<std::chrono::seconds>(4107542400) == R"("2100-03-01T00:00:00Z")");
  CHECK(at<std::chrono::seconds>(-12219292800) == R"("1582-10-15T00:00:00Z")");
  CHECK(at<std::chrono::seconds>(-62167219200) == R"("0000-01-01T00:00:00Z")");
  CHECK(at<std::chrono::seconds>(253402300799) == R"("9999-12-31T23:59:59Z")");
  CHECK(at<std::chrono::milliseconds>(253402300799999) == R"("9999-12-31T23:59:59.999Z")");
  CHECK(at<std::chrono::duration<std::uint64_t>>(253402300799) == R"("9999-12-31T23:59:59Z")");
  // 32-bit ticks.
  CHECK(at<std::chrono::duration<std::int32_t>>(-2147483647 - 1) == R"("1901-12-13T20:45:52Z")");
}

TEST_CASE("a time point outside the years 0000-9999 is errc::invalid_value with its path", "[chrono]") {
  const auto check_rejected = [](auto t) {
    std::string out = "old";
    const std::vector<decltype(t)> v{decltype(t){}, t};
    const jsongen::status st = jsongen::try_to_json(v, out);
    CHECK(st.code == jsongen::errc::invalid_value);
    CHECK(st.path == "[1]");
    CHECK(out.empty());
    CHECK_THROWS_AS(jsongen::to_json(t), jsongen::error);
  };
  check_rejected(sys_seconds(std::chrono::seconds(253402300800)));
  check_rejected(sys_seconds(std::chrono::seconds(-62167219201)));
  check_rejected(sys_millis(std::chrono::milliseconds(-62167219200001)));
  check_rejected(sys_seconds(std::chrono::seconds(std::numeric_limits<std::int64_t>::max())));
  check_rejected(sys_seconds(std::chrono::seconds(std::numeric_limits<std::int64_t>::min())));
  check_rejected(std::chrono::time_point<std::chrono::system_clock, std::chrono::hours>(
      std::chrono::hours(std::numeric_limits<std::int64_t>::max())));
  check_rejected(std::chrono::time_point<std::chrono::system_clock, std::chrono::duration<std::uint64_t>>(
      std::chrono::duration<std::uint64_t>(std::numeric_limits<std::uint64_t>::max())));
  // Nanoseconds reach only 1677-2262, all of it in range; attoseconds 9 seconds either side of 1970.
  CHECK(jsongen::to_json(sys_nanos(std::chrono::nanoseconds(std::numeric_limits<std::int64_t>::max()))) ==
        R"("2262-04-11T23:47:16.854775807Z")");
  CHECK(jsongen::to_json(sys_nanos(std::chrono::nanoseconds(std::numeric_limits<std::int64_t>::min()))) ==
        R"("1677-09-21T00:12:43.145224192Z")");
  CHECK(at<std::chrono::duration<std::int64_t, std::atto>>(std::numeric_limits<std::int64_t>::min()) ==
        R"("1969-12-31T23:59:50.776627963145224192Z")");
}

TEST_CASE("time points in pretty output and in arrays of them", "[chrono]") {
  const std::vector<sys_micros> v{sys_micros(std::chrono::microseconds(1)), sys_micros(std::chrono::microseconds(-1))};
  CHECK(jsongen::to_json(v) == R"(["1970-01-01T00:00:00.000001Z","1969-12-31T23:59:59.999999Z"])");
  CHECK(jsongen::to_json<jsongen::pretty_options<2>>(v) ==
        "[\n  \"1970-01-01T00:00:00.000001Z\",\n  \"1969-12-31T23:59:59.999999Z\"\n]");
}

TEST_CASE("civil_from_days agrees with counting days, 0000-01-01 through 9999-12-31", "[chrono]") {
  std::int64_t days = -719528;  // 0000-01-01
  std::size_t mismatches = 0;
  for (std::int64_t y = 0; y <= 9999; ++y) {
    for (unsigned m = 1; m <= 12; ++m) {
      for (unsigned d = 1; d <= month_days(y, m); ++d, ++days) {
        const jsongen::detail::civil_date date = jsongen::detail::civil_from_days(days);
        if (date.year != y || date.month != m || date.day != d) ++mismatches;
      }
    }
  }
  CHECK(mismatches == 0);
  CHECK(days == 2932897);  // 10000-01-01
}

TEST_CASE("the fraction digits of a period", "[chrono]") {
  using jsongen::detail::tick_splitter;
  CHECK(tick_splitter<1, 1>::digits == 0);
  CHECK(tick_splitter<60, 1>::digits == 0);
  CHECK(tick_splitter<1, 10>::digits == 1);
  CHECK(tick_splitter<1, 1000>::digits == 3);
  CHECK(tick_splitter<1, 200>::digits == 3);
  CHECK(tick_splitter<1, 1024>::digits == 10);
  CHECK(tick_splitter<1, 1000000000>::digits == 9);
  CHECK(tick_splitter<1, 3>::digits == 9);
  CHECK(tick_splitter<1, 90000>::digits == 9);
}
