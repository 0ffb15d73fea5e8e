// Every escaper the tests hold to the same reference: the portable one, the
// public write_string, and on x86 each instruction set's escaper forced (the
// ones this processor runs; AVX2 also as for a field whose strings have been
// ASCII), each also as std::string uses it (allowed to read past the end of
// the text).
//
// The text is copied into a heap block of exactly its size (or, for the
// readers past the end, its size plus the bytes after it), so that
// AddressSanitizer and valgrind catch any read before or after what may be
// read. The bytes after the text are ones that would need attention ('"',
// '\\', control bytes, UTF-8 leads and continuations), in two orders, so a
// block that wrongly judged them would change the output, and a sequence cut
// short at the end that wrongly looked past it would be taken as complete.
#pragma once

#include <jsongen/jsongen.h>

#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace test_support {

template <class W>
using escaper = char* (*)(W&, char*, const char*, std::size_t);
template <class W>
using reading_escaper = char* (*)(W&, char*, const char*, std::size_t, std::size_t);

template <class W>
struct named_escaper {
  std::string name;
  escaper<W> function;
};

inline constexpr char kAfterEscapes[] = "\"\\\x01\xC3\xE2\x80\xBF\xDF\xF0\x1F\xC2\"\\\x80\xED\xA0\xC3\x7F\x00";
inline constexpr char kAfterContinuations[] = "\x80\xBF\x8F\x9F\xA0\x80\x80\x80\xBF\xBF\xBF\x90\x80\x80\xA5\x80\x22";

// The text in a heap block of its own, `after` appended `times` times.
inline std::unique_ptr<char[]> exact_copy(const char* s, std::size_t n, const char* after = "", std::size_t times = 0) {
  const std::size_t extra = std::strlen(after) + 1;  // the NUL too
  std::unique_ptr<char[]> block(new char[n + extra * times]);
  if (n != 0) std::memcpy(block.get(), s, n);
  for (std::size_t i = 0; i < times; ++i) std::memcpy(block.get() + n + i * extra, after, extra);
  return block;
}

template <class W, reading_escaper<W> F>
char* exactly(W& w, char* p, const char* s, std::size_t n) {
  const auto copy = exact_copy(s, n);
  return F(w, p, copy.get(), n, n);
}

// Two copies of the bytes after: more than the 32 an AVX2 block reads.
template <class W, reading_escaper<W> F, const char* After>
char* past_end(W& w, char* p, const char* s, std::size_t n) {
  const auto copy = exact_copy(s, n, After, 2);
  return F(w, p, copy.get(), n, n + 2 * (std::strlen(After) + 1));
}

template <class W>
char* portable(W& w, char* p, const char* s, std::size_t n, std::size_t) {
  return jsongen::detail::write_string_portable(w, p, s, n);
}
template <class W>
char* public_escaper(W& w, char* p, const char* s, std::size_t n, std::size_t readable) {
  return jsongen::write_string(w, p, s, n, readable);
}

template <class W, reading_escaper<W> F>
void add(std::vector<named_escaper<W>>& list, const std::string& name) {
  list.push_back({name, exactly<W, F>});
  list.push_back({name + ", reading past the end", past_end<W, F, kAfterEscapes>});
  list.push_back({name + ", reading past the end over continuations", past_end<W, F, kAfterContinuations>});
}

#if defined(JSONGEN_HAVE_X86_LEVELS)
template <int Level, class W>
char* level_escaper(W& w, char* p, const char* s, std::size_t n, std::size_t readable) {
  return jsongen::detail::write_string_level<Level>(w, p, s, n, readable);
}
// As a string field that has held only ASCII so far (text_hint.h): the
// escaper that skips the UTF-8 check until it meets a byte from 0x80 up.
template <int Level, class W>
char* hinted_level_escaper(W& w, char* p, const char* s, std::size_t n, std::size_t readable) {
  jsongen::detail::text_hint ascii_so_far;
  return jsongen::detail::write_string_level<Level>(w, p, s, n, readable, &ascii_so_far);
}
#endif

template <class W>
std::vector<named_escaper<W>> escapers() {
  std::vector<named_escaper<W>> list;
  list.push_back({"portable", exactly<W, portable<W>>});
  add<W, public_escaper<W>>(list, "public");
#if defined(JSONGEN_HAVE_X86_LEVELS)
  namespace d = jsongen::detail;
  add<W, level_escaper<d::simd_sse2, W>>(list, "SSE2");
  if (d::simd_level() >= d::simd_ssse3) add<W, level_escaper<d::simd_ssse3, W>>(list, "SSSE3");
  if (d::simd_level() >= d::simd_avx2) {
    add<W, level_escaper<d::simd_avx2, W>>(list, "AVX2");
    add<W, hinted_level_escaper<d::simd_avx2, W>>(list, "AVX2 for an ASCII field");
  }
#endif
  return list;
}

}  // namespace test_support
