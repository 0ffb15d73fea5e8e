// libFuzzer target: from_json into each scalar kind (every integer width,
// float, double, bool, std::string) and into a std::vector<double> and a
// std::map<std::string, int>.
//
// The input is copied to a heap block of exactly its size, so that ASan
// catches any read past its end, and read into each type under the default
// options and under nan=literal, utf8=pass. On success:
//  - written again and read back, the value is the same (floats to the bit;
//    a NaN as the quiet NaN the reader makes), and written again the same
//    bytes (a round trip);
//  - a lone number is the one std::from_chars reads from the same text
//    (integers), or strtof / strtod (floats and doubles: correctly rounded).
// Any failure aborts with a description; ASan and UBSan catch the rest.
#include <jsongen/jsongen.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace {

struct literal_pass : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};

[[noreturn]] void fail(const char* type, const char* what, std::string_view input) {
  std::fprintf(stderr, "fuzz_read_scalars: %s: %s\n  input (%zu bytes):", type, what, input.size());
  for (const char c : input) std::fprintf(stderr, " %02x", static_cast<unsigned char>(c));
  std::fprintf(stderr, "\n");
  std::abort();
}

template <class F>
bool same_float(F a, F b) {
  if (std::isnan(a)) a = std::numeric_limits<F>::quiet_NaN();  // what reading "NaN" or null gives
  unsigned char x[sizeof(F)], y[sizeof(F)];
  std::memcpy(x, &a, sizeof a);
  std::memcpy(y, &b, sizeof b);
  return std::memcmp(x, y, sizeof x) == 0;
}

template <class T>
bool same(const T& a, const T& b) {
  if constexpr (std::is_floating_point<T>::value) {
    return same_float(a, b);
  } else if constexpr (std::is_same<T, std::vector<double>>::value) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (!same_float(a[i], b[i])) return false;
    }
    return true;
  } else {
    return a == b;
  }
}

// The input without the whitespace around it, when that is a number token.
std::string_view number_token(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  if (s.empty() || !(s[0] == '-' || (s[0] >= '0' && s[0] <= '9'))) return {};
  if (s.size() > 1 && s[1] == 'I') return {};  // -Infinity
  return s;
}

// A number jsongen read must be what the C++ library reads from its text.
template <class T>
void check_number(const char* type, const T& v, std::string_view input) {
  if constexpr (std::is_floating_point<T>::value) {
    const std::string_view token = number_token(input);
    if (token.empty()) return;
    const std::string text(token);  // NUL-terminated; JSON's syntax, which strtod reads the same way
    const T expected = std::is_same<T, float>::value ? static_cast<T>(std::strtof(text.c_str(), nullptr))
                                                     : static_cast<T>(std::strtod(text.c_str(), nullptr));
    if (!same(expected, v)) fail(type, "from_json read another number than strtod / strtof", input);
  } else if constexpr (std::is_integral<T>::value && !std::is_same<T, bool>::value) {
    const std::string_view token = number_token(input);
    if (token.empty()) return;
    if (std::is_unsigned<T>::value && token[0] == '-') {  // only "-0" may be read
      if (v != 0) fail(type, "from_json read a negative number into an unsigned type", input);
      return;
    }
    T expected{};
    const auto r = std::from_chars(token.data(), token.data() + token.size(), expected);
    if (r.ec != std::errc() || r.ptr != token.data() + token.size()) fail(type, "from_json read an integer std::from_chars rejects", input);
    if (expected != v) fail(type, "from_json read another integer than std::from_chars", input);
  } else {
    (void)type, (void)v, (void)input;
  }
}

template <class Options, class T>
void check(const char* type, std::string_view input) {
  T v{};
  if (!jsongen::from_json<Options>(input, v).ok()) return;
  if constexpr (std::is_same<Options, jsongen::default_options>::value) check_number(type, v, input);
  std::string written;
  if (!jsongen::try_to_json<Options>(v, written).ok()) fail(type, "what was read cannot be written", input);
  T back{};
  const jsongen::status st = jsongen::from_json<Options>(written, back);
  if (!st.ok()) fail(type, ("what was written does not read back: " + st.message()).c_str(), input);
  if (!same(v, back)) fail(type, "read back differently", input);
  std::string again;
  if (!jsongen::try_to_json<Options>(back, again).ok() || again != written) fail(type, "written again differently", input);
}

template <class Options>
void check_all(std::string_view in) {
  check<Options, bool>("bool", in);
  check<Options, std::int8_t>("int8_t", in);
  check<Options, std::uint8_t>("uint8_t", in);
  check<Options, std::int16_t>("int16_t", in);
  check<Options, std::uint16_t>("uint16_t", in);
  check<Options, std::int32_t>("int32_t", in);
  check<Options, std::uint32_t>("uint32_t", in);
  check<Options, std::int64_t>("int64_t", in);
  check<Options, std::uint64_t>("uint64_t", in);
  check<Options, float>("float", in);
  check<Options, double>("double", in);
  check<Options, std::string>("std::string", in);
  check<Options, std::vector<double>>("std::vector<double>", in);
  check<Options, std::map<std::string, int>>("std::map<std::string, int>", in);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::unique_ptr<char[]> block(new char[size]);
  if (size != 0) std::memcpy(block.get(), data, size);
  const std::string_view input(block.get(), size);
  check_all<jsongen::default_options>(input);
  check_all<literal_pass>(input);
  return 0;
}
