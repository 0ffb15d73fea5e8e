// What the generated deserializers of structs and enums call: the key
// checks of the in-order path, the set of fields seen, and what absent,
// repeated and unknown keys become under the options.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "config.h"
#include "deserializer_core.h"
#include "detail/bytes.h"
#include "read_number.h"
#include "read_string.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// Whether the N - 1 bytes at p are those of the literal `key`, compared a
// word at a time (the literal's words are constants): g++ called memcmp for
// keys past a few bytes.
template <std::size_t N>
JSONGEN_ALWAYS_INLINE bool same_bytes(const char* p, const char (&key)[N]) {
  constexpr std::size_t n = N - 1;
  if constexpr (n >= 8) {
    std::uint64_t differ = 0;
    for (std::size_t i = 0; i + 8 <= n; i += 8) {
      differ |= load_bytes<std::uint64_t>(p + i) ^ load_bytes<std::uint64_t>(key + i);
    }
    if constexpr (n % 8 != 0) {
      differ |= load_bytes<std::uint64_t>(p + n - 8) ^ load_bytes<std::uint64_t>(key + n - 8);
    }
    return differ == 0;
  } else if constexpr (n >= 4) {
    return ((load_bytes<std::uint32_t>(p) ^ load_bytes<std::uint32_t>(key)) |
            (load_bytes<std::uint32_t>(p + n - 4) ^ load_bytes<std::uint32_t>(key + n - 4))) == 0;
  } else {
    return std::memcmp(p, key, n) == 0;
  }
}

// Whether the member at p starts with exactly `key`: its quoted name and
// the ':' ("\"id\":"), as a writer of the struct puts it. A key with
// escapes or whitespace before its ':' is not, and takes the general path.
template <class R, std::size_t N>
JSONGEN_ALWAYS_INLINE bool at_key(const R& r, const char* p, const char (&key)[N]) {
  return static_cast<std::size_t>(r.end() - p) >= N - 1 && same_bytes(p, key);
}

// The value of a member at p (after its ':'), then what follows it: the
// next key's '"' or the object's '}'.
template <class R, class T>
JSONGEN_ALWAYS_INLINE const char* read_member(R& r, const char* p, T& value) {
  p = read_value(r, r.skip_whitespace(p), value);
  if (JSONGEN_UNLIKELY(!p)) return p;
  return r.next_member(p);
}

// The same, out of line: one function per member type (and options), which
// every such member of every struct in the translation unit calls. The
// generator reads the members of structs of many fields so
// (generator/src/backend/deserializer_emitter.cpp): inlined, a wide
// struct's reader no longer fits the processor's instruction caches, and
// every branch it takes (whitespace in an indented document) then costs a
// fetch (docs/reading.md has the measurements).
template <class R, class T>
JSONGEN_NOINLINE const char* read_member_out_of_line(R& r, const char* p, T& value) {
  return read_member(r, p, value);
}

// A required field the object lacks (p at its '}'): errc::missing_field,
// or p itself where the options keep absent fields as they are.
template <class R, std::size_t N>
JSONGEN_ALWAYS_INLINE const char* missing_field(R& r, const char* p, const char (&key)[N]) {
  if constexpr (R::options::missing_fields == missing_field_policy::keep) {
    (void)r;
    (void)key;
    return p;
  } else {
    return fail_missing_field(r, p, key, N - 1);
  }
}
template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_missing_field(R& r, const char* p, const char* key, std::size_t n) {
  return r.fail_with(errc::missing_field, p, "the object has no \"" + std::string(key, n) + "\", which is required");
}

// An optional field the object lacks: emptied (std::optional, pointers:
// null; JSONGEN_OMIT_EMPTY strings and containers: empty), unless the
// options keep absent fields as they are.
template <class T, class = void>
struct has_reset : std::false_type {};
template <class T>
struct has_reset<T, std::void_t<decltype(std::declval<T&>().reset())>> : std::true_type {};
template <class T, class = void>
struct has_clear : std::false_type {};
template <class T>
struct has_clear<T, std::void_t<decltype(std::declval<T&>().clear())>> : std::true_type {};

template <class R, class T>
JSONGEN_ALWAYS_INLINE void absent_field(R&, T& value) {
  if constexpr (R::options::missing_fields == missing_field_policy::keep) {
    (void)value;
  } else if constexpr (has_reset<T>::value) {
    value.reset();
  } else if constexpr (has_clear<T>::value) {
    value.clear();
  } else if constexpr (std::is_pointer<T>::value) {
    value = nullptr;
  } else {
    (void)value;  // nothing empty to make it (a std::array): it keeps its value
  }
}

// A field the object lacks, in a struct whose missing fields take their
// default (NLOHMANN_DEFINE_TYPE_*_WITH_DEFAULT): the value of `source`, the
// field of a default-constructed struct, unless the options keep it.
template <class T>
void copy_value(T& value, const T& source) {
  if constexpr (std::is_array<T>::value) {
    for (std::size_t i = 0; i < std::extent<T>::value; ++i) copy_value(value[i], source[i]);
  } else {
    value = source;
  }
}
template <class R, class T>
void assign_default(R&, T& value, const T& source) {
  if constexpr (R::options::missing_fields == missing_field_policy::keep) {
    (void)value;
    (void)source;
  } else {
    copy_value(value, source);
  }
}

// A key given twice in one object (key_start at its '"', p at its value):
// errc::duplicate_key, or p (the later value is read) when the last wins.
template <class R>
JSONGEN_ALWAYS_INLINE const char* repeated_field(R& r, const char* key_start, const char* p) {
  if constexpr (R::options::duplicate_keys == duplicate_key_policy::last_wins) {
    (void)r;
    (void)key_start;
    return p;
  } else {
    return fail_repeated_field(r, key_start);
  }
}
template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_repeated_field(R& r, const char* key_start) {
  return r.fail_with(errc::duplicate_key, key_start,
                     "the key " + describe_found(key_start, r.end()) + " is given twice");
}

// A key no field has (key_start at its '"', p at its value): the value is
// validated and skipped, or errc::unknown_field.
template <class R>
JSONGEN_NOINLINE const char* unknown_field(R& r, const char* key_start, const char* p) {
  if constexpr (R::options::unknown_keys == unknown_key_policy::error) {
    (void)p;
    return r.fail_with(errc::unknown_field, key_start, "no field has the key " + describe_found(key_start, r.end()));
  } else {
    (void)key_start;
    return r.skip_value(p);
  }
}

template <class T>
struct is_std_optional : std::false_type {};
template <class T>
struct is_std_optional<std::optional<T>> : std::true_type {};

// JSONGEN_ENUM_AS_NUMBER (on a field, or on the enum): the enumerator's
// number, in the range of the enum's underlying type; on a field of
// std::optional<E>, also null.
template <class R, class E>
const char* read_enum_number(R& r, const char* p, E& v) {
  if constexpr (is_std_optional<E>::value) {
    if (p != r.end() && *p == 'n') {
      v.reset();
      return r.literal(p, "null", "null");
    }
    if (!v.has_value()) v.emplace();
    return read_enum_number(r, p, *v);
  } else {
    // The underlying type as an integer, also where it is a char.
    // A character type is read as the integer type of its size and sign.
    using U = std::underlying_type_t<E>;
    using N = std::conditional_t<number_reading::is_readable_integer<U>::value, U,
                                 std::conditional_t<std::is_signed<U>::value, std::make_signed_t<U>,
                                                    std::make_unsigned_t<U>>>;
    if (JSONGEN_UNLIKELY(p == r.end() || (*p != '-' && (*p < '0' || *p > '9')))) {
      return r.fail_type(p, "an enumerator's number");
    }
    N n{};
    const number_result parsed = parse_integer(p, r.end(), n);
    if (JSONGEN_UNLIKELY(parsed.error != number_error::none)) return r.fail_number(p, parsed, "an enumerator's number");
    v = static_cast<E>(n);
    return parsed.ptr;
  }
}

// A bit-field: its declared type's value, in the range its width holds
// (errc::number_out_of_range past it), stored by `store`.
template <unsigned Width, class R, class T, class Store>
const char* read_bit_field(R& r, const char* p, const T&, Store store) {
  using V = std::remove_cv_t<T>;
  V value{};
  const char* const start = p;
  p = read_value(r, p, value);
  if (JSONGEN_UNLIKELY(!p)) return p;
  if constexpr (std::is_integral<V>::value && !std::is_same<V, bool>::value && Width < sizeof(V) * 8) {
    bool fits;
    std::string range;
    if constexpr (std::is_signed<V>::value) {
      const long long high = (1LL << (Width - 1)) - 1;
      fits = static_cast<long long>(value) >= -high - 1 && static_cast<long long>(value) <= high;
      if (!fits) range = std::to_string(-high - 1) + " to " + std::to_string(high);
    } else {
      const unsigned long long high = (1ULL << Width) - 1;
      fits = static_cast<unsigned long long>(value) <= high;
      if (!fits) range = "0 to " + std::to_string(high);
    }
    if (JSONGEN_UNLIKELY(!fits)) {
      return r.fail_with(errc::number_out_of_range, start,
                         "expected an integer from " + range + " (a " + std::to_string(Width) + "-bit field), found " +
                             describe_found(start, r.end()));
    }
  }
  store(value);
  return p;
}

// A map key of an enum written as its number: the digits of the key.
template <class R, class E>
bool read_enum_number_key(R& r, const char* key_start, std::string_view text, E& v) {
  std::underlying_type_t<E> n{};
  const char* end = text.data() + text.size();
  const number_result parsed = !text.empty() && (text[0] == '-' || (text[0] >= '0' && text[0] <= '9'))
                                   ? parse_integer(text.data(), end, n)
                                   : number_result{text.data(), number_error::syntax};
  if (JSONGEN_LIKELY(parsed.error == number_error::none && parsed.ptr == end)) {
    v = static_cast<E>(n);
    return true;
  }
  r.fail_with(parsed.error == number_error::out_of_range ? errc::number_out_of_range : errc::wrong_type, key_start,
              "expected an enumerator's number as the key, found " + describe_found(key_start, r.end()));
  return false;
}

// An enum written by name: a string naming an enumerator (errc::unknown_name
// for another), or the number of a value that has no name, as the writer
// writes it.
template <class R, class E>
const char* read_enum_name(R& r, const char* p, E& v, bool (*from_name)(std::string_view, E&), const char* expected) {
  if (JSONGEN_LIKELY(p != r.end() && *p == '"')) {
    std::string_view name;
    const string_result s = read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), name);
    if (JSONGEN_UNLIKELY(s.error != string_error::none)) return r.fail_string(s);
    if (JSONGEN_LIKELY(from_name(name, v))) return s.ptr;
    return fail_unknown_name(r, p, expected);
  }
  if (p != r.end() && (*p == '-' || (*p >= '0' && *p <= '9'))) return read_enum_number(r, p, v);
  return r.fail_type(p, expected);
}

template <class R, class E>
bool read_enum_key(R& r, const char* key_start, std::string_view text, E& v, bool (*from_name)(std::string_view, E&),
                   const char* expected) {
  if (JSONGEN_LIKELY(from_name(text, v))) return true;
  if (!text.empty() && (text[0] == '-' || (text[0] >= '0' && text[0] <= '9'))) {
    return read_enum_number_key(r, key_start, text, v);
  }
  fail_unknown_name(r, key_start, expected);
  return false;
}

template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_unknown_name(R& r, const char* p, const char* expected) {
  return r.fail_with(errc::unknown_name, p, std::string("expected ") + expected + ", found " + describe_found(p, r.end()));
}

// JSONGEN_WITH(Type) on a field: Type::read(r, p, value) reads it, beside
// Type::write. Calls through here so that a Type without read() says so.
template <class With, class R, class T, class = void>
struct has_read_with : std::false_type {};
template <class With, class R, class T>
struct has_read_with<With, R, T,
                     std::void_t<decltype(With::read(std::declval<R&>(), std::declval<const char*>(),
                                                     std::declval<T&>()))>> : std::true_type {};

template <class With, class R, class T>
JSONGEN_ALWAYS_INLINE const char* read_with(R& r, const char* p, T& value) {
  static_assert(has_read_with<With, R, T>::value,
                "jsongen: a JSONGEN_WITH(Type) field is read by a static member template "
                "Type::read(reader, p, value) beside Type::write (see docs/reference.md: \"Custom serializers\"); "
                "this Type has none");
  if constexpr (has_read_with<With, R, T>::value) {
    return With::read(r, p, value);
  } else {
    return p;
  }
}

}  // namespace detail
}  // namespace jsongen
