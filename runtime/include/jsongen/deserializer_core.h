// The deserializer template every type's reader specializes, and read_value,
// through which every value is read. The specializations for the built-in
// and standard types are in the headers deserializer.h includes; generated
// headers add the structs' and enums'.
//
// deserializer<T>::read(R& r, const char* p, T& v) reads the value whose
// first byte is at p (whitespace skipped; p may be the end of the input)
// into v and returns the byte after it, or nullptr after r.fail...() on
// failure. R is a basic_reader (reader.h), whose type carries the options.
#pragma once

#include <type_traits>

#include "config.h"
#include "declarations.h"
#include "reader.h"
#include "require_cxx17.h"

namespace jsongen {

// No deserializer for T: the message says what gives it one.
template <class T, class Enable>
struct deserializer : detail::refused_deserializer {
  static_assert(!std::is_enum<T>::value || always_false<T>::value,
                "jsongen: no deserializer for this enum. An enum gets one when a field of a generated "
                "struct uses it, or when it is marked `enum class JSONGEN_SERIALIZE E` or selected with "
                "--type; include the generated .json.h before using it, or specialize "
                "jsongen::deserializer for it.");
  static_assert(!std::is_class<T>::value || always_false<T>::value,
                "jsongen: no deserializer for this class type. Mark the struct JSONGEN_SERIALIZE (or select "
                "it with --type), run jsongen on its header and include the generated .json.h before "
                "using it, or specialize jsongen::deserializer for it. std::chrono and std::filesystem "
                "types need <jsongen/chrono.h> and <jsongen/filesystem.h>.");
  static_assert(!std::is_pointer<T>::value || always_false<T>::value,
                "jsongen: from_json cannot read into a raw pointer or a C string: it would not own what it "
                "points to. Use std::string, std::unique_ptr or std::shared_ptr.");
  static_assert(std::is_enum<T>::value || std::is_class<T>::value || std::is_pointer<T>::value ||
                    always_false<T>::value,
                "jsongen: no deserializer for this type: JSON has no meaning for it (a reference, a member "
                "pointer, a union, long double, a 128-bit integer, std::nullptr_t...); read another type "
                "and convert it, or specialize jsongen::deserializer for it.");
};

template <class R, class T>
JSONGEN_ALWAYS_INLINE const char* read_value(R& r, const char* p, T& value) {
  return deserializer<T>::read(r, p, value);
}

namespace detail {

template <class T, class = void>
struct kinds_of : std::integral_constant<unsigned, kind_any> {};
template <class T>
struct kinds_of<T, std::void_t<decltype(deserializer<T>::kinds)>>
    : std::integral_constant<unsigned, deserializer<T>::kinds> {};

// Whether T's reader takes a null itself, which an optional or a smart
// pointer of T then hands it: only when its deserializer says so in
// `kinds`. One that does not say (a user-written one, as docs/reading.md
// shows them) gets no null from them: null is no value, as they write it.
template <class T, class = void>
struct reads_null : std::false_type {};
template <class T>
struct reads_null<T, std::void_t<decltype(deserializer<T>::kinds)>>
    : std::integral_constant<bool, (deserializer<T>::kinds & kind_null) != 0> {};

// The kind of the value at p, or 0 where none starts.
inline unsigned kind_at(const char* p, const char* end) {
  if (p == end) return 0;
  switch (*p) {
    case '{': return kind_object;
    case '[': return kind_array;
    case '"': return kind_string;
    case 't': case 'f': return kind_bool;
    case 'n': return kind_null;
    case 'N': case 'I': return kind_fraction;  // NaN, Infinity (nan_policy::literal)
    default: break;
  }
  if (*p != '-' && (*p < '0' || *p > '9')) return 0;
  const char* q = p + 1;
  if (*p == '-' && q != end && *q == 'I') return kind_fraction;
  while (q != end && *q >= '0' && *q <= '9') ++q;
  return (q != end && (*q == '.' || *q == 'e' || *q == 'E')) ? kind_fraction : kind_integer;
}

}  // namespace detail

}  // namespace jsongen
