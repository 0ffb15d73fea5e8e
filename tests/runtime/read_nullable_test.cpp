// std::optional, std::unique_ptr and std::shared_ptr of a type with a
// user-written deserializer (read_nullable.h): one that does not say what
// it reads (no `kinds`, as docs/reading.md shows them) is never handed a
// null, which is no value, as the writer writes an empty one; one whose
// `kinds` has null reads the null itself. (The first once got the null and
// failed: std::optional<T> could not read back what it wrote.)
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace {

// Cents, written and read as an integer; its deserializer has no `kinds`.
struct cents {
  std::int64_t value = 0;
};

// A value that is null itself: `kinds` says so.
struct nothing_or_int {
  bool is_null = false;
  int value = 0;
};

}  // namespace

namespace jsongen {
template <>
struct serializer<cents> {
  template <class W>
  static char* write(W& w, char* p, const cents& c) {
    return write_value(w, p, c.value);
  }
};
template <>
struct deserializer<cents> {
  template <class R>
  static const char* read(R& r, const char* p, cents& c) {
    return read_value(r, p, c.value);
  }
};

template <>
struct deserializer<nothing_or_int> {
  static constexpr unsigned kinds = detail::kind_null | detail::kind_integer;
  template <class R>
  static const char* read(R& r, const char* p, nothing_or_int& v) {
    if (p != r.end() && *p == 'n') {
      v.is_null = true;
      return r.literal(p, "null", "null");
    }
    v.is_null = false;
    return read_value(r, p, v.value);
  }
};
}  // namespace jsongen

TEST_CASE("an optional of a user-read type without kinds reads null as no value", "[read][nullable]") {
  std::optional<cents> empty;
  const std::string json = jsongen::to_json(empty);
  REQUIRE(json == "null");
  std::optional<cents> back = cents{5};
  REQUIRE(jsongen::from_json(json, back).ok());
  CHECK_FALSE(back.has_value());

  REQUIRE(jsongen::from_json("-42", back).ok());
  REQUIRE(back.has_value());
  CHECK(back->value == -42);
  CHECK(jsongen::from_json("\"x\"", back).code == jsongen::errc::wrong_type);
}

TEST_CASE("smart pointers of a user-read type without kinds read null as no pointer", "[read][nullable]") {
  auto unique = std::make_unique<cents>();
  REQUIRE(jsongen::from_json("null", unique).ok());
  CHECK(unique == nullptr);
  REQUIRE(jsongen::from_json("7", unique).ok());
  REQUIRE(unique != nullptr);
  CHECK(unique->value == 7);

  auto shared = std::make_shared<cents>();
  REQUIRE(jsongen::from_json("null", shared).ok());
  CHECK(shared == nullptr);
  REQUIRE(jsongen::from_json("8", shared).ok());
  REQUIRE(shared != nullptr);
  CHECK(shared->value == 8);
}

TEST_CASE("a user-read type whose kinds has null reads the null inside an optional", "[read][nullable]") {
  std::optional<nothing_or_int> v;
  REQUIRE(jsongen::from_json("null", v).ok());
  REQUIRE(v.has_value());
  CHECK(v->is_null);
  REQUIRE(jsongen::from_json("3", v).ok());
  REQUIRE(v.has_value());
  CHECK_FALSE(v->is_null);
  CHECK(v->value == 3);
}
