// The reader of std::filesystem::path: UTF-8 text, as filesystem.h writes
// it (native() on POSIX; where paths are wide, converted from UTF-8 by
// detail/wide_text.h, which keeps a lone surrogate and does not throw).
// filesystem.h includes this header.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <type_traits>

#include "deserializer_core.h"
#include "detail/wide_text.h"
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
      v = path(detail::wide_of_utf8<path::value_type>(text.data(), text.size()));
    }
    return p;
  }
};

}  // namespace jsongen
