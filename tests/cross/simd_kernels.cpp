// Holds the target's SIMD block operations (detail/simd/select.h's
// baseline_block) and its string scanner (detail/read_string_scan.h, picked
// by JSONGEN_WITH_ISA) to byte-by-byte references, on pseudo-random texts
// of ASCII, escapes and well- and ill-formed UTF-8. For targets that have
// no C library here: it needs only <cstddef>, <cstdint> and <cstring>, so
// with -DJSONGEN_KERNELS_FREESTANDING it is built against tests/cross/
// freestanding/ and the compiler's own headers, and talks to Linux through
// raw system calls (loongarch64: scripts/cross/loongarch_check.sh, the
// ctest "loongarch64 simd_kernels" in build/). Hosted (main, stdio) it runs
// where the same code runs under the unit tests too, which checks the
// checker: "unit ARCH simd_kernels" under qemu (scripts/run_cross_tests.sh)
// and "simd_kernels" in build/ (tests/CMakeLists.txt).
#include <jsongen/detail/scan_portable.h>
#include <jsongen/detail/simd/select.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#define JSONGEN_SIMD_ALGORITHM "../read_string_scan.h"
#include <jsongen/detail/simd/instantiate.h>
#undef JSONGEN_SIMD_ALGORITHM

#if !defined(JSONGEN_HAVE_SIMD)
#error "simd_kernels: this target has no SIMD code to check"
#endif

#if defined(JSONGEN_KERNELS_FREESTANDING)
#if !defined(__loongarch64)
#error "simd_kernels: freestanding only on loongarch64 (its system calls below)"
#endif
namespace {
long system_call(long number, long a, long b, long c) {
  register long a7 __asm__("$a7") = number;
  register long a0 __asm__("$a0") = a;
  register long a1 __asm__("$a1") = b;
  register long a2 __asm__("$a2") = c;
  __asm__ volatile("syscall 0" : "+r"(a0) : "r"(a7), "r"(a1), "r"(a2) : "memory");
  return a0;
}
void write_out(const char* s, std::size_t n) { system_call(64, 1, reinterpret_cast<long>(s), static_cast<long>(n)); }
[[noreturn]] void exit_with(int status) {
  system_call(94, status, 0, 0);  // exit_group
  for (;;) {
  }
}
}  // namespace
// Byte loops the compiler must not turn back into calls to themselves.
extern "C" void* memcpy(void* to, const void* from, size_t n) {
  auto* d = static_cast<volatile unsigned char*>(to);
  const auto* s = static_cast<const unsigned char*>(from);
  for (size_t i = 0; i < n; ++i) d[i] = s[i];
  return to;
}
extern "C" void* memset(void* to, int c, size_t n) {
  auto* d = static_cast<volatile unsigned char*>(to);
  for (size_t i = 0; i < n; ++i) d[i] = static_cast<unsigned char>(c);
  return to;
}
#else
#include <cstdio>
#include <cstdlib>
namespace {
void write_out(const char* s, std::size_t n) { std::fwrite(s, 1, n, stdout); }
[[noreturn]] void exit_with(int status) {
  std::fflush(stdout);
  std::exit(status);
}
}  // namespace
#endif

namespace {

namespace d = jsongen::detail;
using V = d::baseline_block;

void say(const char* s) {
  std::size_t n = 0;
  while (s[n] != 0) ++n;
  write_out(s, n);
}
void say_number(std::uint64_t n) {
  char digits[24];
  std::size_t i = sizeof digits;
  do {
    digits[--i] = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n != 0);
  write_out(digits + i, sizeof digits - i);
}

std::uint64_t checks = 0, failures = 0;
void check(bool ok, const char* what, const unsigned char* text, std::size_t n) {
  ++checks;
  if (ok) return;
  if (++failures > 20) return;
  say("FAIL ");
  say(what);
  say(" on");
  for (std::size_t i = 0; i < n; ++i) {
    const char hex[] = "0123456789abcdef";
    const char byte[3] = {' ', hex[text[i] >> 4], hex[text[i] & 15]};
    write_out(byte, 3);
  }
  say("\n");
}

// xorshift64*: the same texts on every target.
std::uint64_t state = 0x9E3779B97F4A7C15u;
std::uint32_t next() {
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return static_cast<std::uint32_t>((state * 0x2545F4914F6CDD1Du) >> 32);
}
std::uint32_t below(std::uint32_t n) { return next() % n; }

// Appends one piece of text at p (room for 4 bytes); returns its length.
// `mix` (0-3) weighs ASCII against the rest.
std::size_t piece(unsigned char* p, unsigned mix) {
  const std::uint32_t r = below(100);
  if (r < 70 - 20 * mix) {
    p[0] = static_cast<unsigned char>(0x20 + below(0x5F));  // printable ASCII, '"' and '\\' among them
    return 1;
  }
  switch (below(10)) {
    case 0:  // a control byte
      p[0] = static_cast<unsigned char>(below(0x20));
      return 1;
    case 1:  // any high byte
      p[0] = static_cast<unsigned char>(0x80 + below(0x80));
      return 1;
    case 2:
      p[0] = static_cast<unsigned char>(0xC2 + below(0x1E));
      p[1] = static_cast<unsigned char>(0x80 + below(0x40));
      return 2;
    case 3:  // U+2028, U+2029
      p[0] = 0xE2;
      p[1] = 0x80;
      p[2] = static_cast<unsigned char>(0xA8 + below(2));
      return 3;
    case 4:  // overlong and surrogate forms among them
      p[0] = static_cast<unsigned char>(0xE0 + below(16));
      p[1] = static_cast<unsigned char>(0x80 + below(0x40));
      p[2] = static_cast<unsigned char>(0x80 + below(0x40));
      return 3;
    case 5:
      p[0] = static_cast<unsigned char>(0xF0 + below(6));
      p[1] = static_cast<unsigned char>(0x80 + below(0x40));
      p[2] = static_cast<unsigned char>(0x80 + below(0x40));
      p[3] = static_cast<unsigned char>(0x80 + below(0x40));
      return 4;
    case 6:  // cut short
      p[0] = static_cast<unsigned char>(0xE0 + below(16));
      p[1] = static_cast<unsigned char>(0x80 + below(0x40));
      return 2;
    case 7:  // a lone lead
      p[0] = static_cast<unsigned char>(0xC0 + below(64));
      return 1;
    case 8:
      p[0] = '"';
      return 1;
    case 9:
      p[0] = '\\';
      return 1;
  }
  return 0;
}
void fill(unsigned char* text, std::size_t n, unsigned mix) {
  std::size_t i = 0;
  unsigned char bytes[4];
  while (i < n) {
    const std::size_t k = piece(bytes, mix);
    for (std::size_t j = 0; j < k && i < n; ++j) text[i++] = bytes[j];
  }
}

// The references.
bool is_escape(unsigned char c) { return c < 0x20 || c == '"' || c == '\\'; }
// Whether text[0..n) is well-formed UTF-8, sequence by sequence.
[[maybe_unused]] bool well_formed(const unsigned char* text, std::size_t n) {
  for (std::size_t i = 0; i < n;) {
    const int length = d::utf8_sequence(text + i, n - i);
    if (length < 0) return false;
    i += static_cast<std::size_t>(length);
  }
  return true;
}
// A mask of V from one bit per byte.
V::mask_t lanes(std::uint32_t bits) {
  V::mask_t m = 0;
  const V::mask_t lane = static_cast<V::mask_t>((V::mask_t{1} << V::lane_bits) - 1);
  for (unsigned i = 0; i < 16; ++i) {
    if (bits >> i & 1) m |= static_cast<V::mask_t>(lane << (i * V::lane_bits));
  }
  return m;
}
template <class Predicate>
std::uint32_t bits_where(const unsigned char* b, Predicate p) {
  std::uint32_t bits = 0;
  for (unsigned i = 0; i < 16; ++i) bits |= static_cast<std::uint32_t>(p(b[i]) ? 1 : 0) << i;
  return bits;
}
bool same_bytes(V::type v, const unsigned char* want) {
  char got[16];
  V::store(got, v);
  for (unsigned i = 0; i < 16; ++i) {
    if (static_cast<unsigned char>(got[i]) != want[i]) return false;
  }
  return true;
}

// The UTF-8 check of one short text, as escape_blocks.h's short_errors (a
// template: only instruction sets with lookups have it).
template <class B>
void check_short_utf8(const unsigned char* b) {
  const B c;
  const std::size_t m = 1 + below(16);
  unsigned char want[16];
  for (unsigned i = 0; i < 16; ++i) want[i] = i < m ? 0xFF : 0;
  check(same_bytes(c.first_lanes(m), want), "first_lanes", b, m);
  const typename B::type text = B::and_(B::load(reinterpret_cast<const char*>(b)), c.first_lanes(m));
  check(B::any(B::or_(c.utf8_errors_first(text), c.cut_short(text))) == !well_formed(b, m), "utf8_errors_first", b, m);
}

// One block's operations against the references.
void check_block(const unsigned char* b) {
  const char* p = reinterpret_cast<const char*>(b);
  const V c;
  const V::type v = V::load(p);
  check(same_bytes(v, b), "load/store", b, 16);
  check(V::mask(c.escapes(v)) == lanes(bits_where(b, is_escape)), "escapes", b, 16);
  check(
      V::mask(c.escapes_or_high(v)) == lanes(bits_where(b, [](unsigned char x) { return is_escape(x) || x >= 0x80; })),
      "escapes_or_high", b, 16);
  check(V::mask(c.separator_leads(v)) == lanes(bits_where(b, [](unsigned char x) { return x == 0xE2; })),
        "separator_leads", b, 16);
  check(V::mask(V::high(v)) == lanes(bits_where(b, [](unsigned char x) { return x >= 0x80; })), "high", b, 16);
  const unsigned char k = b[below(16)];
  check(V::mask(V::equal_to(v, k)) == lanes(bits_where(b, [k](unsigned char x) { return x == k; })), "equal_to", b, 16);
  bool nonzero = false;
  for (unsigned i = 0; i < 16; ++i) nonzero |= b[i] != 0;
  check(V::any(v) == nonzero, "any", b, 16);
  // subs, and_not, xor_ bytewise against a second block (b reversed).
  unsigned char r[16], want[16];
  for (unsigned i = 0; i < 16; ++i) r[i] = b[15 - i];
  const V::type w = V::load(reinterpret_cast<const char*>(r));
  for (unsigned i = 0; i < 16; ++i) want[i] = static_cast<unsigned char>(b[i] > r[i] ? b[i] - r[i] : 0);
  check(same_bytes(V::subs(v, w), want), "subs", b, 16);
  for (unsigned i = 0; i < 16; ++i) want[i] = static_cast<unsigned char>(b[i] & ~r[i]);
  check(same_bytes(V::and_not(v, w), want), "and_not", b, 16);
  // load_partial: the first n bytes, zeros after.
  const std::size_t n = below(16);
  for (unsigned i = 0; i < 16; ++i) want[i] = i < n ? b[i] : 0;
  check(same_bytes(V::load_partial(p, n), want), "load_partial", b, n);
  // The mask arithmetic.
  const std::uint32_t bits = bits_where(b, is_escape);
  if (bits != 0) {
    const V::mask_t m = lanes(bits);
    check(V::first_index(m) == static_cast<std::size_t>(d::count_trailing_zeros32(bits)), "first_index", b, 16);
    check(V::drop_lanes(m, n) == lanes(bits >> n), "drop_lanes", b, 16);
  }
  check(V::lanes_below(n) == lanes((1u << n) - 1), "lanes_below", b, 16);
  if constexpr (V::lookups) check_short_utf8<V>(b);
}

// The UTF-8 check over a text of whole blocks, each block's bytes before it
// loaded again (as escape_blocks.h's ill_formed).
template <class B>
void check_text_utf8(const unsigned char* text, std::size_t blocks) {
  const B c;
  const char* s = reinterpret_cast<const char*>(text);
  typename B::type errors = c.utf8_errors_first(B::load(s));
  for (std::size_t i = 16; i < 16 * blocks; i += 16) {
    errors = B::or_(errors, c.utf8_errors(B::load(s + i), B::load(s + i - 1), B::load(s + i - 2), B::load(s + i - 3)));
  }
  errors = B::or_(errors, c.cut_short(B::load(s + 16 * (blocks - 1))));
  check(B::any(errors) == !well_formed(text, 16 * blocks), "utf8_errors", text, 16 * blocks);
}

// The scanner (what read_string runs) against the portable one.
void check_scan(const unsigned char* text, std::size_t n) {
  const char* s = reinterpret_cast<const char*>(text);
  const d::run_scan plain = [&] { JSONGEN_WITH_ISA(d::simd_dispatch, return simd::scan_string<false>(s, s + n);); }();
  const d::run_scan plain_want = d::scan_run_portable<false>(s, s + n);
  check(plain.at == plain_want.at, "scan_string<false>", text, n);
  const d::run_scan checked = [&] { JSONGEN_WITH_ISA(d::simd_dispatch, return simd::scan_string<true>(s, s + n);); }();
  const d::run_scan checked_want = d::scan_run_portable<true>(s, s + n);
  // Both stop at the same byte; where that ends the run, the answers agree
  // exactly; at the end of the input the SIMD one may also answer true for
  // a sequence cut short (read_string.h: run_scan).
  bool ok = checked.at == checked_want.at;
  if (ok && checked.at != s + n) ok = checked.maybe_ill_formed == checked_want.maybe_ill_formed;
  if (ok && checked.at == s + n) ok = checked.maybe_ill_formed || !checked_want.maybe_ill_formed;
  check(ok, "scan_string<true>", text, n);
}

}  // namespace

#if defined(JSONGEN_KERNELS_FREESTANDING)
extern "C" [[noreturn]] void start_checks() {
#else
int main() {
#endif
  // Room past each text: the scanner reads whole blocks only within it, and
  // these buffers are the texts' memory.
  unsigned char text[16 * 12 + 64];
  for (unsigned round = 0; round < 20000; ++round) {
    const unsigned mix = round % 4;
    fill(text, 16, mix);
    check_block(text);
    const std::size_t blocks = 1 + below(8);
    fill(text, 16 * blocks, mix);
    if constexpr (V::lookups) check_text_utf8<V>(text, blocks);
    const std::size_t n = below(16 * 12);
    fill(text, n, mix);
    // Runs that end at their end are as common as those that end at a quote.
    if (n > 0 && below(2) == 0) {
      for (std::size_t i = 0; i < n; ++i) {
        if (is_escape(text[i])) text[i] = 'a';
      }
    }
    check_scan(text, n);
  }
  say("simd_kernels: ");
  say_number(checks);
  say(" checks, ");
  say_number(failures);
  say(" failures\n");
  exit_with(failures == 0 ? 0 : 1);
}

#if defined(JSONGEN_KERNELS_FREESTANDING)
// The entry point: the stack pointer as the kernel left it (16-byte
// aligned), no C library to set anything up.
extern "C" [[noreturn]] void _start() { start_checks(); }
#endif
