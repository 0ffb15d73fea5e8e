// Readers of wide text: std::wstring, std::u16string, std::u32string and
// the characters wchar_t, char16_t and char32_t, from JSON strings decoded
// and validated as for a std::string (read_string.h), then converted from
// UTF-8 (detail/wide_text.h): UTF-16 for 16-bit units, code points for
// wider ones. A character takes a string of one character that fits one
// unit (a char16_t no character beyond U+FFFF, which UTF-16 writes as two).
// Views are refused: they would not own what is read.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "config.h"
#include "deserializer_core.h"
#include "detail/wide_text.h"
#include "read_string.h"
#include "require_cxx17.h"
#include "traits.h"

namespace jsongen {

// Converted into the string itself, which keeps its capacity.
template <class CharT, class Traits, class Alloc>
struct deserializer<std::basic_string<CharT, Traits, Alloc>, std::enable_if_t<detail::is_wide_char_type<CharT>>> {
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, std::basic_string<CharT, Traits, Alloc>& v) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    v.clear();
    detail::append_wide_of_utf8(v, text.data(), text.size());
    return s.ptr;
  }
};

template <class CharT, class Traits>
struct deserializer<std::basic_string_view<CharT, Traits>, std::enable_if_t<detail::is_wide_char_type<CharT>>>
    : detail::refused_deserializer {
  static_assert(always_false<Traits>::value,
                "jsongen: from_json cannot read into a wide string_view: it would not own what is read. Read a "
                "std::wstring, std::u16string or std::u32string.");
};

template <class T>
struct deserializer<T, std::enable_if_t<detail::is_wide_char_type<T> && !std::is_const<T>::value>> {
  using value_type = std::remove_cv_t<T>;
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, T& v) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string of one character");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    one_unit unit;
    if (text.size() <= 4) detail::append_wide_of_utf8(unit, text.data(), text.size());  // a character: 4 bytes at most
    if (JSONGEN_UNLIKELY(text.size() > 4 || unit.count != 1)) {
      return r.fail_with(errc::wrong_length, p,
                         std::string("a ") + name() + " is read from a string of one character" +
                             (sizeof(value_type) == 2 ? " up to U+FFFF" : "") + ", found " +
                             detail::describe_found(p, r.end()));
    }
    v = unit.first;
    return s.ptr;
  }

 private:
  // What the conversion appends to: the first unit, and how many there are.
  struct one_unit {
    using value_type = std::remove_cv_t<T>;
    value_type first{};
    std::size_t count = 0;
    void operator+=(value_type u) {
      if (count++ == 0) first = u;
    }
  };
  static const char* name() {
    if (std::is_same<value_type, wchar_t>::value) return "wchar_t";
    return std::is_same<value_type, char16_t>::value ? "char16_t" : "char32_t";
  }
};

}  // namespace jsongen
