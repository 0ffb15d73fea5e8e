// Which scalar types JSON gives which meaning, as writing and reading share it.
#pragma once

#include <type_traits>

#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// The character types other than char: JSON text here is UTF-8 in char.
// Wide, UTF-16 and UTF-32 text (wchar_t, char16_t, char32_t) is converted
// (wide_strings.h); char8_t is refused.
template <class T>
inline constexpr bool is_wide_char_type =
    std::is_same<std::remove_cv_t<T>, wchar_t>::value || std::is_same<std::remove_cv_t<T>, char16_t>::value ||
    std::is_same<std::remove_cv_t<T>, char32_t>::value;
template <class T>
inline constexpr bool is_char8_type =
#if defined(__cpp_char8_t)
    std::is_same<std::remove_cv_t<T>, char8_t>::value;
#else
    false;
#endif
template <class T>
inline constexpr bool is_other_char_type = is_wide_char_type<T> || is_char8_type<T>;

template <class T>
inline constexpr bool is_number_integer = std::is_integral<T>::value && !std::is_same<std::remove_cv_t<T>, bool>::value &&
                                          !std::is_same<std::remove_cv_t<T>, char>::value && !is_other_char_type<T>;

// A const or volatile bool or char (a volatile member): as the plain type.
template <class T>
inline constexpr bool is_cv_bool_or_char =
    !std::is_same<std::remove_cv_t<T>, T>::value &&
    (std::is_same<std::remove_cv_t<T>, bool>::value || std::is_same<std::remove_cv_t<T>, char>::value);

}  // namespace detail
}  // namespace jsongen
