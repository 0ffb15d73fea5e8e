// Serializes each data set `rounds` times into one reused std::string (the
// benchmark's jsongen peer), or through another output (argv[3]: string,
// returned, vector, buffer, stream), or reads its file `rounds` times into
// one reused value (argv[3]: read; also into partial models of twitter and citm,
// which skips keys mid-object), each in a function of its own, so that
// callgrind can count the instructions of one alone:
//
//   valgrind --tool=callgrind --toggle-collect='run_citm*' driver DATA_DIR 10 string
//
// (callgrind_ir.sh builds it and prints instructions per call.) In the split
// layout the std::string calls go to the compiled .json.cpp files, and the
// other outputs are written with the .json.inl.h files' definitions.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#if __has_include("bench/citm.json.inl.h")
#include "bench/canada.json.inl.h"
#include "bench/citm.json.inl.h"
#include "bench/citm_partial.json.inl.h"
#include "bench/synthetic.json.inl.h"
#include "bench/twitter.json.inl.h"
#include "bench/twitter_partial.json.inl.h"
#else
#include "bench/canada.json.h"
#include "bench/citm.json.h"
#include "bench/citm_partial.json.h"
#include "bench/synthetic.json.h"
#include "bench/twitter.json.h"
#include "bench/twitter_partial.json.h"
#endif
#include "data_sets.h"

namespace {

std::size_t sink_size = 0;  // what was written, so that nothing is optimized away

// Reads the text `rounds` times into one reused value.
template <class T>
void read_rounds(const std::string& text, int rounds) {
#if __has_include(<jsongen/from_json.h>)  // (a runtime from before reading: writes only)
  T read{};
  for (int i = 0; i < rounds; ++i) {
    if (!jsongen::from_json(text, read)) {
      std::fprintf(stderr, "from_json failed\n");
      std::exit(1);
    }
  }
  sink_size += text.size();
#else
  (void)text;
  (void)rounds;
#endif
}

template <class T>
void run(const T& value, const std::string& text, int rounds, const char* output) {
  if (std::strcmp(output, "read") == 0) {
    read_rounds<T>(text, rounds);
  } else if (std::strcmp(output, "string") == 0) {
    std::string out;
    for (int i = 0; i < rounds; ++i) jsongen::to_json(value, out);
    sink_size += out.size();
  } else if (std::strcmp(output, "returned") == 0) {
    for (int i = 0; i < rounds; ++i) sink_size += jsongen::to_json(value).size();
#if __has_include(<jsongen/output.h>)  // (a runtime from before the other outputs: strings only)
  } else if (std::strcmp(output, "vector") == 0) {
    std::vector<char> out;
    for (int i = 0; i < rounds; ++i) jsongen::to_json(value, out);
    sink_size += out.size();
  } else if (std::strcmp(output, "buffer") == 0) {
    std::vector<char> buffer(8 << 20);
    for (int i = 0; i < rounds; ++i) sink_size += jsongen::to_json(value, buffer.data(), buffer.size());
  } else if (std::strcmp(output, "stream") == 0) {
    for (int i = 0; i < rounds; ++i) {
      std::ostringstream os;
      jsongen::to_json(value, os);
      sink_size += static_cast<std::size_t>(os.tellp());
    }
#endif
  } else {
    std::fprintf(stderr, "unknown output %s\n", output);
  }
}

}  // namespace

__attribute__((noinline)) void run_citm(const data_sets& d, int rounds, const char* output) {
  run(d.citm, d.citm_text, rounds, output);
}
__attribute__((noinline)) void run_twitter(const data_sets& d, int rounds, const char* output) {
  run(d.twitter, d.twitter_text, rounds, output);
}
// (Reading only: the partial model is not written.)
__attribute__((noinline)) void run_partial_twitter(const data_sets& d, int rounds, const char* output) {
  if (std::strcmp(output, "read") == 0) read_rounds<twitter_partial::SearchResult>(d.twitter_text, rounds);
}
__attribute__((noinline)) void run_partial_citm(const data_sets& d, int rounds, const char* output) {
  if (std::strcmp(output, "read") == 0) read_rounds<citm_partial::Catalog>(d.citm_text, rounds);
}
__attribute__((noinline)) void run_canada(const data_sets& d, int rounds, const char* output) {
  run(d.canada, d.canada_text, rounds, output);
}
// The strings workload, read from the text jsongen writes of it.
__attribute__((noinline)) void run_strings(const data_sets& d, int rounds, const char* output) {
  run(d.strings, d.strings_text, rounds, output);
}

__attribute__((noinline)) void run_integers(const data_sets& d, int rounds, const char* output) {
  run(d.integers, d.integers_text, rounds, output);
}

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: driver DATA_DIR ROUNDS [string|returned|vector|buffer|stream|read]\n");
    return 2;
  }
  data_sets d;
  load_data_sets(argv[1], d);
  d.strings_text = jsongen::to_json(d.strings);
  jsongen::to_json(d.integers, d.integers_text);
  const int rounds = std::atoi(argv[2]);
  const char* output = argc > 3 ? argv[3] : "string";
  run_citm(d, rounds, output);
  run_twitter(d, rounds, output);
  run_partial_twitter(d, rounds, output);
  run_partial_citm(d, rounds, output);
  run_canada(d, rounds, output);
  run_strings(d, rounds, output);
  run_integers(d, rounds, output);
  std::printf("%zu bytes\n", sink_size);
  return 0;
}
