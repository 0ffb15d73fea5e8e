// One string workload, repeated, for counting instructions under qemu
// (instructions_per_byte.sh): writing a 4 KB string as JSON (escaping and
// its UTF-8 check) or reading it back (the reader's scan and UTF-8 check).
// A program that prints figures, not a test: it prints the bytes of text
// one repetition handles, and checks the round trip so that a wrong SIMD
// path cannot count as fast.
//
//   simd_workload write|read ascii|latin|cjk|escapes REPETITIONS
#include <jsongen/jsongen.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr std::size_t kTextBytes = 4096;

// kTextBytes of text of one kind: plain ASCII, Latin text (one accented
// letter in eight), CJK (three-byte sequences) or escape-heavy (one byte in
// sixteen a quote, backslash or control character).
std::string make_text(const char* kind) {
  const char* const words = "the quick brown fox jumps over the lazy dog ";
  static const char* const specials[] = {"\"", "\\", "\n", "\t", "\x01"};
  std::string text;
  for (std::size_t i = 0;; ++i) {
    std::string next;
    if (std::strcmp(kind, "ascii") == 0) {
      next = words[i % 44];
    } else if (std::strcmp(kind, "latin") == 0) {
      next = i % 8 == 7 ? std::string("\xC3\xA9") : std::string(1, words[i % 44]);  // é
    } else if (std::strcmp(kind, "cjk") == 0) {
      next = "\xE6\x97\xA5";  // 日
    } else if (std::strcmp(kind, "escapes") == 0) {
      next = i % 16 == 15 ? std::string(specials[(i / 16) % 5]) : std::string(1, words[i % 44]);
    } else {
      std::fprintf(stderr, "unknown text kind %s\n", kind);
      std::exit(2);
    }
    // Whole characters only: a cut sequence would be an error.
    if (text.size() + next.size() > kTextBytes) return text;
    text += next;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: simd_workload write|read ascii|latin|cjk|escapes REPETITIONS\n");
    return 2;
  }
  const bool write = std::strcmp(argv[1], "write") == 0;
  if (!write && std::strcmp(argv[1], "read") != 0) {
    std::fprintf(stderr, "unknown workload %s (write or read)\n", argv[1]);
    return 2;
  }
  const std::vector<std::string> value{make_text(argv[2])};
  const long repetitions = std::atol(argv[3]);
  std::string json = jsongen::to_json(value);
  std::vector<std::string> back;
  for (long r = 0; r < repetitions; ++r) {
    if (write) {
      jsongen::to_json(value, json);
    } else if (!jsongen::from_json(json, back).ok()) {
      std::fprintf(stderr, "read failed\n");
      return 1;
    }
  }
  if (!write && repetitions > 0 && back != value) {
    std::fprintf(stderr, "read back differs\n");
    return 1;
  }
  if (!jsongen::from_json(json, back).ok() || back != value) {
    std::fprintf(stderr, "round trip differs\n");
    return 1;
  }
  std::printf("%zu\n", value[0].size());
  return 0;
}
