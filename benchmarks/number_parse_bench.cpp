// How fast read_number.h reads numbers, against strtod and std::from_chars
// (libstdc++ 12 implements from_chars for double with fast_float's
// algorithm). Prints ns per number; not a test.
//
//   g++ -std=c++17 -O3 -Iruntime/include benchmarks/number_parse_bench.cpp -o number_parse_bench
//   ./number_parse_bench [canada.json]            # every method, best of 201 interleaved rounds
//   ./number_parse_bench canada.json METHOD REPS  # one method REPS times, for
//       valgrind --tool=callgrind: instructions per number =
//       (Ir at REPS = 2  -  Ir at REPS = 1) / numbers
//   METHOD: jsongen_double jsongen_float strtod from_chars_double
//           jsongen_u64 from_chars_u64 jsongen_i32 from_chars_i32
//
// canada.json's numbers are read where they stand in the document (the end
// of the input is the end of the document, as the reader has it), so each
// call stops at the ',' or ']' after its number. The integers are 100000
// random values, uniformly distributed in bit length (1..64 bits for
// uint64_t, 1..31 bits with a random sign for int32_t), printed into one
// comma-separated text.
#include <jsongen/read_number.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

std::string read_file(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) {
    std::fprintf(stderr, "cannot open %s\n", path);
    std::exit(2);
  }
  std::string text;
  char buffer[65536];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
  std::fclose(f);
  return text;
}

// Offsets of every number token (outside strings).
std::vector<std::size_t> number_offsets(const std::string& json) {
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '"') {
      for (++i; i < json.size() && json[i] != '"'; ++i) {
        if (json[i] == '\\') ++i;
      }
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      offsets.push_back(i);
      while (i + 1 < json.size() && std::strchr("0123456789+-.eE", json[i + 1])) ++i;
    }
  }
  return offsets;
}

struct input {
  std::string text;  // NUL-terminated by std::string for strtod
  std::vector<std::size_t> offsets;
};

template <class F>
double run(const input& in, F&& parse_one) {
  const char* base = in.text.data();
  const char* end = base + in.text.size();
  double sum = 0;
  for (std::size_t offset : in.offsets) sum += parse_one(base + offset, end);
  return sum;
}

double jsongen_double(const char* p, const char* end) {
  double d = 0;
  jsongen::detail::parse_number(p, end, d);
  return d;
}
double jsongen_float(const char* p, const char* end) {
  float f = 0;
  jsongen::detail::parse_number(p, end, f);
  return f;
}
double libc_strtod(const char* p, const char*) { return std::strtod(p, nullptr); }
double from_chars_double(const char* p, const char* end) {
  double d = 0;
  std::from_chars(p, end, d);
  return d;
}
double jsongen_u64(const char* p, const char* end) {
  std::uint64_t v = 0;
  jsongen::detail::parse_integer(p, end, v);
  return static_cast<double>(v);
}
double from_chars_u64(const char* p, const char* end) {
  std::uint64_t v = 0;
  std::from_chars(p, end, v);
  return static_cast<double>(v);
}
double jsongen_i32(const char* p, const char* end) {
  std::int32_t v = 0;
  jsongen::detail::parse_integer(p, end, v);
  return v;
}
double from_chars_i32(const char* p, const char* end) {
  std::int32_t v = 0;
  std::from_chars(p, end, v);
  return v;
}

struct method {
  const char* name;
  double (*parse)(const char*, const char*);
  int data;  // 0 canada, 1 uint64, 2 int32
};

const method kMethods[] = {
    {"jsongen_double", jsongen_double, 0},   {"from_chars_double", from_chars_double, 0},
    {"strtod", libc_strtod, 0},              {"jsongen_float", jsongen_float, 0},
    {"jsongen_u64", jsongen_u64, 1},         {"from_chars_u64", from_chars_u64, 1},
    {"jsongen_i32", jsongen_i32, 2},         {"from_chars_i32", from_chars_i32, 2},
};

input random_integers(bool is_signed) {
  std::mt19937_64 rng(is_signed ? 2 : 1);
  input in;
  for (int i = 0; i < 100000; ++i) {
    in.offsets.push_back(in.text.size());
    if (is_signed) {
      const int bits = static_cast<int>(rng() % 31) + 1;
      const long long v = static_cast<long long>(rng() >> (64 - bits));
      in.text += std::to_string((rng() & 1) ? -v : v);
    } else {
      const int bits = static_cast<int>(rng() % 64) + 1;
      in.text += std::to_string(rng() >> (64 - bits));
    }
    in.text += ',';
  }
  return in;
}

}  // namespace

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "benchmarks/data/canada.json";
  input data[3];
  data[0].text = read_file(path);
  data[0].offsets = number_offsets(data[0].text);
  data[1] = random_integers(false);
  data[2] = random_integers(true);

  // Every method must agree with strtod (doubles) or from_chars (integers).
  for (std::size_t i = 0; i < data[0].offsets.size(); ++i) {
    const char* p = data[0].text.data() + data[0].offsets[i];
    const char* end = data[0].text.data() + data[0].text.size();
    const double a = jsongen_double(p, end), b = libc_strtod(p, end);
    if (std::memcmp(&a, &b, sizeof a) != 0) {
      std::fprintf(stderr, "mismatch at offset %zu\n", data[0].offsets[i]);
      return 1;
    }
  }

  if (argc > 3) {  // one method, for callgrind
    for (const method& m : kMethods) {
      if (std::strcmp(m.name, argv[2]) != 0) continue;
      double sum = 0;
      for (int r = 0, reps = std::atoi(argv[3]); r < reps; ++r) sum += run(data[m.data], m.parse);
      std::printf("%s: %zu numbers, sum %g\n", m.name, data[m.data].offsets.size(), sum);
      return 0;
    }
    std::fprintf(stderr, "unknown method %s\n", argv[2]);
    return 2;
  }

  std::printf("%s: %zu numbers; integers: 100000 each\n", path, data[0].offsets.size());
  // Rounds interleave the methods, so that a busy spell of a shared machine
  // hits them alike; each method's best round counts.
  constexpr int kRounds = 201;
  constexpr std::size_t kMethodCount = sizeof kMethods / sizeof kMethods[0];
  double best[kMethodCount], sum[kMethodCount] = {};
  std::fill(best, best + kMethodCount, 1e30);
  for (int r = 0; r < kRounds; ++r) {
    for (std::size_t i = 0; i < kMethodCount; ++i) {
      const input& in = data[kMethods[i].data];
      const auto t0 = std::chrono::steady_clock::now();
      sum[i] += run(in, kMethods[i].parse);
      const auto t1 = std::chrono::steady_clock::now();
      best[i] = std::min(best[i], std::chrono::duration<double, std::nano>(t1 - t0).count() / in.offsets.size());
    }
  }
  for (std::size_t i = 0; i < kMethodCount; ++i) {
    std::printf("  %-18s %7.2f ns/number   (checksum %g)\n", kMethods[i].name, best[i], sum[i]);
  }
  return 0;
}
