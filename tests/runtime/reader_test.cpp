// The JSON reader's conformance corpus: accepted and rejected inputs through
// the public from_json, into runtime-readable types, each rejection pinned
// to its errc and byte offset (some to their whole message and path). Every
// row that is about JSON syntax is also read by skip_value (the skipped
// type) and by any_value (a reader built on basic_reader's public
// operations, any_value.h), which must fail in the same way: a value
// skipped as an unknown key is validated as strictly as a read one.
//
// Every input is read from the end of a mapping followed by an inaccessible
// page (guarded_input.h), so a read past json.data() + json.size() crashes.
#include <catch2/catch.hpp>

#include "any_value.h"
#include "guarded_input.h"

#include <jsongen/jsongen.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

using namespace std::literals::string_view_literals;
using jsongen::errc;
using reader_test::any_value;
using reader_test::skipped;

namespace {

struct shallow : jsongen::default_options {
  static constexpr unsigned max_depth = 8;
};
struct roomy : jsongen::default_options {
  static constexpr unsigned max_depth = 5000;
};

// Arrays of arrays, as deep as the input goes: the containers' own
// recursion (read_sequences.h), bounded by max_depth.
struct nest {
  std::vector<nest> items;
};

}  // namespace

namespace jsongen {
template <>
struct deserializer<nest> {
  template <class R>
  static const char* read(R& r, const char* p, nest& n) {
    return read_value(r, p, n.items);
  }
};
}  // namespace jsongen

namespace {

const char* errc_name(errc c) {
  switch (c) {
    case errc::ok: return "ok";
    case errc::syntax_error: return "syntax_error";
    case errc::unexpected_end: return "unexpected_end";
    case errc::wrong_type: return "wrong_type";
    case errc::number_out_of_range: return "number_out_of_range";
    case errc::invalid_utf8: return "invalid_utf8";
    case errc::too_deep: return "too_deep";
    case errc::duplicate_key: return "duplicate_key";
    case errc::wrong_length: return "wrong_length";
    default: return jsongen::describe(c);
  }
}

template <class T, class Options = jsongen::default_options>
jsongen::status read(std::string_view json, T& value) {
  return jsongen::from_json<Options>(guarded::shared().place(json), value);
}

template <class T, class Options = jsongen::default_options>
jsongen::status read_status(std::string_view json) {
  T value{};
  return read<T, Options>(json, value);
}

// The result as one comparable line: "syntax_error@3".
std::string outcome(const jsongen::status& s) {
  return s.ok() ? std::string("ok") : std::string(errc_name(s.code)) + "@" + std::to_string(s.offset);
}
std::string outcome(errc code, std::size_t offset) {
  return code == errc::ok ? std::string("ok") : std::string(errc_name(code)) + "@" + std::to_string(offset);
}

bool is_json_error(errc c) {
  return c == errc::syntax_error || c == errc::unexpected_end || c == errc::invalid_utf8;
}

// One row: json read into T gives code at offset. A JSON error must be
// the same through skip_value and any_value; anything else (a type or range
// error of T) is valid JSON, which both accept.
template <class T>
void row(std::string_view json, errc code, std::size_t offset = 0) {
  CAPTURE(json);
  CHECK(outcome(read_status<T>(json)) == outcome(code, offset));
  const std::string generic = is_json_error(code) ? outcome(code, offset) : "ok";
  CHECK(outcome(read_status<skipped>(json)) == generic);
  // (any_value reads numbers as doubles: 1e400 is out of its range.)
  if (is_json_error(code) || code == errc::ok) CHECK(outcome(read_status<any_value>(json)) == generic);
}

// The same inside an array, at an offset one further, with the path [0].
template <class T>
void row_in_array(std::string_view json, errc code, std::size_t offset = 0) {
  const std::string wrapped = "[" + std::string(json) + "]";
  CAPTURE(wrapped);
  const jsongen::status s = read_status<std::vector<T>>(wrapped);
  // Where the value ran into the end, it now runs into the ']'.
  const errc in_array = code == errc::unexpected_end ? errc::syntax_error : code;
  CHECK(outcome(s) == outcome(in_array, offset + 1));
  if (!is_json_error(code) || code == errc::invalid_utf8) CHECK(s.path == "[0]");
}

template <class T>
void both(std::string_view json, errc code, std::size_t offset = 0) {
  row<T>(json, code, offset);
  row_in_array<T>(json, code, offset);
}

template <class T>
T read_ok(std::string_view json) {
  CAPTURE(json);
  T value{};
  const jsongen::status s = read(json, value);
  INFO(s.message());
  REQUIRE(s.ok());
  CHECK(read_status<skipped>(json).ok());
  return value;
}

// The decimal digits of n + 1 (n: digits only).
std::string plus_one(std::string n) {
  std::size_t i = n.size();
  while (i > 0 && n[i - 1] == '9') n[--i] = '0';
  if (i == 0) return "1" + n;
  ++n[i - 1];
  return n;
}

template <class Int>
void integer_limits() {
  using limits = std::numeric_limits<Int>;
  const std::string max = std::to_string(limits::max());
  const std::string min = std::to_string(limits::min());
  CAPTURE(max, min);
  CHECK(read_ok<Int>(max) == limits::max());
  CHECK(read_ok<Int>(min) == limits::min());
  both<Int>(plus_one(max), errc::number_out_of_range);
  if (std::is_signed<Int>::value) {
    both<Int>("-" + plus_one(min.substr(1)), errc::number_out_of_range);
  } else {
    both<Int>("-1", errc::number_out_of_range);
    CHECK(read_ok<Int>("-0") == 0);
  }
  both<Int>("1" + std::string(100, '0'), errc::number_out_of_range);
  both<Int>("-1" + std::string(100, '0'), errc::number_out_of_range);
  // Whole in value, but not integers in the grammar.
  both<Int>("1.0", errc::wrong_type);
  both<Int>("1e2", errc::wrong_type);
  both<Int>("-0.0", errc::wrong_type);
  both<Int>("1E400", errc::wrong_type);
  both<Int>("true", errc::wrong_type);
  both<Int>("\"1\"", errc::wrong_type);
  both<Int>("null", errc::wrong_type);
}

}  // namespace

TEST_CASE("reader: the whole input is one value, with whitespace only around it") {
  CHECK(read_ok<int>("1") == 1);
  CHECK(read_ok<int>(" \t\r\n1 \t\r\n") == 1);
  CHECK(read_ok<std::vector<int>>("[]").empty());
  CHECK(read_ok<std::string>("\"\"").empty());
  row<int>("", errc::unexpected_end, 0);
  row<int>(" \t\r\n", errc::unexpected_end, 4);
  row<int>("1 2", errc::syntax_error, 2);
  row<int>("12 ,", errc::syntax_error, 3);
  row<int>("1x", errc::syntax_error, 1);
  row<std::vector<int>>("[][]", errc::syntax_error, 2);
  row<std::vector<int>>("[]]", errc::syntax_error, 2);
  row<std::map<std::string, int>>("{}}", errc::syntax_error, 2);
  row<std::string>("\"a\"\"b\"", errc::syntax_error, 3);
  row<int>("1\0"sv, errc::syntax_error, 1);
  row<bool>("true false", errc::syntax_error, 5);
  // Only space, tab, CR and LF are whitespace: not a BOM, form feed, vertical tab or NUL.
  row<int>("\xEF\xBB\xBF" "1", errc::syntax_error, 0);
  row<int>("\f1", errc::syntax_error, 0);
  row<int>("\v1", errc::syntax_error, 0);
  row<int>("\0" "1"sv, errc::syntax_error, 0);
  row<int>("1\f", errc::syntax_error, 1);
  CHECK(read_status<int>("1 2").message() ==
        "jsongen: invalid JSON at line 1 column 3 (byte 2): expected the end of the input after the value, found 2");
  CHECK(read_status<int>("\xEF\xBB\xBF" "1").message() ==
        "jsongen: invalid JSON at line 1 column 1 (byte 0): expected an integer, found a byte order mark (U+FEFF)");
  CHECK(read_status<int>("  ").message() ==
        "jsongen: unexpected end of the input at line 1 column 3 (byte 2): expected an integer, found the end of the "
        "input");
}

// skip_whitespace_run against the byte-by-byte rule, on runs of every
// length to 70 made of spaces and newlines with a tab or a carriage return
// (or a byte that is not whitespace) at each position, each followed by a
// token, by a byte that is not whitespace, or by the end of the input (at
// a page's end). The 32- and 16-byte steps and the tail all meet every case.
TEST_CASE("reader: runs of whitespace of every length and kind") {
  const auto reference = [](const char* p, const char* end) {
    while (p != end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    return p;
  };
  const char odd[] = {'\t', '\r', '\f', '\0', '"'};
  for (std::size_t length = 0; length <= 70; ++length) {
    for (std::size_t at = 0; at <= length; ++at) {          // where the odd byte goes (length: none)
      for (std::size_t kind = 0; kind < sizeof odd; ++kind) {
        if (at == length && kind > 0) break;  // no odd byte: one kind is enough
        for (const char* after : {"\"k\"", "\f", ""}) {
          std::string text;
          for (std::size_t i = 0; i < length; ++i) text += i % 7 == 0 ? '\n' : ' ';
          if (at < length) text[at] = odd[kind];
          text += after;
          const std::string_view placed = guarded::shared().place(text);
          const char* end = placed.data() + placed.size();
          INFO("length " << length << ", odd byte " << int(odd[kind]) << " at " << at << ", then \"" << after << '"');
          CHECK(jsongen::detail::skip_whitespace_run(placed.data(), end) - placed.data() ==
                reference(placed.data(), end) - placed.data());
        }
      }
    }
  }
  // Through the reader, a value between indented runs.
  CHECK(read_ok<std::vector<int>>("[\n" + std::string(40, ' ') + "1,\r\n\t\t2" + std::string(33, ' ') + "\n]") ==
        std::vector<int>{1, 2});
  row<std::vector<int>>("[\n" + std::string(40, ' ') + "\f1]", errc::syntax_error, 42);
}

TEST_CASE("reader: whitespace predicted from the last run's length, right and wrong") {
  const auto reference = [](const char* p, const char* end) {
    while (p != end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    return p;
  };
  // Every predicted length against every run (with an odd byte anywhere,
  // the predicted end too), then what the prediction becomes.
  const char odd[] = {'\t', '\r', '\f', '\0', '"'};
  for (unsigned predicted = 0; predicted < 32; ++predicted) {
    for (std::size_t length = 1; length <= 40; ++length) {
      for (std::size_t at = 0; at <= length; ++at) {
        for (std::size_t kind = 0; kind < sizeof odd; ++kind) {
          if (at == length && kind > 0) break;
          for (std::size_t tail : {0, 1, 40}) {  // bytes after the run: the input may end early
            std::string text;
            for (std::size_t i = 0; i < length; ++i) text += i % 5 == 0 ? '\n' : ' ';
            if (at < length) text[at] = odd[kind];
            text += std::string(tail, 'x');
            const std::string_view placed = guarded::shared().place(text);
            const char* end = placed.data() + placed.size();
            std::uint8_t last = static_cast<std::uint8_t>(predicted);
            INFO("predicted " << predicted << ", length " << length << ", odd byte " << int(odd[kind]) << " at "
                              << at << ", " << tail << " bytes after");
            const char* expected = reference(placed.data(), end);
            CHECK(jsongen::detail::skip_whitespace_predicted(placed.data(), end, last) - placed.data() ==
                  expected - placed.data());
            CHECK(last < 32);
            if (expected - placed.data() < 32) CHECK(last == expected - placed.data());  // learnt
          }
        }
      }
    }
  }
  // Through the reader: indented documents whose runs repeat and then
  // change (longer, shorter, a tab where the last run ended, an empty
  // container, a closing bracket at its own level), values and errors.
  const std::string deep = "[\n  [\n    1,\n    2,\n    3\n  ],\n  [\n    4,\n    5\n  ]\n]";
  CHECK(read_ok<std::vector<std::vector<int>>>(deep) == std::vector<std::vector<int>>{{1, 2, 3}, {4, 5}});
  const std::string pad(40, ' ');
  const std::string numbers = "[\n" + pad + "1,\n" + pad + "2,\n" + pad.substr(3) + "3,\n" + pad + " 4,\n" + pad +
                              "\t5,\r\n" + pad + "6\n]";
  CHECK(read_ok<std::vector<double>>(numbers) == std::vector<double>{1, 2, 3, 4, 5, 6});
  const std::string arrays = "[\n" + pad + "[1],\n" + pad + "[2],\n" + pad.substr(3) + "[3],\n" + pad + " [4],\n" +
                             pad + "\t[5],\r\n" + pad + "[],\n" + pad + "[\n" + pad + "6\n" + pad + "]\n]";
  CHECK(read_ok<std::vector<std::vector<int>>>(arrays) == std::vector<std::vector<int>>{{1}, {2}, {3}, {4}, {5}, {}, {6}});
  // A run as long as the last but ending in a byte that is not JSON.
  const std::string bad = "[\n" + pad + "1,\n" + pad + "2,\n" + pad.substr(1) + "\f3]";
  row<std::vector<int>>(bad, errc::syntax_error, bad.find('\f'));
}

TEST_CASE("reader: the number grammar, into integers, doubles and skipped values") {
  auto grammar = [](std::string_view json, errc code, std::size_t offset) {
    both<int>(json, code, offset);
    both<std::int64_t>(json, code, offset);
    both<double>(json, code, offset);
    both<float>(json, code, offset);
  };
  grammar("-", errc::unexpected_end, 1);
  grammar("- 1", errc::syntax_error, 1);
  grammar("-x", errc::syntax_error, 1);
  grammar("+1", errc::syntax_error, 0);
  grammar(".5", errc::syntax_error, 0);
  grammar("-.5", errc::syntax_error, 1);
  grammar("01", errc::syntax_error, 1);
  grammar("00", errc::syntax_error, 1);
  grammar("-01", errc::syntax_error, 2);
  grammar("-00.5", errc::syntax_error, 2);
  grammar("0x1F", errc::syntax_error, 1);
  grammar("1.", errc::unexpected_end, 2);
  grammar("1.x", errc::syntax_error, 2);
  grammar("1.e5", errc::syntax_error, 2);
  grammar("1e", errc::unexpected_end, 2);
  grammar("1e+", errc::unexpected_end, 3);
  grammar("1E-x", errc::syntax_error, 3);
  grammar("1e+-1", errc::syntax_error, 3);
  grammar("Infinity", errc::syntax_error, 0);
  grammar("-Infinity", errc::syntax_error, 1);
  grammar("NaN", errc::syntax_error, 0);
  row<int>("1,5", errc::syntax_error, 1);
  // Well-formed numbers that are not integers, into each integer type:
  // errc::wrong_type; out of range: errc::number_out_of_range (never wrapped).
  integer_limits<signed char>();
  integer_limits<std::int8_t>();
  integer_limits<std::uint8_t>();
  integer_limits<std::int16_t>();
  integer_limits<std::uint16_t>();
  integer_limits<std::int32_t>();
  integer_limits<std::uint32_t>();
  integer_limits<std::int64_t>();
  integer_limits<std::uint64_t>();
  integer_limits<int>();
  integer_limits<unsigned>();
  integer_limits<long long>();
  integer_limits<unsigned long long>();
  both<std::int8_t>("128", errc::number_out_of_range);
  both<unsigned>("-1", errc::number_out_of_range);
  both<std::uint64_t>("18446744073709551616", errc::number_out_of_range);
  both<std::uint64_t>("99999999999999999999", errc::number_out_of_range);  // 20 digits, past 2^64
  CHECK(read_ok<std::uint64_t>("10000000000000000000") == 10000000000000000000u);
  CHECK(read_ok<std::int64_t>("-0") == 0);
  both<int>("1.5", errc::wrong_type);
  // After a valid integer, the grammar goes on: "1e5.5" is 1e5 then '.'.
  CHECK(outcome(read_status<int>("1e5.5")) == "wrong_type@0");
  row<double>("1e5.5", errc::syntax_error, 3);
  CHECK(read_status<std::int8_t>("128").message() ==
        "jsongen: a number out of range at line 1 column 1 (byte 0): expected an integer from -128 to 127, found 128");
  CHECK(read_status<unsigned>("-1").detail == "expected an integer from 0 to 4294967295, found -1");
  CHECK(read_status<int>("1.5").message() ==
        "jsongen: a value of the wrong type at line 1 column 1 (byte 0): expected an integer, found 1.5");
  CHECK(read_status<int>("-01").message() ==
        "jsongen: invalid JSON at line 1 column 3 (byte 2): a number has no leading zeros");
  CHECK(read_status<double>("1.").detail == "expected a digit, found the end of the input");

  // Floating point: overflow is an error, underflow is not.
  both<double>("1e400", errc::number_out_of_range);
  both<double>("-1e400", errc::number_out_of_range);
  both<double>("1.8e308", errc::number_out_of_range);
  both<double>("1" + std::string(400, '0'), errc::number_out_of_range);
  both<float>("3.5e38", errc::number_out_of_range);
  both<float>("1e39", errc::number_out_of_range);
  CHECK(read_ok<double>("1e-400") == 0);
  CHECK(read_ok<double>("1.7976931348623157e308") == std::numeric_limits<double>::max());
  CHECK(read_ok<float>("3.4028235e38") == std::numeric_limits<float>::max());
  CHECK(std::signbit(read_ok<double>("-0")));
  CHECK(read_ok<double>("-0.0e+0") == 0);
  CHECK(read_ok<double>("1E+2") == 100);
  CHECK(read_ok<double>("0.5e-0") == 0.5);
  CHECK(std::isnan(read_ok<double>("null")));  // nan_policy::null reads what it writes
  both<double>("true", errc::wrong_type);
  both<double>("\"1\"", errc::wrong_type);

  // skip_value regression: a number too large for a double is valid JSON,
  // but what follows it is still checked (skip_value once went on over
  // digits, '.', 'e', '+' and '-' after it, accepting "[1e400.5]").
  CHECK(outcome(read_status<skipped>("1e400")) == "ok");
  CHECK(outcome(read_status<skipped>("[1e400,-1e999]")) == "ok");
  CHECK(outcome(read_status<skipped>("[1e400.5]")) == "syntax_error@6");
  CHECK(outcome(read_status<skipped>("[1e400-1]")) == "syntax_error@6");
  CHECK(outcome(read_status<skipped>("[1e400e5]")) == "syntax_error@6");
  CHECK(outcome(read_status<skipped>("1e400+")) == "syntax_error@5");
  CHECK(outcome(read_status<skipped>("1e400.")) == "syntax_error@5");
  CHECK(outcome(read_status<skipped>("[-1e400E]")) == "syntax_error@7");
}

TEST_CASE("reader: booleans and null") {
  CHECK(read_ok<bool>("true"));
  CHECK_FALSE(read_ok<bool>("false"));
  CHECK_FALSE(read_ok<std::optional<int>>("null").has_value());
  CHECK(read_ok<std::optional<int>>("7") == 7);
  for (const char* type : {"bool", "optional"}) {
    CAPTURE(type);
    auto lit = [type](std::string_view json, errc code, std::size_t offset) {
      if (type[0] == 'b') {
        both<bool>(json, code, offset);
      } else {
        both<std::optional<int>>(json, code, offset);
      }
    };
    if (type[0] == 'b') {
      lit("t", errc::unexpected_end, 1);
      lit("tru", errc::unexpected_end, 3);
      lit("fals", errc::unexpected_end, 4);
      lit("True", errc::syntax_error, 0);
      lit("TRUE", errc::syntax_error, 0);
      lit("trUe", errc::syntax_error, 2);
      lit("truE", errc::syntax_error, 3);
      lit("truee", errc::syntax_error, 4);
      lit("falsy", errc::syntax_error, 4);
      lit("f alse", errc::syntax_error, 1);
      lit("1", errc::wrong_type, 0);
      lit("\"true\"", errc::wrong_type, 0);
      lit("null", errc::wrong_type, 0);
    } else {
      lit("n", errc::unexpected_end, 1);
      lit("nul", errc::unexpected_end, 3);
      lit("nil", errc::syntax_error, 1);
      lit("nulll", errc::syntax_error, 4);
      lit("nulL", errc::syntax_error, 3);
      lit("NULL", errc::syntax_error, 0);
      lit("None", errc::syntax_error, 0);
    }
  }
  CHECK(read_status<bool>("trUe").message() == "jsongen: invalid JSON at line 1 column 3 (byte 2): invalid literal 'trUe'");
  CHECK(read_status<bool>("True").message() ==
        "jsongen: invalid JSON at line 1 column 1 (byte 0): expected true or false, found 'True'");
  CHECK(read_status<bool>("tru").message() ==
        "jsongen: unexpected end of the input at line 1 column 4 (byte 3): expected true or false, found the end of "
        "the input");
}

TEST_CASE("reader: strings") {
  CHECK(read_ok<std::string>("\"\"") == "");
  CHECK(read_ok<std::string>("\"abc\"") == "abc");
  CHECK(read_ok<std::string>(R"("\" \\ \/ \b \f \n \r \t")") == "\" \\ / \b \f \n \r \t");
  CHECK(read_ok<std::string>(R"("\u0041\u00e9\u00E9\u20AC")") == "A\xC3\xA9\xC3\xA9\xE2\x82\xAC");
  CHECK(read_ok<std::string>(R"("\ud83d\ude00\uD83D\uDE00")") == "\xF0\x9F\x98\x80\xF0\x9F\x98\x80");
  CHECK(read_ok<std::string>(R"("\udbff\udfff")") == "\xF4\x8F\xBF\xBF");
  CHECK(read_ok<std::string>(R"("a\u0000b")") == "a\0b"sv);
  CHECK(read_ok<std::string>("\"\x7F\"") == "\x7F");  // DEL is not a control character to JSON
  CHECK(read_ok<std::string>("\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xEF\xBF\xBF\xF4\x8F\xBF\xBF\"") ==
        "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xEF\xBF\xBF\xF4\x8F\xBF\xBF");
  const std::string long_text(300, 'x');
  CHECK(read_ok<std::string>("\"" + long_text + "\"") == long_text);

  // Each error at its byte, also after 40 bytes of ASCII (the vector scanner's path).
  auto bad = [](std::string_view body, errc code, std::size_t offset_in_body) {
    for (std::size_t pad : {std::size_t{0}, std::size_t{40}}) {
      const std::string json = "\"" + std::string(pad, 'a') + std::string(body) + "\"";
      row<std::string>(json, code, 1 + pad + offset_in_body);
      row_in_array<std::string>(json, code, 1 + pad + offset_in_body);
    }
  };
  for (int c = 0; c < 0x20; ++c) {
    const char raw[] = {'a', static_cast<char>(c), 'b'};
    bad(std::string_view(raw, 3), errc::syntax_error, 1);
  }
  bad(R"(\x)", errc::syntax_error, 0);
  bad(R"(\a)", errc::syntax_error, 0);
  bad(R"(\U0041)", errc::syntax_error, 0);
  bad(R"(\')", errc::syntax_error, 0);
  bad("\\\x01", errc::syntax_error, 0);
  bad(R"(\u12)", errc::syntax_error, 0);
  bad(R"(\uZZZZ)", errc::syntax_error, 0);
  bad(R"(\u12G4)", errc::syntax_error, 0);
  bad(R"(\u-123)", errc::syntax_error, 0);
  bad(R"(\ud800)", errc::invalid_utf8, 0);
  bad(R"(\udbff)", errc::invalid_utf8, 0);
  bad(R"(\udc00)", errc::invalid_utf8, 0);
  bad(R"(\udfff x)", errc::invalid_utf8, 0);
  bad(R"(\ud800\u0041)", errc::invalid_utf8, 0);
  bad(R"(\ud800\ud800)", errc::invalid_utf8, 0);
  bad(R"(\ud800\n)", errc::invalid_utf8, 0);
  bad("\x80", errc::invalid_utf8, 0);
  bad("\xBF", errc::invalid_utf8, 0);
  bad("\xC0\x80", errc::invalid_utf8, 0);          // overlong
  bad("\xC1\xBF", errc::invalid_utf8, 0);          // overlong
  bad("\xE0\x80\x80", errc::invalid_utf8, 0);      // overlong (checked at the first byte)
  bad("\xED\xA0\x80", errc::invalid_utf8, 0);      // a surrogate in UTF-8
  bad("\xF0\x80\x80\x80", errc::invalid_utf8, 0);  // overlong
  bad("\xF4\x90\x80\x80", errc::invalid_utf8, 0);  // past U+10FFFF
  bad("\xF5\x80\x80\x80", errc::invalid_utf8, 0);
  bad("\xFF", errc::invalid_utf8, 0);
  bad("ab\xC3" "c", errc::invalid_utf8, 2);
  bad("\xE2\x82", errc::invalid_utf8, 0);  // cut short by the closing quote
  // Unterminated: unexpected_end at the end, whatever the string was in.
  row<std::string>("\"abc", errc::unexpected_end, 4);
  row<std::string>("\"abc\\", errc::unexpected_end, 5);
  row<std::string>("\"abc\\\"", errc::unexpected_end, 6);
  row<std::string>("\"\\u00", errc::unexpected_end, 5);
  row<std::string>("\"\\ud83d", errc::unexpected_end, 7);
  row<std::string>("\"\\ud83d\\u", errc::unexpected_end, 9);
  row<std::string>("\"\xF0\x9F\x98", errc::unexpected_end, 4);
  both<std::string>("abc", errc::syntax_error, 0);
  both<std::string>("'abc'", errc::syntax_error, 0);
  both<std::string>("1", errc::wrong_type, 0);
  both<std::string>("null", errc::wrong_type, 0);
  // Keys are strings too, with the same rules.
  row<std::map<std::string, int>>("{\"a\x01\":1}", errc::syntax_error, 3);
  row<std::map<std::string, int>>("{\"\\ud800\":1}", errc::invalid_utf8, 2);
  row<std::map<std::string, int>>("{\"\xFF\":1}", errc::invalid_utf8, 2);
  row<std::map<std::string, int>>("{\"\\q\":1}", errc::syntax_error, 2);
  CHECK(read_ok<std::map<std::string, int>>(R"({"\u0061":1})").count("a") == 1);

  CHECK(read_status<std::string>("\"\xFF\"").message() ==
        "jsongen: invalid UTF-8 in a string at line 1 column 2 (byte 1): the byte 0xff is not valid UTF-8 there");
  CHECK(read_status<std::string>(R"("\ud800")").message() ==
        "jsongen: invalid UTF-8 in a string at line 1 column 2 (byte 1): an unpaired surrogate in a \\u escape");
  CHECK(read_status<std::string>(R"("\x")").detail == R"(an escape is one of \" \\ \/ \b \f \n \r \t \uXXXX)");
  CHECK(read_status<std::string>(R"("\u12")").detail == R"(\u is followed by four hexadecimal digits)");
  CHECK(read_status<std::string>("\"a\nb\"").message() ==
        "jsongen: invalid JSON at line 1 column 3 (byte 2): a control character in a string must be escaped (\\n, "
        "\\u001f)");
  CHECK(read_status<std::string>("\"abc").detail == "expected '\"' (the end of the string), found the end of the input");
}

TEST_CASE("reader: commas, colons and nesting") {
  using list = std::vector<int>;
  using object = std::map<std::string, int>;
  CHECK(read_ok<list>("[1,2,3]") == list{1, 2, 3});
  CHECK(read_ok<list>(" [ 1 ,\n2\r,\t3 ] ") == list{1, 2, 3});
  CHECK(read_ok<list>("[ ]").empty());
  CHECK(read_ok<object>("{ }").empty());
  CHECK(read_ok<object>(" { \"a\" : 1 ,\n\"b\":2 } ") == object{{"a", 1}, {"b", 2}});
  CHECK(read_ok<any_value>("[[],[[]],{},{\"a\":[{}]}]").items.size() == 4);

  row<list>("[", errc::unexpected_end, 1);
  row<list>("[ ", errc::unexpected_end, 2);
  row<list>("[1", errc::unexpected_end, 2);
  row<list>("[1 ", errc::unexpected_end, 3);
  row<list>("[1,", errc::unexpected_end, 3);
  row<list>("[1,]", errc::syntax_error, 3);
  row<list>("[1 ,]", errc::syntax_error, 4);
  row<list>("[1, ]", errc::syntax_error, 4);
  row<list>("[,1]", errc::syntax_error, 1);
  row<list>("[,]", errc::syntax_error, 1);
  row<list>("[1,,2]", errc::syntax_error, 3);
  row<list>("[1 2]", errc::syntax_error, 3);
  row<list>("[1;2]", errc::syntax_error, 2);
  row<list>("[1:2]", errc::syntax_error, 2);
  row<list>("[}", errc::syntax_error, 1);
  row<list>("[1}", errc::syntax_error, 2);
  row<list>("]", errc::syntax_error, 0);
  row<list>("[1]]", errc::syntax_error, 3);
  row<std::vector<list>>("[[1]", errc::unexpected_end, 4);
  row<std::vector<list>>("[[1],", errc::unexpected_end, 5);
  row<std::vector<list>>("[[1]]]", errc::syntax_error, 5);
  row<std::vector<list>>("[[1}]", errc::syntax_error, 3);
  row<object>("{", errc::unexpected_end, 1);
  row<object>("{]", errc::syntax_error, 1);
  row<object>("}", errc::syntax_error, 0);
  row<object>("{}}", errc::syntax_error, 2);
  row<object>("{\"a\"", errc::unexpected_end, 4);
  row<object>("{\"a\":", errc::unexpected_end, 5);
  row<object>("{\"a\":1", errc::unexpected_end, 6);
  row<object>("{\"a\":1,", errc::unexpected_end, 7);
  row<object>("{\"a\":1]", errc::syntax_error, 6);
  row<object>("{\"a\":1,}", errc::syntax_error, 7);
  row<object>("{\"a\":1 , }", errc::syntax_error, 9);
  row<object>("{,\"a\":1}", errc::syntax_error, 1);
  row<object>("{,}", errc::syntax_error, 1);
  row<object>("{\"a\":1,,\"b\":2}", errc::syntax_error, 7);
  row<object>("{\"a\":1 \"b\":2}", errc::syntax_error, 7);
  row<object>("{\"a\" 1}", errc::syntax_error, 5);
  row<object>("{\"a\"::1}", errc::syntax_error, 5);
  row<object>("{\"a\",1}", errc::syntax_error, 4);
  row<object>("{\"a\"=1}", errc::syntax_error, 4);
  row<object>("{\"a\"}", errc::syntax_error, 4);
  row<object>("{\"a\":}", errc::syntax_error, 5);
  row<object>("{\"a\":1:2}", errc::syntax_error, 6);
  row<object>("{a:1}", errc::syntax_error, 1);
  row<object>("{'a':1}", errc::syntax_error, 1);
  row<object>("{1:1}", errc::syntax_error, 1);
  row<object>("{null:1}", errc::syntax_error, 1);
  row<object>("{\"a\":1}}", errc::syntax_error, 7);
  row<std::vector<object>>("[{\"a\":1]", errc::syntax_error, 7);
  row<std::vector<object>>("[{\"a\":1}}", errc::syntax_error, 8);
  row<std::map<std::string, list>>("{\"a\":[1}", errc::syntax_error, 7);
  row<std::map<std::string, list>>("{\"a\":[1]]", errc::syntax_error, 8);
  row<any_value>("[\"a\":1]", errc::syntax_error, 4);
  row<any_value>("{\"a\":{\"b\":[}}}", errc::syntax_error, 11);
  // Valid JSON the type does not read.
  row<list>("{}", errc::wrong_type, 0);
  row<object>("[]", errc::wrong_type, 0);
  row<object>("{\"a\":1,\"a\":2}", errc::duplicate_key, 7);  // skip_value does not look at keys
  row<std::array<int, 2>>("[1,2,3]", errc::wrong_length, 5);
  row<std::array<int, 2>>("[1]", errc::wrong_length, 2);
  // Small arrays in a loop are read inline (read_inline): the same rules.
  CHECK(read_ok<std::vector<std::array<double, 2>>>("[[1,2.5],\n [-3, 4e1]]") ==
        std::vector<std::array<double, 2>>{{1, 2.5}, {-3, 40}});
  row<std::vector<std::array<double, 2>>>("[[1,2],[3]]", errc::wrong_length, 9);
  row<std::vector<std::array<double, 2>>>("[[1,2],[3,4,5]]", errc::wrong_length, 12);
  row<std::vector<std::array<double, 2>>>("[[1,2],[]]", errc::wrong_length, 8);
  row<std::vector<std::array<double, 2>>>("[[1,2],[3,x]]", errc::syntax_error, 10);
  row<std::vector<std::array<std::array<int, 1>, 2>>>("[[[1],[2]],[[3],[4,5]]]", errc::wrong_length, 19);
  row<std::variant<int, std::string>>("[1]", errc::wrong_type, 0);
  CHECK(read_ok<std::variant<int, std::string>>("\"x\"").index() == 1);
  CHECK(read_ok<std::variant<int, double>>("1.5").index() == 1);

  CHECK(read_status<list>("[1,]").message() ==
        "jsongen: invalid JSON at line 1 column 4 (byte 3): expected a value, found ']'");
  CHECK(read_status<list>("[1 2]").message() ==
        "jsongen: invalid JSON at line 1 column 4 (byte 3): expected ',' or ']', found 2");
  CHECK(read_status<object>("{\"a\" 1}").detail == "expected ':', found 1");
  CHECK(read_status<object>("{\"a\":1 \"b\":2}").detail == "expected ',' or '}', found \"b\"");
  CHECK(read_status<object>("{]").detail == "expected a key (a string) or '}', found ']'");
  CHECK(read_status<object>("{\"a\":1,}").detail == "expected a key (a string), found '}'");
}

TEST_CASE("reader: every proper prefix of a valid document ends unexpectedly, at its end") {
  const std::string docs[] = {
      R"({"k\u00e9\ud83d\ude00":[1,-2.5e-3,true,false,null,"x\n)" "\xC3\xA9\xF0\x9F\x98\x80" R"("],"e":{}})",
      R"([{"id":12,"tags":["a","b"],"score":-0.5E+2},{"id":0,"tags":[],"nested":[[[]],{}]}])",
      "[ 1 , { \"a\" : [ null ] } , \"\\\\\" ]",
      R"("a string with \"escapes\" \\ \/ \b\f\n\r\t and \u0000")",
      "true",
      "false",
      "null",
      "[-0.0]",
      "{\"\":\"\"}",
  };
  for (const std::string& doc : docs) {
    REQUIRE(read_status<any_value>(doc).ok());
    REQUIRE(read_status<skipped>(doc).ok());
    for (std::size_t n = 0; n < doc.size(); ++n) {
      const std::string_view prefix(doc.data(), n);
      CAPTURE(prefix);
      const std::string expected = "unexpected_end@" + std::to_string(n);
      CHECK(outcome(read_status<any_value>(prefix)) == expected);
      CHECK(outcome(read_status<skipped>(prefix)) == expected);
    }
  }
  // Typed readers too.
  const std::string typed = R"({"a":[1,2],"bb":[-3]})";
  for (std::size_t n = 0; n < typed.size(); ++n) {
    const std::string_view prefix(typed.data(), n);
    CAPTURE(prefix);
    CHECK(outcome(read_status<std::map<std::string, std::vector<int>>>(prefix)) ==
          "unexpected_end@" + std::to_string(n));
  }
  const std::string strings = R"(["abc","\u00e9",")" "\xE2\x82\xAC" R"("])";
  for (std::size_t n = 0; n < strings.size(); ++n) {
    const std::string_view prefix(strings.data(), n);
    CAPTURE(prefix);
    CHECK(outcome(read_status<std::vector<std::string>>(prefix)) == "unexpected_end@" + std::to_string(n));
  }
}

TEST_CASE("reader: max_depth bounds nesting, read or skipped, without using the stack for it") {
  const std::size_t limit = jsongen::default_options::max_depth;
  auto arrays = [](std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  auto objects = [](std::size_t depth) {
    std::string s;
    for (std::size_t i = 0; i < depth; ++i) s += "{\"a\":";
    s += "1";
    s += std::string(depth, '}');
    return s;
  };
  CHECK(read_status<nest>(arrays(limit)).ok());
  CHECK(read_status<skipped>(arrays(limit)).ok());
  CHECK(read_status<any_value>(arrays(limit)).ok());
  CHECK(read_status<skipped>(objects(limit)).ok());
  CHECK(read_status<any_value>(objects(limit)).ok());
  const std::string too_deep = "too_deep@" + std::to_string(limit);
  CHECK(outcome(read_status<nest>(arrays(limit + 1))) == too_deep);
  CHECK(outcome(read_status<skipped>(arrays(limit + 1))) == too_deep);
  CHECK(outcome(read_status<any_value>(arrays(limit + 1))) == too_deep);
  CHECK(outcome(read_status<skipped>(objects(limit + 1))) == "too_deep@" + std::to_string(5 * limit));
  CHECK(outcome(read_status<any_value>(objects(limit + 1))) == "too_deep@" + std::to_string(5 * limit));
  // 100000 levels, unterminated: too deep long before the end.
  const std::string deep(100000, '[');
  CHECK(outcome(read_status<nest>(deep)) == too_deep);
  CHECK(outcome(read_status<skipped>(deep)) == too_deep);
  CHECK(outcome(read_status<any_value>(deep)) == too_deep);
  std::string deep_objects;
  for (int i = 0; i < 100000; ++i) deep_objects += "{\"\":";
  CHECK(outcome(read_status<skipped>(deep_objects)) == "too_deep@" + std::to_string(4 * limit));
  CHECK(outcome(read_status<any_value>(deep_objects)) == "too_deep@" + std::to_string(4 * limit));
  // skip_value counts from the depth it is called at: inside one array.
  CHECK(read_status<std::vector<skipped>>(arrays(limit)).ok());
  CHECK(outcome(read_status<std::vector<skipped>>(arrays(limit + 1))) == too_deep);
  CHECK(outcome(read_status<std::map<std::string, skipped>>("{\"k\":" + deep)) == "too_deep@" + std::to_string(4 + limit));
  // Deep but balanced and past 1024 levels: skip_value's container stack grows.
  CHECK(read_status<skipped, roomy>("[" + objects(2000) + "," + arrays(2000) + "]").ok());
  CHECK(outcome(read_status<skipped, roomy>(std::string(2000, '[') + "}")) == "syntax_error@2000");
  CHECK(outcome(read_status<skipped, roomy>("[" + objects(2000) + "]]")) == "syntax_error@" + std::to_string(1 + 5 * 2000 + 1 + 2000 + 1));
  // Other options.
  CHECK(read_status<nest, shallow>(arrays(8)).ok());
  CHECK(outcome(read_status<nest, shallow>(arrays(9))) == "too_deep@8");
  CHECK(outcome(read_status<skipped, shallow>(arrays(9))) == "too_deep@8");
  CHECK(outcome(read_status<std::vector<std::vector<skipped>>, shallow>(arrays(9))) == "too_deep@8");
  // A scalar at the limit is no deeper.
  CHECK(read_status<skipped, shallow>("[[[[[[[[1]]]]]]]]").ok());

  const jsongen::status s = read_status<nest>(deep);
  CHECK(s.message() == "jsongen: nesting too deep at " + [&] {
          std::string path;
          for (std::size_t i = 0; i < limit; ++i) path += "[0]";
          return path;
        }() + ", line 1 column 513 (byte 512): more than 512 objects and arrays nested (max_depth)");
}

TEST_CASE("reader: positions, lines and paths of errors") {
  using records = std::vector<std::map<std::string, std::string>>;
  jsongen::status s = read_status<records>("[{},{},{},{\"name\":5}]");
  CHECK(s.code == errc::wrong_type);
  CHECK(s.path == "[3][\"name\"]");
  CHECK(s.offset == 18);
  CHECK(s.message() ==
        "jsongen: a value of the wrong type at [3][\"name\"], line 1 column 19 (byte 18): expected a string, found 5");

  s = read_status<records>("[{},\n{},\r\n {\"name\":\"x\\q\"}]");
  CHECK(s.code == errc::syntax_error);
  CHECK(s.path == "[2][\"name\"]");
  CHECK(s.offset == 21);
  CHECK(s.line == 3);
  CHECK(s.column == 12);  // a CR is a byte of the line like any other

  s = read_status<std::map<std::string, std::vector<int>>>("{\"k\":[1,2,true]}");
  CHECK(s.message() ==
        "jsongen: a value of the wrong type at [\"k\"][2], line 1 column 11 (byte 10): expected an integer, found 'true'");

  s = read_status<std::map<std::string, int>>("{\n  \"a\": 1,\n  \"a\": 2\n}");
  CHECK(s.code == errc::duplicate_key);
  CHECK(s.path == "[\"a\"]");
  CHECK(s.line == 3);
  CHECK(s.column == 3);
  CHECK(s.detail == "the key \"a\" is given twice");

  // A key with an escape is shown as written.
  s = read_status<std::map<std::string, int>>("{\"a\\\"b\":x}");
  CHECK(s.path == "[\"a\\\"b\"]");
  CHECK(s.offset == 8);

  // any_value names object members as fields: a.b[1].
  s = read_status<any_value>("{\"a\":{\"b\":[0,01]}}");
  CHECK(s.path == "a.b[1]");
  CHECK(s.message() == "jsongen: invalid JSON at a.b[1], line 1 column 15 (byte 14): a number has no leading zeros");

  s = read_status<std::vector<std::array<std::uint8_t, 2>>>("[[1,2],\n[3,300]]");
  CHECK(s.message() == "jsongen: a number out of range at [1][1], line 2 column 4 (byte 11): expected an integer "
                       "from 0 to 255, found 300");

  s = read_status<std::vector<std::optional<std::string>>>("[null,\"a\",7]");
  CHECK(s.message() == "jsongen: a value of the wrong type at [2], line 1 column 11 (byte 10): expected a string, found 7");

  // The throwing entry point carries the same status.
  try {
    (void)jsongen::from_json<std::vector<int>>(guarded::shared().place("[1,\"2\"]"));
    FAIL("no exception");
  } catch (const jsongen::error& e) {
    CHECK(e.code() == errc::wrong_type);
    CHECK(e.path() == "[1]");
    CHECK(std::string(e.what()) ==
          "jsongen: a value of the wrong type at [1], line 1 column 4 (byte 3): expected an integer, found \"2\"");
  }
}

namespace {

struct replacing : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};

// Where skip_value (the block skip, for a container with whitespace after
// its bracket, where there is SIMD) and skip_value_exact end `json`, or the
// error each reports, as one line: "end@12", "syntax_error@3".
template <class Options = jsongen::default_options>
std::string skip_outcome(std::string_view json, bool exact) {
  const std::string_view placed = guarded::shared().place(json);
  jsongen::detail::basic_reader<Options> r(placed.data(), placed.data() + placed.size());
  const char* q = exact ? r.skip_value_exact(placed.data()) : r.skip_value(placed.data());
  if (q != nullptr) return "end@" + std::to_string(q - placed.data());
  return outcome(r.failure_status().code, r.failure_status().offset);
}

// The block skip alone, every instruction set of the target: the end, or
// "declined" (it reports no errors; skip_value then skips exactly).
template <class Options = jsongen::default_options>
std::vector<std::string> block_outcomes(std::string_view json) {
  std::vector<std::string> results;
#if defined(JSONGEN_HAVE_SIMD)
  const std::string_view placed = guarded::shared().place(json);
  const char* end = placed.data() + placed.size();
  const auto result = [&](const char* q) {
    results.push_back(q != nullptr ? "end@" + std::to_string(q - placed.data()) : std::string("declined"));
  };
  constexpr auto utf8 = Options::utf8;
  const unsigned room = Options::max_depth;
#if defined(JSONGEN_HAVE_X86_LEVELS)
  namespace d = jsongen::detail;
  result(d::x86_sse2::skip_container_blocks<utf8, d::simd_sse2>(placed.data(), end, room));
  result(d::x86_ssse3::skip_container_blocks<utf8, d::simd_ssse3>(placed.data(), end, room));
  if (d::simd_level() == d::simd_avx2)
    result(d::x86_avx2::skip_container_blocks<utf8, d::simd_avx2>(placed.data(), end, room));
#else
  result(jsongen::detail::skip_container_blocks<utf8>(placed.data(), end, room));
#endif
#else
  (void)json;
#endif
  return results;
}

// A value as the block skip sees it: inside an array, after `shift` spaces
// (its tokens at every offset of a block; skip_value takes the block skip
// from one space on), followed by spaces (so that it does not end within a
// block of the end of the input).
std::string shifted_in_array(std::string_view value, std::size_t shift) {
  return "[" + std::string(shift, ' ') + std::string(value) + "]" + std::string(80, ' ');
}

}  // namespace

TEST_CASE("reader: a container skipped a block at a time ends and fails as the exact skip does") {
  const std::string_view valid[] = {
      R"({"a": [1, -2.5e-3, 0, -0, 1E+2, true, false, null, "x\"y\\", {"b": {}}], "c": [], "d": {"e": [[]]}})",
      "{\"k\\u00e9\\ud83d\\ude00\": \"\xC3\xA9\xF0\x9F\x98\x80 \\/\\b\\f\\n\\r\\t\", \"\": \"\"}",
      "[\n  {\n    \"id\": 12,\r\n\t\"tags\": [\"a\", \"b\"]\n  }\n]",
      R"(["\\", "\\\\", "\"", "\\\"", "a\\\\\"b"])",
  };
  const std::string_view malformed[] = {
      // Ill-formed UTF-8, control characters and escapes in skipped strings and keys.
      "[\"x\xFFy\"]",
      "[\"\xC3(\"]",
      "[\"\xC0\xAF\"]",
      "[\"\xED\xA0\x80\"]",
      "[\"\xE2\x82\"]",
      "{\"\xFF\": 1}",
      "[\"a\x01z\"]",
      "[\"a\tz\"]",
      "[\"\\x\"]",
      "[\"\\u12G4\"]",
      "[\"\\uD800\"]",
      "[\"\\uDC00x\"]",
      "[\"\\",
      // Unbalanced or mismatched brackets.
      "[1, 2",
      "{\"a\": 1",
      "[}",
      "{]",
      "[{]}",
      "[[]",
      "{\"a\": [1}",
      "[\"a\"",
      // Missing or extra commas and colons, keys that are not strings.
      "[1 2]",
      "{\"a\" 1}",
      "{\"a\": 1 \"b\": 2}",
      "[1,,2]",
      "[,1]",
      "{,}",
      "{\"a\"}",
      "{\"a\":}",
      "{\"a\"::1}",
      "[1:2]",
      "{\"a\": 1,}",
      "[1,]",
      "{1: 2}",
      "[\"a\": 1]",
      "[{}{}]",
      "[[][]]",
      "[\"a\"\"b\"]",
      "[1\"a\"]",
      "[true false]",
      "{\"a\": 1, \"b\"}",
      "{\"a\" , 1}",
      // Literals.
      "[tru]",
      "[truee]",
      "[nul]",
      "[nulll]",
      "[fals]",
      "[True]",
      "[t]",
      "[null1]",
      "[NaN]",
      "[Infinity]",
      "[-Infinity]",
      // Numbers.
      "[01]",
      "[-]",
      "[1.]",
      "[.5]",
      "[1e]",
      "[1e+]",
      "[+1]",
      "[1.5.2]",
      "[--1]",
      "[1x]",
      "[0x10]",
      "[1-2]",
      "[-01]",
      // Bytes that are no JSON outside strings; comments and trailing commas (strict options).
      "[\x01]",
      "[1,\x7F]",
      "[\xC3\xA9]",
      "[1/2]",
      "[1 /*c*/]",
      "[1 // c\n]",
      "[1,\f2]",
      "[\0]"sv,
  };
  const auto check = [](std::string_view value, bool well_formed) {
    for (std::size_t shift = 0; shift <= 70; ++shift) {
      const std::string json = shifted_in_array(value, shift);
      CAPTURE(value, shift);
      const std::string exact = skip_outcome(json, true);
      CHECK(skip_outcome(json, false) == exact);
      CHECK((exact.rfind("end@", 0) == 0) == well_formed);
      for (const std::string& block : block_outcomes(json)) CHECK(block == (well_formed ? exact : "declined"));
      // Lenient input and replaced UTF-8: the block skip accepts what the
      // strict one does, and declines the rest.
      CHECK(skip_outcome<jsongen::lenient_options>(json, false) == skip_outcome<jsongen::lenient_options>(json, true));
      CHECK(skip_outcome<replacing>(json, false) == skip_outcome<replacing>(json, true));
    }
  };
  for (std::string_view value : valid) check(value, true);
  for (std::string_view value : malformed) check(value, false);

  // Escaped quotes and runs of backslashes across a block boundary: a run
  // of odd length escapes the quote after it, one of even length does not
  // (the string ends there and 'x' is out of place).
  for (std::size_t run = 1; run <= 6; ++run) {
    const std::string value = "[\"" + std::string(run, '\\') + "\"x\"]";
    check(value, run % 2 == 1);
  }
  // Nesting over the limit, counted from where the skip starts.
  for (std::size_t depth = 7; depth <= 9; ++depth) {
    const std::string json = std::string(depth, '[') + std::string(depth, ']') + std::string(80, ' ');
    CAPTURE(depth);
    const std::string exact = skip_outcome<shallow>(json, true);
    CHECK(exact == (depth <= 8 ? "end@" + std::to_string(2 * depth) : "too_deep@8"));
    CHECK(skip_outcome<shallow>(json, false) == exact);
    for (const std::string& block : block_outcomes<shallow>(json)) CHECK(block == (depth <= 8 ? exact : "declined"));
  }
  // A value that ends within a block of the end of the input is declined
  // (and skipped exactly).
  for (const std::string& block : block_outcomes("[1, 2]")) CHECK(block == "declined");
  CHECK(skip_outcome("[1, 2]", false) == "end@6");
}
