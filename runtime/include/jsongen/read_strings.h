// Readers of text: std::string and char arrays, decoded from JSON strings
// (read_string.h). Views and C strings are refused: they would not own what
// is read.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "config.h"
#include "deserializer_core.h"
#include "read_string.h"
#include "require_cxx17.h"
#include "traits.h"

namespace jsongen {

// Decoded into the string itself, which keeps its capacity: a reused value
// allocates only when a string outgrows the one it held before.
template <>
struct deserializer<std::string> {
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static JSONGEN_ALWAYS_INLINE const char* read(R& r, const char* p, std::string& v) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string");
    const detail::string_result s = detail::read_string<R::options::utf8>(p + 1, r.end(), v);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    return s.ptr;
  }
};

// Other traits or allocators: through the reader's scratch string.
template <class Traits, class Alloc>
struct deserializer<std::basic_string<char, Traits, Alloc>,
                    std::enable_if_t<!std::is_same<std::basic_string<char, Traits, Alloc>, std::string>::value>> {
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, std::basic_string<char, Traits, Alloc>& v) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    v.assign(text.data(), text.size());
    return s.ptr;
  }
};

// A char array: up to N bytes of text, the rest filled with NULs (as it is
// written: up to its first NUL, or all N bytes). Longer text is
// errc::wrong_length.
template <std::size_t N>
struct deserializer<char[N]> {
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, char (&v)[N]) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    if (JSONGEN_UNLIKELY(text.size() > N)) {
      return r.fail_with(errc::wrong_length, p,
                         "a char[" + std::to_string(N) + "] holds at most " + std::to_string(N) + " bytes, found " +
                             std::to_string(text.size()));
    }
    std::memcpy(v, text.data(), text.size());
    std::memset(v + text.size(), 0, N - text.size());
    return s.ptr;
  }
};

template <class Traits>
struct deserializer<std::basic_string_view<char, Traits>> : detail::refused_deserializer {
  static_assert(always_false<Traits>::value,
                "jsongen: from_json cannot read into a std::string_view: it would view the input (or "
                "nothing, where the text has escapes). Read a std::string.");
};

// Strings of char8_t are refused like the character (read_scalars.h); wide
// strings: read_wide_strings.h.
template <class CharT, class Traits, class Alloc>
struct deserializer<std::basic_string<CharT, Traits, Alloc>, std::enable_if_t<detail::is_char8_type<CharT>>>
    : deserializer<CharT> {};
template <class CharT, class Traits>
struct deserializer<std::basic_string_view<CharT, Traits>, std::enable_if_t<detail::is_char8_type<CharT>>>
    : deserializer<CharT> {};

}  // namespace jsongen
