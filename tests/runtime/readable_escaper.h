// The SIMD escaper as std::string uses it: allowed to read 16-byte blocks
// past the end of the string. The bytes after the string here are all ones
// that would need attention ('"', '\\', control bytes, UTF-8 leads and
// continuations), so a block that wrongly judged them would change the output.
#pragma once

#include <jsongen/jsongen.h>

#include <cstddef>
#include <string>

namespace test_support {

template <class W>
char* write_string_readable_past_end(W& w, char* p, const char* s, std::size_t n) {
  static const char kAfter[] = "\"\\\x01\xC3\xE2\x80\xBF\xDF\xF0\x1F\xC2\"\\\x80\xED\xA0\xC3\x7F\x00";
  static thread_local std::string buffer;
  buffer.assign(s, n);
  buffer.append(kAfter, sizeof kAfter - 1);
  buffer.append(kAfter, sizeof kAfter - 1);
  return jsongen::write_string(w, p, buffer.data(), n, buffer.size());
}

}  // namespace test_support
