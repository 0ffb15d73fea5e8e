// Huge inputs to from_json:
//
//  - nesting a million deep ("[[[[...", '{"a":{"a":...', closed or not, and
//    skipped as a value nobody reads) is errc::too_deep at max_depth, at the
//    bracket past it, without overflowing the stack;
//  - 10 million integers and doubles into a std::vector: the same numbers
//    as written, in time linear in their count (10x the elements, not much
//    more than 10x the time), O(log N) allocations, none reading again
//    into the same vector;
//  - a 1 GiB string (escapes and multi-byte characters every MiB) under each
//    UTF-8 policy: the bytes written; again into the same string, no
//    allocation; cut short, errc::unexpected_end at its end; one ill-formed
//    byte at the end, errc::invalid_utf8 there.
//
//   huge_read_test [--small]   (--small: 64 MiB and 1 million elements, for the sanitizer build)
#include <jsongen/jsongen.h>

#include "huge_support.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <new>
#include <string>
#include <string_view>
#include <vector>

// Recursive values, read by hand-written deserializers through the
// runtime's readers: arrays of arrays, objects of objects, and a value
// skipped unread (as an unknown key's is).
struct nested_arrays {
  std::vector<nested_arrays> items;
};
struct nested_objects {
  std::map<std::string, nested_objects> members;
};
struct skipped {};

namespace jsongen {
template <>
struct deserializer<nested_arrays> {
  static constexpr unsigned kinds = detail::kind_array;
  template <class R>
  static const char* read(R& r, const char* p, nested_arrays& v) {
    return read_value(r, p, v.items);
  }
};
template <>
struct deserializer<nested_objects> {
  static constexpr unsigned kinds = detail::kind_object;
  template <class R>
  static const char* read(R& r, const char* p, nested_objects& v) {
    return read_value(r, p, v.members);
  }
};
template <>
struct deserializer<skipped> {
  template <class R>
  static const char* read(R& r, const char* p, skipped&) {
    return r.skip_value(p);
  }
};
}  // namespace jsongen

namespace {

// Time and allocations of one call.
template <class F>
double measured(const std::string& what, F f) {
  allocation_count = allocated_bytes = 0;
  const auto start = std::chrono::steady_clock::now();
  counting = true;
  f();
  counting = false;
  const double t = seconds_since(start);
  std::printf("  %-56s %8.3f s, %3zu allocations, %8.1f MB\n", what.c_str(), t, allocation_count,
              static_cast<double>(allocated_bytes) / 1e6);
  return t;
}

// ---- depth -----------------------------------------------------------------

template <class T>
void too_deep(const char* what, const std::string& json) {
  T v;
  jsongen::status st;
  measured(what, [&] { st = jsongen::from_json(json, v); });
  const auto max_depth = jsongen::default_options::max_depth;
  check(st.code == jsongen::errc::too_deep, std::string(what) + ": " + st.message());
  // The bracket that opens level max_depth + 1.
  const std::size_t per_level = json[0] == '[' ? 1 : 5;
  check(st.offset == max_depth * per_level, std::string(what) + ": at byte " + std::to_string(st.offset) +
                                                ", expected " + std::to_string(max_depth * per_level));
}

void deep_nesting(std::size_t depth) {
  std::printf("nesting %zu deep:\n", depth);
  const std::string open(depth, '[');
  too_deep<nested_arrays>("arrays, closed", open + std::string(depth, ']'));
  too_deep<nested_arrays>("arrays, never closed", open);
  too_deep<skipped>("arrays, skipped unread", open + std::string(depth, ']'));
  std::string objects;
  objects.reserve(depth * 6 + 1);
  for (std::size_t i = 0; i < depth; ++i) objects += "{\"a\":";
  std::string closed = objects + "{}" + std::string(depth, '}');
  too_deep<nested_objects>("objects, closed", closed);
  too_deep<nested_objects>("objects, never closed", objects);
  too_deep<skipped>("objects, skipped unread", closed);
  // Just within the limit, it reads.
  const unsigned limit = jsongen::default_options::max_depth;
  nested_arrays v;
  const jsongen::status st = jsongen::from_json(std::string(limit, '[') + std::string(limit, ']'), v);
  check(st.ok(), "arrays max_depth deep: " + st.message());
}

// ---- many elements --------------------------------------------------------------

template <class T, class Make>
double numbers(const char* name, std::size_t count, Make make) {
  std::vector<T> v(count);
  for (std::size_t i = 0; i < count; ++i) v[i] = make(i);
  const std::string json = jsongen::to_json(v);
  const std::string what = std::string(name) + " x " + std::to_string(count);
  std::vector<T> back;
  jsongen::status st;
  const double t = measured(what + ", into an empty vector", [&] { st = jsongen::from_json(json, back); });
  check(st.ok(), what + ": " + st.message());
  check(allocation_count <= 64, what + ": " + std::to_string(allocation_count) + " allocations");
  check(back.size() == count && std::memcmp(back.data(), v.data(), count * sizeof(T)) == 0, what + ": numbers differ");
  measured(what + ", again into the same vector", [&] { st = jsongen::from_json(json, back); });
  check(st.ok() && allocation_count == 0, what + " again: " + std::to_string(allocation_count) + " allocations");
  check(back.size() == count && std::memcmp(back.data(), v.data(), count * sizeof(T)) == 0, what + " again: numbers differ");
  return t;
}

void many_elements(std::size_t count) {
  std::printf("vectors of %zu elements:\n", count);
  auto as_int = [](std::size_t i) {
    return static_cast<int>(static_cast<std::int32_t>(static_cast<std::uint32_t>(i * 2654435761u)) >> (i % 32));
  };
  auto as_double = [](std::size_t i) {
    const std::uint64_t bits = (i * 0x9E3779B97F4A7C15ull) & 0x7FEFFFFFFFFFFFFFull;  // finite
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  };
  // Against a tenth of the elements: linear growth gives about 10x.
  const double small_time = numbers<int>("int", count / 10, as_int);
  const double large_time = numbers<int>("int", count, as_int);
  std::printf("  int: %.3f s for %zu, %.3f s for %zu elements: %.1fx\n", small_time, count / 10, large_time, count,
              large_time / small_time);
  check(large_time < 40 * small_time + 0.5, "10x the elements took more than 40x the time");
  numbers<double>("double", count, as_double);
}

// ---- a huge string ------------------------------------------------------------------

template <class Options>
void read_string(const char* what, const std::string& json, const std::string& expected, std::string& out) {
  jsongen::status st;
  measured(std::string(what) + ", into an empty string", [&] { st = jsongen::from_json<Options>(json, out); });
  check(st.ok(), std::string(what) + ": " + st.message());
  check(out == expected, std::string(what) + ": the text read differs");
  measured(std::string(what) + ", again into the same string", [&] { st = jsongen::from_json<Options>(json, out); });
  check(st.ok() && allocation_count == 0, std::string(what) + " again: " + std::to_string(allocation_count) + " allocations");
  check(out == expected, std::string(what) + " again: the text read differs");
  std::string().swap(out);
}

void huge_string(std::size_t size) {
  std::printf("a string of %zu MiB:\n", size >> 20);
  const std::size_t block = 1 << 20;
  std::string s(size, 'a');
  for (std::size_t k = 0; k < size / block; ++k) {
    char* b = &s[k * block];
    b[7] = '"';
    std::memcpy(b + 100, "\xc3\xa9", 2);
    b[200] = '\n';
    std::memcpy(b + 300, "\xf0\x9f\x98\x80", 4);
    b[block - 1] = static_cast<char>(k % 26 + 'A');
  }
  std::string json = jsongen::to_json(s);
  check(json.size() == 2 + size + 2 * (size / block), "the JSON text has the wrong size");
  std::string out;
  read_string<jsongen::default_options>("utf8_policy::error", json, s, out);
  read_string<replace_options>("utf8_policy::replace", json, s, out);
  read_string<pass_options>("utf8_policy::pass", json, s, out);

  // Cut short: the end of the input inside the string.
  jsongen::status st = jsongen::from_json(std::string_view(json.data(), json.size() - 1), out);
  check(st.code == jsongen::errc::unexpected_end && st.offset == json.size() - 1, "cut short: " + st.message());
  // One ill-formed byte before the closing quote.
  json[json.size() - 2] = '\xff';
  st = jsongen::from_json(json, out);
  check(st.code == jsongen::errc::invalid_utf8 && st.offset >= json.size() - 8 && st.offset < json.size(),
        "ill-formed last byte: " + st.message());
}

}  // namespace

int main(int argc, char** argv) {
  const bool small = argc > 1 && std::strcmp(argv[1], "--small") == 0;
  const std::size_t string_size = small ? std::size_t{64} << 20 : std::size_t{1} << 30;
  const std::size_t elements = small ? 1000000 : 10000000;
  deep_nesting(1000000);
  const double needed = small ? 1.0 : 5.0;
  if (available_gib() < needed) {
    std::printf("huge_read_test: only %.1f GiB of memory available, %.0f needed: skipped\n", available_gib(), needed);
    return failures ? 1 : 77;
  }
  many_elements(elements);
  huge_string(string_size);
  if (failures != 0) {
    std::printf("huge_read_test: %d failures\n", failures);
    return 1;
  }
  std::printf("huge_read_test: ok\n");
  return 0;
}
