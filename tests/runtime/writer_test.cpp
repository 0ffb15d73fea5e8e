// The writer and the std containers: capacity reuse, growth from nothing,
// and container shapes.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <array>
#include <cstdint>
#include <forward_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

TEST_CASE("to_json(value, out) overwrites out and reuses its capacity", "[writer]") {
  std::string out = "old contents that must go";
  out.reserve(4096);
  const char* data = out.data();
  const std::size_t capacity = out.capacity();
  jsongen::to_json(std::vector<int>{1, 2, 3}, out);
  CHECK(out == "[1,2,3]");
  CHECK(out.data() == data);
  CHECK(out.capacity() == capacity);
}

TEST_CASE("output far larger than the starting buffer", "[writer]") {
  std::vector<std::string> words(5000, "word\n");
  std::string expected = "[";
  for (std::size_t i = 0; i < words.size(); ++i) expected += i ? ",\"word\\n\"" : "\"word\\n\"";
  expected += "]";
  std::string out;
  jsongen::to_json(words, out);
  CHECK(out == expected);
}

TEST_CASE("standard containers", "[writer]") {
  CHECK(jsongen::to_json(std::vector<int>{}) == "[]");
  CHECK(jsongen::to_json(std::array<double, 2>{1.5, -2}) == "[1.5,-2]");
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  CHECK(jsongen::to_json(grid) == "[[1,2,3],[4,5,6]]");
  CHECK(jsongen::to_json(std::optional<int>{}) == "null");
  CHECK(jsongen::to_json(std::optional<int>{7}) == "7");
  CHECK(jsongen::to_json(std::map<std::string, int>{{"b", 2}, {"a", 1}}) == R"({"a":1,"b":2})");
  CHECK(jsongen::to_json(std::map<std::string, int>{}) == "{}");
  CHECK(jsongen::to_json(std::unordered_map<std::string_view, bool>{{"k\"", true}}) == R"({"k\"":true})");
  CHECK(jsongen::to_json(std::string_view("sv")) == "\"sv\"");
  const char* text = "c\tstr";
  const char* none = nullptr;
  CHECK(jsongen::to_json(text) == R"("c\tstr")");
  CHECK(jsongen::to_json(none) == "null");
}

namespace {
// A range that claims more elements than any memory holds; never iterated.
struct claimed_range {
  using value_type = std::int64_t;
  std::size_t claimed;
  std::int64_t first = 0;  // begin() != end(): not empty
  const std::int64_t* begin() const { return &first; }
  const std::int64_t* end() const { return &first + 1; }
  std::size_t size() const { return claimed; }
  bool empty() const { return claimed == 0; }
};
}  // namespace

// Only its room is ever asked for.
template <>
struct jsongen::serializer<claimed_range> {
  template <class W>
  static char* write(W& w, char* p, const claimed_range& r) {
    return detail::write_array(w, p, r);
  }
};

TEST_CASE("the room of a run of fields never wraps around", "[writer]") {
  std::string out;
  jsongen::writer w(out);
  using W = jsongen::writer;
  constexpr std::uint64_t impossible = W::kImpossibleRoom;
  constexpr std::size_t element = jsongen::detail::fixed_size<W, std::int64_t>();
  // With a 32-bit size_t no count reaches the limit (2^54 bytes): there the
  // largest arrays' rooms are exact, and their sums all there is (SIZE_MAX).
  constexpr bool wide = sizeof(std::size_t) >= 8;
  CHECK(w.array_room(0, element) == 2);
  CHECK(w.array_room(3, element) == 2 + 3 * (element + 1));
  if constexpr (wide) {
    // Just below and at the limit where an array's room becomes impossible.
    const auto last_possible = static_cast<std::size_t>((impossible - 2) / (element + 1) - 1);
    CHECK(w.array_room(last_possible, element) < impossible);
    CHECK(w.array_room(last_possible + 1, element) == impossible);
    CHECK(w.array_room(std::size_t(-1), element) == impossible);
  } else {
    CHECK(w.array_room(std::size_t(-1), element) == 2 + std::uint64_t{std::size_t(-1)} * (element + 1));
  }
  // An array counts in a run of fields as its empty form, "[]", so the
  // run's room is a constant, however many elements its arrays claim.
  const claimed_range huge{std::size_t(-1)};
  const std::int64_t number = 1;
  std::size_t total = 0;
  [&](auto... ranges) { total = jsongen::detail::run_room(w, 1000, number, ranges...); }(
      huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge);
  CHECK(total == 1000 + element + 16 * 2);
  std::array<claimed_range, 256> many;
  many.fill(huge);
  total = std::apply([&](const auto&... ranges) { return jsongen::detail::run_room(w, 1000, ranges...); }, many);
  CHECK(total == 1000 + 256 * 2);
  // A non-empty one asks for its own room and the run's again: impossible
  // (or all there is), never wrapped around to something small.
  // Asking for it fails cleanly and leaves the writer usable.
  char* p = w.begin();
  CHECK_THROWS_AS(jsongen::detail::write_bounded(w, p, huge, total, 256), std::length_error);
  CHECK_THROWS_AS(jsongen::detail::write_bounded(w, p, huge, std::size_t(-1), 256), std::length_error);
  if constexpr (wide) CHECK_THROWS_AS(w.reserve(p, static_cast<std::size_t>(impossible)), std::length_error);
  p = w.write(p, "ok", 2);
  w.finish(p);
  CHECK(out == "ok");
  // Pretty output: more per element, the same limit.
  std::string pretty_out;
  jsongen::basic_writer<jsongen::pretty_options<4>> pretty(pretty_out);
  if constexpr (wide) CHECK(pretty.array_room(std::size_t(-1) / 2, element) == impossible);
  CHECK(pretty.array_room(2, element) > w.array_room(2, element));
}

TEST_CASE("arrays of fixed-size values in every kind of output", "[writer]") {
  const std::vector<std::int64_t> numbers{1, -22, 333};
  CHECK(jsongen::to_json(numbers) == "[1,-22,333]");
  CHECK(jsongen::to_json<jsongen::pretty_options<2>>(numbers) == "[\n  1,\n  -22,\n  333\n]");
  CHECK(jsongen::to_json<jsongen::pretty_options<2>>(std::vector<int>{}) == "[]");
  const std::forward_list<bool> flags{true, false};  // no size(): counted
  CHECK(jsongen::to_json(flags) == "[true,false]");
  CHECK(jsongen::to_json(std::vector<std::optional<int>>{1, std::nullopt}) == "[1,null]");
}
