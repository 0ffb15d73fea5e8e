// Serializers of text: std::string, std::string_view, C strings and char
// arrays, escaped as JSON strings; strings of char8_t are refused (wide
// strings: wide_strings.h).
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "config.h"
#include "escape.h"
#include "require_cxx17.h"
#include "scalars.h"
#include "serializer_core.h"

namespace jsongen {

template <class Traits, class Alloc>
struct serializer<std::basic_string<char, Traits, Alloc>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, const std::basic_string<char, Traits, Alloc>& v) {
    return write_string(w, p, v.data(), v.size(), readable(v));
  }
  static JSONGEN_ALWAYS_INLINE detail::text_span text(const std::basic_string<char, Traits, Alloc>& v) {
    return {v.data(), v.size(), readable(v)};
  }
  // A std::string owns capacity() + 1 bytes (its text and the terminating
  // NUL), at least 16 in libstdc++, libc++ and MSVC's library (the short
  // string buffer, or a heap block no smaller); the escaper reads whole
  // 16-byte blocks within them. Not from capacity() itself: in libstdc++ it
  // branches on where the text lives, a branch that mixed data mispredicts.
  static JSONGEN_ALWAYS_INLINE std::size_t readable(const std::basic_string<char, Traits, Alloc>& v) {
#if JSONGEN_STRING_OVERREAD
    const std::size_t n = v.size() < 16 ? 16 : v.size() + 1;
    // size() + 1 cannot wrap around; knowing it, the compiler drops the
    // escaper's path for text that may not be read in a whole block, which
    // was half the code of every string field.
    JSONGEN_ASSUME(n >= 16);
    return n;
#else
    return v.size();
#endif
  }
};

template <class Traits>
struct serializer<std::basic_string_view<char, Traits>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, std::basic_string_view<char, Traits> v) {
    return write_string(w, p, v.data(), v.size());
  }
  static JSONGEN_ALWAYS_INLINE detail::text_span text(std::basic_string_view<char, Traits> v) {
    return {v.data(), v.size(), v.size()};
  }
};

// C strings; a null pointer is null.
template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, const char*>::value || std::is_same<T, char*>::value>> {
  template <class W>
  static char* write(W& w, char* p, const char* v) {
    if (v == nullptr) return w.write_literal(p, "null");
    return write_string(w, p, v, std::strlen(v));
  }
  template <class L>
  static bool locate(L& l, const char* v) {
    return v != nullptr && l.text(v, std::strlen(v));
  }
};

// A char array holds text: a string up to the first NUL (or all N bytes).
template <std::size_t N>
struct serializer<char[N]> {
  template <class W>
  static char* write(W& w, char* p, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    return write_string(w, p, v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
  template <class L>
  static bool locate(L& l, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    return l.text(v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
};

// Strings of char8_t, and pointers to them (which would otherwise be
// pointers to one number): refused, like the character (scalars.h).
// Strings of wchar_t, char16_t and char32_t are text (wide_strings.h);
// pointers to them are refused: hold their strings or string_views.
template <class CharT, class Traits, class Alloc>
struct serializer<std::basic_string<CharT, Traits, Alloc>, std::enable_if_t<detail::is_char8_type<CharT>>>
    : serializer<CharT> {};
template <class CharT, class Traits>
struct serializer<std::basic_string_view<CharT, Traits>, std::enable_if_t<detail::is_char8_type<CharT>>>
    : serializer<CharT> {};
template <class CharT>
struct serializer<CharT*, std::enable_if_t<detail::is_char8_type<CharT>>> : serializer<std::remove_cv_t<CharT>> {};
template <class CharT>
struct serializer<CharT*, std::enable_if_t<detail::is_wide_char_type<CharT>>> : detail::refused_serializer {
  static_assert(always_false<CharT>::value,
                "jsongen: pointers to wide, UTF-16 and UTF-32 characters (const wchar_t*, const char16_t*...) "
                "are not written; hold a std::wstring, std::u16string, std::u32string or their string_views");
};

}  // namespace jsongen
