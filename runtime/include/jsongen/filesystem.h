// The serializer of std::filesystem::path: its native format as UTF-8
// text, escaped like any string (Options::utf8 applies). On POSIX that is
// native(), the bytes as the system has them, written without a copy; where
// paths are wide (Windows: UTF-16, with the native '\\' separators) it is
// native() converted by detail/wide_text.h, which, unlike u8string(), does
// not throw on a lone surrogate: Options::utf8 decides.
//
// Not included by serializer.h: <filesystem> costs every translation unit
// compile time (see docs/reference.md, "Supported types"). The generated headers include this one when a
// field holds a path; direct users of to_json include it themselves.
#pragma once

#include <filesystem>
#include <string>
#include <type_traits>

#include "detail/wide_text.h"
#include "escape.h"
#include "read_filesystem.h"  // and their readers
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {

template <>
struct serializer<std::filesystem::path> {
  using path = std::filesystem::path;
  static constexpr bool native_is_utf8 = std::is_same<path::value_type, char>::value;

  template <class W>
  static char* write(W& w, char* p, const path& v) {
    if constexpr (native_is_utf8) {
      return write_value(w, p, v.native());
    } else {
      const std::string text =
          detail::utf8_of_wide(v.native().data(), v.native().size(), W::options::utf8 == utf8_policy::replace);
      return write_string(w, p, text.data(), text.size());
    }
  }
  template <class L>
  static bool locate(L& l, const path& v) {
    if constexpr (native_is_utf8) {
      return l.text(v.native().data(), v.native().size());
    } else {
      const std::string text = detail::utf8_of_wide(v.native().data(), v.native().size(), false);
      return l.text(text.data(), text.size());
    }
  }
};

}  // namespace jsongen
