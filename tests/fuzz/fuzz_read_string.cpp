// libFuzzer target: the string reader (read_string.h).
//
// Input: one configuration byte, then the bytes after a string's opening
// quote (the string and whatever follows it). They are copied to a heap
// block of exactly their size, at the alignment the configuration byte's
// low five bits pick, and read under each utf8_policy by read_string,
// skip_string and read_string_view with every scanner: the portable one and
// on x86 each instruction set's this processor runs, and the default. Each
// must give what the reference decoder of tests/runtime gives (the error,
// where it is, and on success the text); read_string_view must view the
// input exactly when the text is its bytes unchanged; and read_string into a
// string that holds more must keep its capacity. Any failure aborts with a
// description; ASan and UBSan catch the rest.
#include <jsongen/read_string.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#include "../runtime/read_string_reference.h"

namespace {

namespace d = jsongen::detail;
using jsongen::utf8_policy;

[[noreturn]] void fail(const char* what, utf8_policy policy, int level, const std::string& input) {
  std::fprintf(stderr, "fuzz_read_string: policy %d, scanner level %d: %s\n  input (%zu bytes):",
               static_cast<int>(policy), level, what, input.size());
  for (const char c : input) std::fprintf(stderr, " %02x", static_cast<unsigned char>(c));
  std::fprintf(stderr, "\n");
  std::abort();
}

template <utf8_policy Policy, int Level>
void check_level(const char* p, const char* end, const std::string& input, const test_support::expected& want) {
  const auto offset = [&](const d::string_result& r) { return static_cast<std::size_t>(r.ptr - p); };
  const auto same = [&](const d::string_result& r) { return r.error == want.error && offset(r) == want.offset; };
  const bool ok = want.error == d::string_error::none;

  std::string out(want.text.size() + 40, '#');  // more than the text: its capacity must stay
  const std::size_t capacity = out.capacity();
  const d::string_result read = d::read_string<Policy, Level>(p, end, out);
  if (!same(read)) fail("read_string: error or offset differs from the reference", Policy, Level, input);
  if (ok && out != want.text) fail("read_string: text differs from the reference", Policy, Level, input);
  if (out.capacity() != capacity) fail("read_string: capacity changed", Policy, Level, input);

  if (!same(d::skip_string<Policy, Level>(p, end))) fail("skip_string differs from the reference", Policy, Level, input);

  std::string scratch;
  std::string_view view;
  const d::string_result viewed = d::read_string_view<Policy, Level>(p, end, scratch, view);
  if (!same(viewed)) fail("read_string_view: error or offset differs from the reference", Policy, Level, input);
  if (ok) {
    if (view != want.text) fail("read_string_view: text differs from the reference", Policy, Level, input);
    const std::string_view raw(p, want.offset - 1);
    const bool verbatim = raw.find('\\') == std::string_view::npos && raw == want.text;
    if ((view.data() == p) != verbatim) fail("read_string_view: viewed the input wrongly", Policy, Level, input);
  }
}

template <utf8_policy Policy>
void check(const char* p, const char* end, const std::string& input) {
  const test_support::expected want = test_support::reference(input, Policy);
  check_level<Policy, d::kPortableScan>(p, end, input, want);
  check_level<Policy, d::kReadLevel>(p, end, input, want);
#if defined(JSONGEN_HAVE_X86_LEVELS)
  check_level<Policy, d::simd_sse2>(p, end, input, want);
  if (d::simd_level() >= d::simd_ssse3) check_level<Policy, d::simd_ssse3>(p, end, input, want);
  if (d::simd_level() >= d::simd_avx2) check_level<Policy, d::simd_avx2>(p, end, input, want);
#endif
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t alignment = data[0] & 31;
  const std::string input(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::unique_ptr<char[]> block(new char[alignment + input.size()]);
  if (!input.empty()) std::memcpy(block.get() + alignment, input.data(), input.size());
  const char* p = block.get() + alignment;
  const char* end = p + input.size();
  check<utf8_policy::error>(p, end, input);
  check<utf8_policy::replace>(p, end, input);
  check<utf8_policy::pass>(p, end, input);
  return 0;
}
