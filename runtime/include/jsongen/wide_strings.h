// Serializers of wide text: std::wstring, std::u16string, std::u32string,
// their string_views, and the characters wchar_t, char16_t and char32_t (a
// one-character string, as a plain char is), written as UTF-8 strings.
// 16-bit units are UTF-16 (char16_t, and wchar_t where it has 16 bits, as
// on Windows), wider ones code points (char32_t, wchar_t on Linux). A unit
// that is no Unicode scalar value (a lone surrogate, a value beyond
// U+10FFFF) is what invalid UTF-8 is in a std::string: errc::invalid_utf8
// with the value's path (utf8_policy::error), U+FFFD (replace), or its
// ill-formed bytes copied (pass). Converted by detail/wide_text.h, not by
// <codecvt> (deprecated).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "detail/wide_text.h"
#include "escape.h"
#include "options.h"
#include "require_cxx17.h"
#include "serializer_core.h"
#include "traits.h"

namespace jsongen {
namespace detail {

// Writes and locates wide text through its UTF-8, so that it fails, with
// its path, exactly where a std::string of those bytes would.
struct wide_text_serializer {
  template <class W, class Char>
  static char* write_text(W& w, char* p, const Char* s, std::size_t n) {
    std::string text;
    append_utf8_of_wide(text, s, n, W::options::utf8 == utf8_policy::replace);
    return write_string(w, p, text.data(), text.size());
  }
  template <class L, class Char>
  static bool locate_text(L& l, const Char* s, std::size_t n) {
    std::string text;
    append_utf8_of_wide(text, s, n, L::options::utf8 == utf8_policy::replace);
    return l.text(text.data(), text.size());
  }
};

}  // namespace detail

template <class CharT, class Traits, class Alloc>
struct serializer<std::basic_string<CharT, Traits, Alloc>, std::enable_if_t<detail::is_wide_char_type<CharT>>>
    : detail::wide_text_serializer {
  template <class W>
  static char* write(W& w, char* p, const std::basic_string<CharT, Traits, Alloc>& v) {
    return write_text(w, p, v.data(), v.size());
  }
  template <class L>
  static bool locate(L& l, const std::basic_string<CharT, Traits, Alloc>& v) {
    return locate_text(l, v.data(), v.size());
  }
};

template <class CharT, class Traits>
struct serializer<std::basic_string_view<CharT, Traits>, std::enable_if_t<detail::is_wide_char_type<CharT>>>
    : detail::wide_text_serializer {
  template <class W>
  static char* write(W& w, char* p, std::basic_string_view<CharT, Traits> v) {
    return write_text(w, p, v.data(), v.size());
  }
  template <class L>
  static bool locate(L& l, std::basic_string_view<CharT, Traits> v) {
    return locate_text(l, v.data(), v.size());
  }
};

// One character: one code unit (a surrogate alone is a lone surrogate).
template <class T>
struct serializer<T, std::enable_if_t<detail::is_wide_char_type<T>>> : detail::wide_text_serializer {
  template <class W>
  static char* write(W& w, char* p, T v) {
    const std::remove_cv_t<T> unit = v;
    return write_text(w, p, &unit, 1);
  }
  template <class L>
  static bool locate(L& l, T v) {
    const std::remove_cv_t<T> unit = v;
    return locate_text(l, &unit, 1);
  }
};

}  // namespace jsongen
