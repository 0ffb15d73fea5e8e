// The reader of std::filesystem::path: UTF-8 text, as filesystem.h writes
// it (native() on POSIX; where paths are wide, converted from UTF-8).
// filesystem.h includes this header.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <type_traits>

#include "deserializer_core.h"
#include "read_strings.h"
#include "require_cxx17.h"

namespace jsongen {

template <>
struct deserializer<std::filesystem::path> {
  using path = std::filesystem::path;
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, path& v) {
    std::string text;
    p = read_value(r, p, text);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if constexpr (std::is_same<path::value_type, char>::value) {
      v = path(std::move(text));
    } else {
#if defined(__cpp_char8_t)
      v = path(std::u8string(text.begin(), text.end()));
#else
      v = std::filesystem::u8path(text);
#endif
    }
    return p;
  }
};

}  // namespace jsongen
