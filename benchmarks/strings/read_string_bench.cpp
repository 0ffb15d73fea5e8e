// How fast read_string.h reads strings: every string value of a JSON file
// (and, on a second line, its keys too) read one after another into one
// reused std::string, by
//   memchr+assign  a baseline that is no reader: memchr for the closing
//                  quote, then assign (no escapes, no checks at all);
//   memchr+append  the same with clear() and append(), as the reader copies
//                  (libstdc++'s assign costs about twice the instructions);
//   the reader with each scanner: the default (on x86 the processor's
//                  instruction set), each x86 level forced, and the
//                  portable one; under utf8_policy::error unless named.
// Prints GB/s (string bytes, without quotes, per second; the best of
// several timed rounds) and ns per string. A program that prints figures,
// not a test. Build and run with benchmarks/strings/run.sh, or:
//
//   g++ -std=c++17 -O3 -I runtime/include benchmarks/strings/read_string_bench.cpp -o bench
//   ./bench benchmarks/data/twitter.json
//   valgrind --tool=callgrind --toggle-collect='*read_all*' ./bench FILE --once NAME
//
// With --once NAME it reads the string values twice with that method and
// prints their bytes, for callgrind to count instructions per byte (run.sh
// halves the count).
#include <jsongen/read_string.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace d = jsongen::detail;
using jsongen::utf8_policy;

// Where each string of the document starts (one past its opening quote),
// and whether it is a key; a tokenizer that knows only strings.
struct string_at {
  std::size_t offset;
  std::size_t length;  // of its text as written (escapes included)
  bool key;
};
std::vector<string_at> find_strings(const std::string& json) {
  std::vector<string_at> list;
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] != '"') continue;
    const std::size_t start = i + 1;
    std::size_t j = start;
    while (json[j] != '"') j += json[j] == '\\' ? 2 : 1;
    std::size_t k = j + 1;
    while (k < json.size() && (json[k] == ' ' || json[k] == '\n' || json[k] == '\r' || json[k] == '\t')) ++k;
    list.push_back({start, j - start, k < json.size() && json[k] == ':'});
    i = j;
  }
  return list;
}

std::size_t g_sink = 0;  // so that nothing is optimized away

using reader = std::size_t (*)(const std::string&, const std::vector<string_at>&, std::string&);

// One pass over the strings; returns the bytes read. Out of line and named
// read_all_*, for callgrind's --toggle-collect.
template <utf8_policy Policy, int Level>
JSONGEN_NOINLINE std::size_t read_all(const std::string& json, const std::vector<string_at>& strings, std::string& out) {
  const char* const base = json.data();
  const char* const end = base + json.size();
  std::size_t bytes = 0;
  for (const string_at& s : strings) {
    const d::string_result r = d::read_string<Policy, Level>(base + s.offset, end, out);
    if (r.error != d::string_error::none) std::abort();
    bytes += out.size();
  }
  return bytes;
}
JSONGEN_NOINLINE std::size_t read_all_memchr(const std::string& json, const std::vector<string_at>& strings,
                                             std::string& out) {
  const char* const base = json.data();
  const char* const end = base + json.size();
  std::size_t bytes = 0;
  for (const string_at& s : strings) {
    const char* p = base + s.offset;
    const auto* q = static_cast<const char*>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
    out.assign(p, static_cast<std::size_t>(q - p));
    bytes += out.size();
  }
  return bytes;
}

// The same with clear() and append(), as the reader copies.
JSONGEN_NOINLINE std::size_t read_all_memchr_append(const std::string& json, const std::vector<string_at>& strings,
                                                    std::string& out) {
  const char* const base = json.data();
  const char* const end = base + json.size();
  std::size_t bytes = 0;
  for (const string_at& s : strings) {
    const char* p = base + s.offset;
    const auto* q = static_cast<const char*>(std::memchr(p, '"', static_cast<std::size_t>(end - p)));
    out.clear();
    out.append(p, static_cast<std::size_t>(q - p));
    bytes += out.size();
  }
  return bytes;
}

struct method {
  const char* name;
  reader run;
};
std::vector<method> methods() {
  std::vector<method> list = {
      {"memchr+assign", read_all_memchr},
      {"memchr+append", read_all_memchr_append},
      {"reader (default)", read_all<utf8_policy::error, d::kReadLevel>},
#if defined(JSONGEN_HAVE_X86_LEVELS)
      {"reader AVX2", read_all<utf8_policy::error, d::simd_avx2>},
      {"reader SSSE3", read_all<utf8_policy::error, d::simd_ssse3>},
      {"reader SSE2", read_all<utf8_policy::error, d::simd_sse2>},
#endif
      {"reader portable", read_all<utf8_policy::error, d::kPortableScan>},
      {"reader (default), pass", read_all<utf8_policy::pass, d::kReadLevel>},
      {"reader (default), replace", read_all<utf8_policy::replace, d::kReadLevel>},
  };
#if defined(JSONGEN_HAVE_X86_LEVELS)
  // Only the levels this processor runs.
  std::vector<method> runnable;
  for (const method& m : list) {
    const std::string name = m.name;
    if (name == "reader AVX2" && d::simd_level() < d::simd_avx2) continue;
    if (name == "reader SSSE3" && d::simd_level() < d::simd_ssse3) continue;
    runnable.push_back(m);
  }
  return runnable;
#else
  return list;
#endif
}

double seconds_of(reader run, const std::string& json, const std::vector<string_at>& strings, std::string& out) {
  // The best of 15 rounds of enough passes to take about 20 ms.
  const auto now = [] { return std::chrono::steady_clock::now(); };
  std::size_t passes = 1;
  for (;;) {
    const auto start = now();
    for (std::size_t i = 0; i < passes; ++i) g_sink += run(json, strings, out);
    if (std::chrono::duration<double>(now() - start).count() > 0.02) break;
    passes *= 2;
  }
  double best = 1e30;
  for (int round = 0; round < 15; ++round) {
    const auto start = now();
    for (std::size_t i = 0; i < passes; ++i) g_sink += run(json, strings, out);
    best = std::min(best, std::chrono::duration<double>(now() - start).count() / static_cast<double>(passes));
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE.json [--once METHOD]\n", argv[0]);
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  const std::string json = text.str();
  const std::vector<string_at> all = find_strings(json);
  std::vector<string_at> values;
  for (const string_at& s : all) {
    if (!s.key) values.push_back(s);
  }
  std::string out;
  if (argc >= 4 && std::strcmp(argv[2], "--once") == 0) {
    for (const method& m : methods()) {
      if (m.name != std::string(argv[3])) continue;
      m.run(json, values, out);  // twice: the first grows the string, as in the timed rounds
      m.run(json, values, out);
      std::size_t raw = 0;
      for (const string_at& s : values) raw += s.length;
      std::printf("%zu string bytes\n", raw);
      return 0;
    }
    std::fprintf(stderr, "no method %s\n", argv[3]);
    return 2;
  }
  const std::vector<string_at>* const sets[] = {&values, &all};
  for (const std::vector<string_at>* set : sets) {
    std::size_t raw = 0;
    for (const string_at& s : *set) raw += s.length;
    std::printf("%s, %s: %zu strings, %zu bytes\n", argv[1], set == &values ? "values" : "keys and values",
                set->size(), raw);
    for (const method& m : methods()) {
      const double t = seconds_of(m.run, json, *set, out);
      std::printf("  %-26s %6.2f GB/s %7.2f ns/string\n", m.name, static_cast<double>(raw) / t / 1e9,
                  t * 1e9 / static_cast<double>(set->size()));
    }
  }
  return g_sink == 0 ? 1 : 0;
}
