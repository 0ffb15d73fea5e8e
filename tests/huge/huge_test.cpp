// Huge inputs and the writer's capacity arithmetic:
//
//  - a 1 GiB string (with escapes and multi-byte characters every MiB) under
//    each UTF-8 policy, and again into the reused buffer: the output's size,
//    its ends and whole sample MiBs are checked against an escaper written
//    here;
//  - vectors of 10 million integers, doubles and strings, read back with
//    std::from_chars / a scan;
//  - no quadratic growth: this program counts allocations (it replaces the
//    global operator new): writing N bytes must take O(log N) allocations of
//    O(N) bytes in all, a reused buffer none, and 10x the elements must not
//    take much more than 10x the time;
//  - a returned string is sized by what the last one of its type needed,
//    room asked for past its end included: one allocation;
//  - a stream takes an output of any size through a buffer of fixed size:
//    10 million strings streamed with one allocation of 64 KiB, the bytes
//    the stream receives checked against the string output;
//  - requests near SIZE_MAX: the writer must throw std::length_error (or
//    std::bad_alloc when the request is within max_size() but no memory can
//    hold it), change nothing, and stay usable; to_json passes the exception
//    on with `out` empty, try_to_json reports errc::output_too_large.
//
//   huge_test [--small]   (--small: 64 MiB and 1 million elements, for the sanitizer build)
#include <jsongen/jsongen.h>

#include "huge_support.h"

#include <charconv>
#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <new>
#include <ostream>
#include <streambuf>
#include <stdexcept>
#include <string>
#include <vector>

// A value whose serializer asks the writer for an impossible amount of room.
struct impossible_request {
  std::size_t bytes;
};

namespace jsongen {
template <>
struct serializer<impossible_request> {
  template <class W>
  static char* write(W& w, char* p, const impossible_request& r) {
    p = w.put(p, '[');
    p = w.reserve(p, r.bytes);
    return w.put(p, ']');
  }
};
}  // namespace jsongen

namespace {

// JSON escaping of valid UTF-8, written here for the comparison.
std::string escape(const char* s, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c < 0x20) {
      char u[8];
      std::snprintf(u, sizeof u, "\\u%04x", c);
      out += u;
    } else out += static_cast<char>(c);
  }
  return out;
}

// Allocation counts and time of one call.
template <class F>
double measured(const char* what, std::size_t output_size, bool reused, F f) {
  allocation_count = allocated_bytes = 0;
  const auto start = std::chrono::steady_clock::now();
  counting = true;
  f();
  counting = false;
  const double t = seconds_since(start);
  std::printf("  %-52s %8.2f s, %3zu allocations, %6.2fx the output in bytes\n", what, t, allocation_count,
              static_cast<double>(allocated_bytes) / static_cast<double>(output_size ? output_size : 1));
  if (reused) {
    check(allocation_count == 0, std::string(what) + ": allocated although the buffer had room");
  } else {
    // Doubling from 256 bytes: about log2(size / 256) steps, each at most twice the output.
    check(allocation_count <= 48, std::string(what) + ": too many allocations: " + std::to_string(allocation_count));
    check(allocated_bytes <= 4 * output_size + 4096,
          std::string(what) + ": allocated " + std::to_string(allocated_bytes) + " bytes for " + std::to_string(output_size));
  }
  return t;
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
  // Each block holds one '"' and one '\n', each written as two bytes.
  const std::size_t expected_size = 2 + size + 2 * (size / block);
  std::string out;
  auto check_output = [&](const char* what) {
    check(out.size() == expected_size, std::string(what) + ": size " + std::to_string(out.size()) + ", expected " +
                                           std::to_string(expected_size));
    if (out.size() != expected_size) return;
    check(out.front() == '"' && out.back() == '"', std::string(what) + ": not quoted");
    const std::string first = escape(s.data(), block);
    for (const std::size_t k : {std::size_t{0}, size / block / 2, size / block - 1}) {
      check(out.compare(1 + k * (block + 2), first.size(), escape(s.data() + k * block, block)) == 0,
            std::string(what) + ": MiB " + std::to_string(k) + " differs");
    }
  };
  out.shrink_to_fit();
  measured("to_json (utf8_policy::error, validating)", expected_size, false, [&] { jsongen::to_json(s, out); });
  check_output("to_json");
  measured("again, into the same buffer", expected_size, true, [&] { jsongen::to_json(s, out); });
  check_output("to_json into the same buffer");
  // The returning API reserves what the last output of the type took.
  std::string().swap(out);
  measured("returned, the first time", expected_size, false, [&] { out = jsongen::to_json(s); });
  check_output("returned");
  std::string().swap(out);
  measured("returned, again: reserved from the last size", expected_size, false, [&] { out = jsongen::to_json(s); });
  check(allocation_count == 1, "returned again: " + std::to_string(allocation_count) + " allocations, expected 1");
  check_output("returned again");
  std::string().swap(out);  // (move-assigning an empty string would keep the memory)
  measured("try_to_json (utf8_policy::pass)", expected_size, false,
           [&] { check(jsongen::try_to_json<pass_options>(s, out).ok(), "try_to_json pass failed"); });
  check_output("try_to_json pass");
  std::string().swap(out);
  measured("try_to_json (utf8_policy::replace)", expected_size, false,
           [&] { check(jsongen::try_to_json<replace_options>(s, out).ok(), "try_to_json replace failed"); });
  check_output("try_to_json replace");
  // One ill-formed byte at the very end: an error, and the output emptied.
  s.back() = '\xff';
  const jsongen::status st = jsongen::try_to_json(s, out);
  check(st.code == jsongen::errc::invalid_utf8 && out.empty(), "ill-formed last byte: " + st.message());
}

// "[a,b,c]" -> the numbers, by a scan and std::from_chars.
template <class T>
bool read_numbers(const std::string& json, std::vector<T>& into) {
  if (json.size() < 2 || json.front() != '[' || json.back() != ']') return false;
  const char* p = json.data() + 1;
  const char* const end = json.data() + json.size() - 1;
  while (p < end) {
    T v;
    const auto r = std::from_chars(p, end, v);
    if (r.ec != std::errc()) return false;
    into.push_back(v);
    p = r.ptr;
    if (p < end && *p++ != ',') return false;
  }
  return true;
}

template <class T, class Make>
double numbers(const char* name, std::size_t count, Make make) {
  std::vector<T> v(count);
  for (std::size_t i = 0; i < count; ++i) v[i] = make(i);
  std::string out;
  const std::string what = std::string(name) + " x " + std::to_string(count);
  const auto start = std::chrono::steady_clock::now();
  jsongen::to_json(v, out);
  const double t = seconds_since(start);
  measured((what + " (counted run)").c_str(), out.size(), false, [&] {
    std::string again;
    jsongen::to_json(v, again);
    check(again == out, what + ": two runs differ");
  });
  std::vector<T> back;
  back.reserve(count);
  check(read_numbers(out, back), what + ": not an array of numbers");
  check(back.size() == count, what + ": " + std::to_string(back.size()) + " numbers read back");
  if (back.size() == count) {
    check(std::memcmp(back.data(), v.data(), count * sizeof(T)) == 0, what + ": numbers differ");
  }
  return t;
}

void many_elements(std::size_t count) {
  std::printf("vectors of %zu elements:\n", count);
  auto as_int = [](std::size_t i) {
    return static_cast<std::int64_t>(i * 0x9E3779B97F4A7C15ull) >> static_cast<int>(i % 64);
  };
  auto as_double = [](std::size_t i) {
    const std::uint64_t bits = (i * 0x9E3779B97F4A7C15ull) & 0x7FEFFFFFFFFFFFFFull;  // finite
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  };
  // Time against a tenth of the elements: linear growth gives about 10x.
  const double small_time = numbers<std::int64_t>("int64", count / 10, as_int);
  const double large_time = numbers<std::int64_t>("int64", count, as_int);
  std::printf("  int64: %.3f s for %zu, %.3f s for %zu elements: %.1fx\n", small_time, count / 10, large_time, count,
              large_time / small_time);
  check(large_time < 40 * small_time + 0.5, "10x the elements took more than 40x the time");
  numbers<double>("double", count, as_double);

  std::vector<std::string> strings(count);
  std::size_t expected_size = 2 + (count - 1);
  for (std::size_t i = 0; i < count; ++i) {
    strings[i] = i % 1000 == 0 ? "q\"" : std::to_string(i % 100);
    expected_size += 2 + strings[i].size() + (i % 1000 == 0);
  }
  std::string out;
  measured(("strings x " + std::to_string(count)).c_str(), expected_size, false, [&] { jsongen::to_json(strings, out); });
  check(out.size() == expected_size, "strings: output size " + std::to_string(out.size()));
  check(out.compare(0, 11, "[\"q\\\"\",\"1\",") == 0, "strings: start " + out.substr(0, 11));
}

void near_size_max() {
  std::printf("requests near SIZE_MAX:\n");
  std::string out = "unchanged";
  out.reserve(100);
  const std::size_t max = out.max_size();
  const char* const data_before = out.data();
  jsongen::basic_writer<jsongen::default_options> w(out);
  char* p = w.begin();
  p = w.write(p, "0123456789", 10);  // write from a position other than the start
  const std::size_t pos = 10;
  struct request {
    const char* name;
    std::size_t bytes;
    bool length_error_only;  // else std::bad_alloc is allowed too (within max_size)
  };
  const request requests[] = {
      {"SIZE_MAX", std::numeric_limits<std::size_t>::max(), true},
      {"SIZE_MAX - position", std::numeric_limits<std::size_t>::max() - pos, true},
      {"SIZE_MAX - position + 1", std::numeric_limits<std::size_t>::max() - pos + 1, true},
      {"max_size() + 1", max + 1, true},
      {"max_size() - position + 1", max - pos + 1, true},
      {"max_size() - position", max - pos, false},
      {"max_size() / 2 + 1", max / 2 + 1, false},
  };
  for (const request& r : requests) {
    std::string outcome = "nothing thrown";
    try {
      p = w.reserve(p, r.bytes);
    } catch (const std::length_error&) {
      outcome = "length_error";
    } catch (const std::bad_alloc&) {
      outcome = "bad_alloc";
    }
    std::printf("  reserve(%s): %s\n", r.name, outcome.c_str());
    check(outcome == "length_error" || (!r.length_error_only && outcome == "bad_alloc"),
          std::string("reserve(") + r.name + "): " + outcome);
    check(out.data() == data_before, std::string("reserve(") + r.name + ") moved the buffer");
  }
  // The writer is still usable.
  p = w.write(p, "!", 1);
  w.finish(p);
  check(out == "0123456789!", "after the failed requests: '" + out + "'");

  // Through the API: to_json passes the exception on with `out` empty, try_to_json reports it.
  for (const std::size_t bytes : {std::numeric_limits<std::size_t>::max() - 3, max}) {
    std::string o = "stale";
    try {
      jsongen::to_json(impossible_request{bytes}, o);
      check(false, "to_json of an impossible request did not throw");
    } catch (const std::length_error&) {
    } catch (const std::bad_alloc&) {
    }
    check(o.empty(), "to_json of an impossible request: output not left empty");
    o = "stale";
    const jsongen::status st = jsongen::try_to_json(impossible_request{bytes}, o);
    check(st.code == jsongen::errc::output_too_large || st.code == jsongen::errc::out_of_memory,
          "try_to_json of an impossible request: " + st.message());
    check(o.empty(), "try_to_json of an impossible request: output not left empty");
    std::printf("  try_to_json asking for %zu bytes: %s\n", bytes, st.message().c_str());
  }
}

// Text with many multi-byte characters and one ill-formed byte at the end:
// linear time, like valid text (the SSE2 validator once re-checked the whole
// rest of the string at each multi-byte character after finding it
// ill-formed, quadratic: minutes for a few hundred KB).
void ill_formed_late(std::size_t characters) {
  std::printf("%zu two-byte characters, then one ill-formed byte:\n", characters);
  std::string s;
  for (std::size_t i = 0; i < characters; ++i) s += "a\xc3\xa9";
  std::string valid = s;
  s += '\xff';
  std::string out;
  auto time = [&](const char* what, const std::string& text, auto serialize) {
    const auto start = std::chrono::steady_clock::now();
    serialize(text);
    const double t = seconds_since(start);
    std::printf("  %-52s %8.3f s\n", what, t);
    return t;
  };
  const double baseline = time("valid, utf8_policy::error", valid, [&](const std::string& text) {
    check(jsongen::try_to_json(text, out).ok(), "valid text rejected");
  });
  const double error = time("ill-formed, utf8_policy::error", s, [&](const std::string& text) {
    check(jsongen::try_to_json(text, out).code == jsongen::errc::invalid_utf8, "ill-formed text accepted");
  });
  const double replace = time("ill-formed, utf8_policy::replace", s, [&](const std::string& text) {
    check(jsongen::try_to_json<replace_options>(text, out).ok(), "replace failed");
    check(out.size() == 2 + valid.size() + 3, "replace: wrong size");
  });
  // Linear: a few times the valid text's time (the error case writes twice), far from quadratic.
  check(error < 20 * baseline + 0.5, "ill-formed text (error policy) took " + std::to_string(error / baseline) + "x the time of valid text");
  check(replace < 20 * baseline + 0.5, "ill-formed text (replace policy) took " + std::to_string(replace / baseline) + "x the time of valid text");
}

}  // namespace

namespace {

// A stream buffer that holds nothing: it compares what it receives with the
// expected output as it comes.
class comparing_buffer : public std::streambuf {
 public:
  explicit comparing_buffer(const std::string& expected) : expected_(expected) {}
  std::size_t received = 0;
  bool same = true;

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    const auto count = static_cast<std::size_t>(n);
    same = same && received + count <= expected_.size() && expected_.compare(received, count, s, count) == 0;
    received += count;
    return n;
  }
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }

 private:
  const std::string& expected_;
};

// std::string to_json(value) sizes a large output by what the last one of
// its type needed: its size, or the room an array of numbers asked for past
// it (each number's largest size), so that the next one takes one
// allocation and keeps no more than it needs.
void returned_hint() {
  std::printf("returned strings sized by the last one:\n");
  const std::vector<std::vector<int>> v(10, std::vector<int>(10000, 1));  // 200 KB; each array asks for 120 KB
  const std::string first = jsongen::to_json(v);
  std::string again;
  measured("returned again, its last array asking past the end", first.size(), false,
           [&] { again = jsongen::to_json(v); });
  check(allocation_count == 1, "returned again: " + std::to_string(allocation_count) + " allocations, expected 1");
  check(again == first, "returned again: the output differs");
  check(again.capacity() <= 2 * again.size() + 65536, "returned again: capacity " + std::to_string(again.capacity()));
}

void streamed(std::size_t elements) {
  std::printf("a stream of %zu strings:\n", elements);
  std::vector<std::string> v(elements);
  for (std::size_t i = 0; i < elements; ++i) v[i] = "s" + std::to_string(i) + (i % 1000 == 0 ? "\n\"" : "");
  std::string expected;
  jsongen::to_json(v, expected);
  comparing_buffer buffer(expected);
  std::ostream os(&buffer);
  measured("to_json into a std::ostream", expected.size(), false, [&] { jsongen::to_json(v, os); });
  check(allocation_count == 1 && allocated_bytes == jsongen::outputs::kDefaultChunkSize,
        "stream: " + std::to_string(allocation_count) + " allocations of " + std::to_string(allocated_bytes) +
            " bytes in all, expected one of the chunk size");
  check(buffer.same && buffer.received == expected.size(), "stream: the bytes received differ from the string output");
  std::FILE* null_file = std::fopen("/dev/null", "w");
  if (null_file != nullptr) {
    measured("to_json into a FILE* (/dev/null)", expected.size(), false, [&] { jsongen::to_json(v, null_file); });
    check(allocation_count == 1, "FILE*: " + std::to_string(allocation_count) + " allocations");
    std::fclose(null_file);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const bool small = argc > 1 && std::strcmp(argv[1], "--small") == 0;
  const std::size_t string_size = small ? std::size_t{64} << 20 : std::size_t{1} << 30;
  const std::size_t elements = small ? 1000000 : 10000000;
  near_size_max();
  ill_formed_late(100000);
  const double needed = small ? 1.0 : 6.0;
  if (available_gib() < needed) {
    std::printf("huge_test: only %.1f GiB of memory available, %.0f needed: skipped\n", available_gib(), needed);
    return failures ? 1 : 77;
  }
  huge_string(string_size);
  many_elements(elements);
  streamed(elements);
  returned_hint();
  if (failures != 0) {
    std::printf("huge_test: %d failures\n", failures);
    return 1;
  }
  std::printf("huge_test: ok\n");
  return 0;
}
