// libFuzzer target: the string escaper and UTF-8 validator.
//
// Input: one configuration byte, then the string's bytes. The string is
// written with the portable and the SIMD escapers (on x86 each instruction
// set's that this processor runs, forced, also reading past the end of the
// text over bytes that need attention, and AVX2 as for a string field whose
// strings have been ASCII so far) under each UTF-8 policy,
// after a prefix and into a buffer whose starting size and capacity the
// configuration byte picks (so the output crosses the end of the buffer at
// every offset), and followed by one more byte. Then:
//   - all escapers give the same bytes and the same error (and offset);
//   - utf8_policy::error fails exactly when the input is ill-formed UTF-8
//     (per a reference built from the encodings of all scalar values);
//   - otherwise the output parses as a JSON string (nlohmann::json) and
//     decodes to the input, or for `replace` to the input with each maximal
//     ill-formed subpart replaced by U+FFFD; for `pass` with ill-formed
//     input, read as Latin-1 it parses and decodes to the input read so.
// Any failure aborts with a description; ASan and UBSan catch the rest.
#include <jsongen/jsongen.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "check.h"  // tests/property: the UTF-8 reference, latin1_as_utf8

namespace {

template <jsongen::utf8_policy Utf8>
struct options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = Utf8;
};

[[noreturn]] void fail(const char* policy, const char* what, std::string_view input, const std::string& output) {
  std::fprintf(stderr, "fuzz_escape: utf8=%s: %s\n  input (%zu bytes):", policy, what, input.size());
  for (const char c : input) std::fprintf(stderr, " %02x", static_cast<unsigned char>(c));
  std::fprintf(stderr, "\n  output: %s\n", nlohmann::json(output).dump(-1, ' ', true, nlohmann::json::error_handler_t::replace).c_str());
  std::abort();
}

struct result {
  std::string out;
  jsongen::errc error;
  std::size_t offset;
};

enum class escaper { portable, dispatch, std_string, level, level_past_end, level_ascii_field };

// The text and, for level_past_end, bytes after it that need attention
// (continuations first: a lead cut short must not take them), in a heap
// block of exactly that size.
constexpr char kAfter[] = "\x80\xBF\xA0\x80\x80\x22\x5C\x01\xC3\xE2\x80\xBF\xDF\xF0\x1F\xC2\xED\xA0\x80\x80\x80\x80\xBF\xBF"
                          "\x90\x80\x80\xA5\x22\x5C\x80\x80\x80\x80\x80\x80";

// prefix + string + ']' into a buffer of a chosen starting size and capacity.
template <class Options>
result write_with(escaper which, std::string_view input, std::size_t prefix, std::size_t stale, std::size_t capacity,
                  int level = 0) {
  result r;
  r.out.reserve(capacity);
  r.out.assign(stale, '#');
  jsongen::basic_writer<Options> w(r.out);
  char* p = w.begin();
  for (std::size_t i = 0; i < prefix; ++i) p = w.put(p, '[');
  switch (which) {
    case escaper::portable:
      p = jsongen::detail::write_string_portable(w, p, input.data(), input.size());
      break;
    case escaper::dispatch:
      p = jsongen::write_string(w, p, input.data(), input.size());
      break;
    case escaper::level:
    case escaper::level_past_end:
    case escaper::level_ascii_field: {
      const std::size_t after = which == escaper::level ? 0 : sizeof kAfter - 1;
      // A field whose strings have been ASCII so far (text_hint.h).
      jsongen::detail::text_hint ascii_so_far;
      jsongen::detail::text_hint* hint = which == escaper::level_ascii_field ? &ascii_so_far : nullptr;
      std::unique_ptr<char[]> text(new char[input.size() + after]);
      std::memcpy(text.get(), input.data(), input.size());
      std::memcpy(text.get() + input.size(), kAfter, after);
      const std::size_t readable = input.size() + after;
#if defined(JSONGEN_HAVE_X86_LEVELS)
      namespace d = jsongen::detail;
      if (level == d::simd_avx2) {
        p = d::write_string_level<d::simd_avx2>(w, p, text.get(), input.size(), readable, hint);
      } else if (level == d::simd_ssse3) {
        p = d::write_string_level<d::simd_ssse3>(w, p, text.get(), input.size(), readable, hint);
      } else {
        p = d::write_string_level<d::simd_sse2>(w, p, text.get(), input.size(), readable, hint);
      }
#else
      (void)level;
      (void)hint;
      p = jsongen::write_string(w, p, text.get(), input.size(), readable);
#endif
      break;
    }
    case escaper::std_string: {
      // As a std::string field: blocks may be read up to its capacity, and
      // the bytes after the text are ones that need attention.
      std::string text(input.size() + 40, '\xC3');
      for (std::size_t i = 0; i < 40; i += 4) text.replace(input.size() + i, 4, "\"\\\x80\x01");
      text.replace(0, input.size(), input);
      text.resize(input.size());
      p = jsongen::serializer<std::string>::write(w, p, text);
      break;
    }
  }
  p = w.put(p, ']');
  w.finish(p);
  r.error = w.error();
  r.offset = w.error_offset();
  return r;
}

// The JSON string inside `out` ('[' * prefix, string, ']'), decoded.
std::string decode(const char* policy, std::string_view input, const std::string& out, std::size_t prefix, bool latin1) {
  if (out.size() < prefix + 3 || out.compare(0, prefix, std::string(prefix, '[')) != 0 || out.back() != ']') {
    fail(policy, "the bytes around the string were damaged", input, out);
  }
  std::string text = out.substr(prefix, out.size() - prefix - 1);
  if (latin1) text = prop_test::latin1_as_utf8(text);
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    if (!j.is_string()) fail(policy, "not a JSON string", input, out);
    return j.get<std::string>();
  } catch (const nlohmann::json::exception& e) {
    fail(policy, e.what(), input, out);
  }
}

template <jsongen::utf8_policy Utf8>
void check(const char* policy, std::string_view input, std::size_t prefix, std::size_t stale, std::size_t capacity) {
  using O = options<Utf8>;
  const result portable = write_with<O>(escaper::portable, input, prefix, stale, capacity);
  // write_string: the SIMD escaper where there is one (on x86, the one this processor runs).
  const result simd = write_with<O>(escaper::dispatch, input, prefix, stale, capacity);
  const result as_std_string = write_with<O>(escaper::std_string, input, prefix, stale, capacity);
  const auto same = [](const result& a, const result& b) {
    return a.out == b.out && a.error == b.error && (a.error == jsongen::errc::ok || a.offset == b.offset);
  };
  if (!same(portable, simd)) fail(policy, "portable and SIMD escapers differ", input, simd.out);
#if defined(JSONGEN_HAVE_X86_LEVELS)
  namespace d = jsongen::detail;
  for (int level = d::simd_sse2; level <= d::simd_level(); ++level) {
    for (const escaper which : {escaper::level, escaper::level_past_end, escaper::level_ascii_field}) {
      if (which == escaper::level_ascii_field && level != d::simd_avx2) continue;  // only AVX2 reads the hint
      const result forced = write_with<O>(which, input, prefix, stale, capacity, level);
      if (!same(portable, forced)) {
        static const char* const names[] = {"the SSE2 escaper differs", "the SSSE3 escaper differs", "the AVX2 escaper differs"};
        fail(policy, names[level], input, forced.out);
      }
    }
  }
#endif
  if (!same(as_std_string, simd)) {
    fail(policy, "a std::string (read past its end) differs", input, as_std_string.out);
  }

  const auto& reference = prop_test::utf8_reference::get();
  const bool valid = reference.valid(input);
  if (Utf8 == jsongen::utf8_policy::error) {
    if (valid != (portable.error == jsongen::errc::ok)) {
      fail(policy, valid ? "valid UTF-8 was rejected" : "ill-formed UTF-8 was accepted", input, portable.out);
    }
    if (valid && decode(policy, input, portable.out, prefix, false) != input) {
      fail(policy, "does not decode to the input", input, portable.out);
    }
  } else if (portable.error != jsongen::errc::ok) {
    fail(policy, "an error without utf8_policy::error", input, portable.out);
  } else if (Utf8 == jsongen::utf8_policy::replace) {
    if (decode(policy, input, portable.out, prefix, false) != reference.replaced(input)) {
      fail(policy, "does not decode to the input with U+FFFD replacements", input, portable.out);
    }
  } else if (valid) {
    if (decode(policy, input, portable.out, prefix, false) != input) fail(policy, "does not decode to the input", input, portable.out);
  } else if (decode(policy, input, portable.out, prefix, true) != prop_test::latin1_as_utf8(input)) {
    fail(policy, "the bytes were not passed through", input, portable.out);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const unsigned config = data[0];
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  // Prefix 0-7 bytes; the buffer starts empty with no capacity, empty with
  // some, or holding stale bytes (which count as room), about the output's size.
  const std::size_t prefix = config & 7;
  const std::size_t about = prefix + input.size() + ((config >> 3) & 7) * 3;
  std::size_t stale = 0, capacity = 0;
  switch (config >> 6) {
    case 1: capacity = about; break;
    case 2: stale = about; break;
    case 3: stale = about / 2, capacity = about * 2; break;
    default: break;
  }
  check<jsongen::utf8_policy::error>("error", input, prefix, stale, capacity);
  check<jsongen::utf8_policy::replace>("replace", input, prefix, stale, capacity);
  check<jsongen::utf8_policy::pass>("pass", input, prefix, stale, capacity);
  return 0;
}
