// Serializers of values that may be absent or one of several: optional,
// pointers and smart pointers (the value or null), monostate, variant.
#pragma once

#include <memory>
#include <optional>
#include <type_traits>
#include <variant>

#include "require_cxx17.h"
#include "scalars.h"
#include "serializer_core.h"

namespace jsongen {

template <class T>
struct serializer<std::optional<T>> {
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write(W& w, char* p, const std::optional<T>& v) {
    if (!v.has_value()) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::optional<T>& v) {
    return v.has_value() && detail::locate_value(l, *v);
  }
};

namespace detail {
// Pointers to these are text (strings.h), or refused.
template <class T>
inline constexpr bool is_char_type = std::is_same<std::remove_cv_t<T>, char>::value || is_other_char_type<T>;
}  // namespace detail

// Pointers to values (not to characters: C strings): the pointee or null.
template <class T>
struct serializer<T*, std::enable_if_t<!detail::is_char_type<T>>> {
  template <class W>
  static char* write(W& w, char* p, const T* v) {
    if (v == nullptr) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const T* v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <class T, class Deleter>
struct serializer<std::unique_ptr<T, Deleter>> {
  template <class W>
  static char* write(W& w, char* p, const std::unique_ptr<T, Deleter>& v) {
    if (!v) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::unique_ptr<T, Deleter>& v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <class T>
struct serializer<std::shared_ptr<T>> {
  template <class W>
  static char* write(W& w, char* p, const std::shared_ptr<T>& v) {
    if (!v) return w.write_literal(p, "null");
    return write_value(w, p, *v);
  }
  template <class L>
  static bool locate(L& l, const std::shared_ptr<T>& v) {
    return v != nullptr && detail::locate_value(l, *v);
  }
};

template <>
struct serializer<std::monostate> {
  template <class W>
  static char* write(W& w, char* p, std::monostate) {
    return w.write_literal(p, "null");
  }
  template <class L>
  static bool locate(L&, std::monostate) {
    return false;
  }
};

// The active alternative's value (a variant left valueless by an exception is null).
template <class... Ts>
struct serializer<std::variant<Ts...>> {
  template <class W>
  static char* write(W& w, char* p, const std::variant<Ts...>& v) {
    if (v.valueless_by_exception()) return w.write_literal(p, "null");
    return std::visit([&w, p](const auto& alternative) { return write_value(w, p, alternative); }, v);
  }
  template <class L>
  static bool locate(L& l, const std::variant<Ts...>& v) {
    if (v.valueless_by_exception()) return false;
    return std::visit([&l](const auto& alternative) { return detail::locate_value(l, alternative); }, v);
  }
};

}  // namespace jsongen
