#include <cstdio>
#include <cstdlib>

#include "buffers.json.h"
#include "round_trip.h"  // every value read back and written again

namespace {
Document make(std::size_t lines) {
  Document d{"buffers", {}};
  for (std::size_t i = 0; i < lines; ++i) {
    d.lines.push_back({static_cast<std::int64_t>(i) * 7919, std::string(i % 37, 'a' + i % 26) + "\xc3\xa9\n",
                       std::vector<std::int32_t>(i % 5, -static_cast<std::int32_t>(i))});
  }
  return d;
}
void require(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what);
    std::exit(1);
  }
}
}  // namespace

int main() {
#if !defined(__cpp_lib_string_resize_and_overwrite)
  std::fprintf(stderr, "FAIL: this case must be compiled where std::string has resize_and_overwrite\n");
  return 1;
#endif
  const Document big = make(20000);
  const std::string expected = jsongen::to_json(big);  // a new string
  std::string out;
  jsongen::to_json(big, out);  // growing from nothing
  require(out == expected, "grown from an empty string");
  jsongen::to_json(big, out);  // reused as it is
  require(out == expected, "reused buffer");
  out.clear();  // empty, with all the capacity
  jsongen::to_json(big, out);
  require(out == expected, "cleared buffer");
  std::string small_first = "x";
  jsongen::to_json(make(3), small_first);
  jsongen::to_json(big, small_first);  // a small buffer grown within and past its capacity
  require(small_first == expected, "small buffer grown");
  require(jsongen::to_json(big) == expected, "returned again (reserved from the last size)");
  out.clear();
  out.shrink_to_fit();
  out.reserve(expected.size() / 2);
  jsongen::to_json(big, out);
  require(out == expected, "half the capacity reserved");
  std::puts(jsongen_test::to_json(make(3)).c_str());
}
