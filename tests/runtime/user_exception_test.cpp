// A user-written serializer that throws: try_to_json reports
// errc::user_exception with the exception's what() and the path of the value
// whose serializer threw; to_json lets the exception itself through, with
// the output empty. Only jsongen's own failures are output_too_large and
// out_of_memory.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace user_exception_test {

// Throws what it is told to when written; writes 1 otherwise.
struct Thrower {
  enum kind_t { none, runtime_error, length_error, not_std, after_key } kind = none;
};

struct user_error {
  int code;
};

// Holds a Thrower in a field, as a generated struct would (with locate).
struct Holder {
  std::string name;
  Thrower inner;
};

}  // namespace user_exception_test

template <>
struct jsongen::serializer<user_exception_test::Thrower> {
  template <class W>
  static char* write(W& w, char* p, const user_exception_test::Thrower& t) {
    using T = user_exception_test::Thrower;
    switch (t.kind) {
      case T::none: break;
      case T::runtime_error: throw std::runtime_error("boom");
      case T::length_error: throw std::length_error("the user's own length_error");
      case T::not_std: throw user_exception_test::user_error{42};
      case T::after_key:
        // Part of an object, then a throw: the path goes on into it.
        p = w.key(p, "{\"deep\":");
        throw std::runtime_error("inside");
    }
    return write_value(w, p, 1);
  }
};

template <>
struct jsongen::serializer<user_exception_test::Holder> {
  template <class W>
  static char* write(W& w, char* p, const user_exception_test::Holder& v) {
    p = detail::write_field(w, p, "{\"name\":", v.name);
    p = detail::write_field(w, p, ",\"inner\":", v.inner);
    return w.end_object(p);
  }
  template <class L>
  static bool locate(L& l, const user_exception_test::Holder& v) {
    if (detail::locate_value(l, v.name)) return l.field("name");
    if (detail::locate_value(l, v.inner)) return l.field("inner");
    return false;
  }
};

namespace user_exception_test {
namespace {

using value_type = std::map<std::string, std::vector<Holder>>;

value_type with(Thrower::kind_t kind) {
  return {{"a", {Holder{"x", {}}}}, {"b", {Holder{"y", {}}, Holder{"z", Thrower{kind}}}}};
}

TEST_CASE("try_to_json: a serializer's exception is user_exception with what() and the path", "[user_exception]") {
  std::string out = "stale";
  const jsongen::status st = jsongen::try_to_json(with(Thrower::runtime_error), out);
  CHECK(st.code == jsongen::errc::user_exception);
  CHECK(st.detail == "boom");
  CHECK(st.path == "[\"b\"][1].inner");
  CHECK(st.message() == "jsongen: a user-written serializer threw an exception at [\"b\"][1].inner: boom");
  CHECK(out.empty());
}

TEST_CASE("try_to_json: the path goes on inside what the serializer wrote", "[user_exception]") {
  std::string out;
  const jsongen::status st = jsongen::try_to_json(with(Thrower::after_key), out);
  CHECK(st.code == jsongen::errc::user_exception);
  CHECK(st.detail == "inside");
  CHECK(st.path == "[\"b\"][1].inner.deep");
}

TEST_CASE("try_to_json: a user's std::length_error is not output_too_large", "[user_exception]") {
  std::string out;
  const jsongen::status st = jsongen::try_to_json(with(Thrower::length_error), out);
  CHECK(st.code == jsongen::errc::user_exception);
  CHECK(st.detail == "the user's own length_error");
  CHECK(st.path == "[\"b\"][1].inner");
}

TEST_CASE("try_to_json: an exception of another type is an unknown exception", "[user_exception]") {
  std::string out;
  const jsongen::status st = jsongen::try_to_json(with(Thrower::not_std), out);
  CHECK(st.code == jsongen::errc::user_exception);
  CHECK(st.detail == "unknown exception");
  CHECK(st.path == "[\"b\"][1].inner");
}

TEST_CASE("try_to_json: an earlier error in writing order comes first", "[user_exception]") {
  value_type v = with(Thrower::runtime_error);
  v["a"][0].name = "\xff";
  std::string out;
  const jsongen::status st = jsongen::try_to_json(v, out);
  CHECK(st.code == jsongen::errc::invalid_utf8);
  CHECK(st.path == "[\"a\"][0].name");
  CHECK(st.detail.empty());
}

TEST_CASE("try_to_json: the same into every output", "[user_exception]") {
  const value_type v = with(Thrower::runtime_error);
  std::vector<char> vec(3, 'x');
  const jsongen::status vs = jsongen::try_to_json(v, vec);
  CHECK(vs.code == jsongen::errc::user_exception);
  CHECK(vs.path == "[\"b\"][1].inner");
  CHECK(vec.empty());
  char buffer[256];
  const jsongen::buffer_status bs = jsongen::try_to_json(v, buffer, sizeof buffer);
  CHECK(bs.code == jsongen::errc::user_exception);
  CHECK(bs.detail == "boom");
  CHECK(bs.size == 0);
  std::ostringstream os;
  const jsongen::status ss = jsongen::try_to_json(v, os, 4);
  CHECK(ss.code == jsongen::errc::user_exception);
  CHECK(ss.path == "[\"b\"][1].inner");
}

TEST_CASE("to_json: the serializer's exception passes through unchanged, out empty", "[user_exception]") {
  std::string out = "stale";
  try {
    jsongen::to_json(with(Thrower::runtime_error), out);
    FAIL("no exception");
  } catch (const jsongen::error&) {
    FAIL("turned into jsongen::error");
  } catch (const std::runtime_error& e) {
    CHECK(std::string(e.what()) == "boom");
  }
  CHECK(out.empty());

  std::vector<char> vec(3, 'x');
  try {
    jsongen::to_json(with(Thrower::not_std), vec);
    FAIL("no exception");
  } catch (const user_error& e) {
    CHECK(e.code == 42);
  }
  CHECK(vec.empty());

  try {
    jsongen::to_json(with(Thrower::length_error), out);
    FAIL("no exception");
  } catch (const jsongen::error&) {
    FAIL("turned into jsongen::error");
  } catch (const std::length_error& e) {
    CHECK(std::string(e.what()) == "the user's own length_error");
  }
  CHECK(out.empty());

  std::ostringstream os;
  CHECK_THROWS_AS(jsongen::to_json(with(Thrower::runtime_error), os), std::runtime_error);
  char buffer[64];
  CHECK_THROWS_AS(jsongen::to_json(with(Thrower::runtime_error), buffer, sizeof buffer), std::runtime_error);
}

TEST_CASE("nothing thrown: the same value is written whole", "[user_exception]") {
  CHECK(jsongen::to_json(with(Thrower::none)) ==
        R"({"a":[{"name":"x","inner":1}],"b":[{"name":"y","inner":1},{"name":"z","inner":1}]})");
}

}  // namespace
}  // namespace user_exception_test
