// Readers of values that may be absent or one of several: optional, smart
// pointers (null or the value), monostate, and untagged variants.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

#include "config.h"
#include "deserializer_core.h"
#include "require_cxx17.h"

namespace jsongen {

// null empties it; a value is read into the one it holds (keeping, say, a
// string's capacity), or into a new one.
template <class T>
struct deserializer<std::optional<T>> {
  static constexpr unsigned kinds = detail::kind_null | detail::kinds_of<T>::value;
  template <class R>
  static JSONGEN_ALWAYS_INLINE const char* read(R& r, const char* p, std::optional<T>& v) {
    if (p != r.end() && *p == 'n' && !detail::reads_null<T>::value) {
      v.reset();
      return r.literal(p, "null", "null");
    }
    if (!v.has_value()) v.emplace();
    return read_value(r, p, *v);
  }
};

// As optional; a new value is made with std::make_unique. Other deleters
// cannot know how their pointer is to be made.
template <class T, class Deleter>
struct deserializer<std::unique_ptr<T, Deleter>> {
  static_assert(std::is_same<Deleter, std::default_delete<T>>::value,
                "jsongen: from_json reads a std::unique_ptr only with the default deleter (it makes the "
                "value with std::make_unique); specialize jsongen::deserializer for this one");
  static constexpr unsigned kinds = detail::kind_null | detail::kinds_of<T>::value;
  template <class R>
  static const char* read(R& r, const char* p, std::unique_ptr<T, Deleter>& v) {
    if (p != r.end() && *p == 'n' && !detail::reads_null<T>::value) {
      v.reset();
      return r.literal(p, "null", "null");
    }
    if (!v) v = std::make_unique<T>();
    return read_value(r, p, *v);
  }
};

// As optional; the value is read into the one held only when no other
// pointer shares it (others would see it change), else into a new one.
template <class T>
struct deserializer<std::shared_ptr<T>> {
  static constexpr unsigned kinds = detail::kind_null | detail::kinds_of<T>::value;
  template <class R>
  static const char* read(R& r, const char* p, std::shared_ptr<T>& v) {
    if (p != r.end() && *p == 'n' && !detail::reads_null<T>::value) {
      v.reset();
      return r.literal(p, "null", "null");
    }
    if (!v || v.use_count() != 1) v = std::make_shared<T>();
    return read_value(r, p, *v);
  }
};

template <>
struct deserializer<std::monostate> {
  static constexpr unsigned kinds = detail::kind_null;
  template <class R>
  static const char* read(R& r, const char* p, std::monostate&) {
    return r.literal(p, "null", "null");
  }
};

namespace detail {

// "null, a number or a string": what a set of kinds accepts, for messages.
inline std::string describe_kinds(unsigned kinds) {
  static const char* const names[] = {"null", "true or false", "an integer", "a number", "a string", "an array",
                                      "an object"};
  if (kinds & kind_fraction) kinds &= ~static_cast<unsigned>(kind_integer);
  std::string text;
  int count = 0;
  for (unsigned bit = 0; bit < 7; ++bit) count += (kinds >> bit) & 1;
  int seen = 0;
  for (unsigned bit = 0; bit < 7; ++bit) {
    if (!((kinds >> bit) & 1)) continue;
    ++seen;
    if (seen > 1) text += seen == count ? " or " : ", ";
    text += names[bit];
  }
  return text;
}

}  // namespace detail

// Untagged (a tagged variant's field is read by generated code): the first
// alternative, in declaration order, whose kinds hold the value's kind
// (null, bool, integer, fraction, string, array, object). The alternative
// held is kept when it is the one picked, so that its capacity is reused.
template <class... Ts>
struct deserializer<std::variant<Ts...>> {
  static constexpr unsigned kinds = (detail::kinds_of<Ts>::value | ...);
  template <class R>
  static const char* read(R& r, const char* p, std::variant<Ts...>& v) {
    const unsigned kind = detail::kind_at(p, r.end());
    if (JSONGEN_UNLIKELY((kind & kinds) == 0)) return fail(r, p);
    return read_alternative<0>(r, p, v, kind);
  }

 private:
  template <std::size_t I, class R>
  static const char* read_alternative(R& r, const char* p, std::variant<Ts...>& v, unsigned kind) {
    if constexpr (I == sizeof...(Ts)) {
      return fail(r, p);
    } else {
      using A = std::variant_alternative_t<I, std::variant<Ts...>>;
      if (!(detail::kinds_of<A>::value & kind)) return read_alternative<I + 1>(r, p, v, kind);
      if (v.index() != I) v.template emplace<I>();
      return read_value(r, p, *std::get_if<I>(&v));
    }
  }
  template <class R>
  static JSONGEN_NOINLINE JSONGEN_COLD const char* fail(R& r, const char* p) {
    if (detail::kind_at(p, r.end()) == 0) return r.fail_syntax(p, "a value");
    return r.fail_with(errc::wrong_type, p,
                       "expected " + detail::describe_kinds(kinds) + " (a std::variant's alternatives), found " +
                           detail::describe_found(p, r.end()));
  }
};

}  // namespace jsongen
