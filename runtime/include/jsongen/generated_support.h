// What the generated serializers call beside write_value: runs of fields
// with one capacity check, a field's key and value, the tests of
// JSONGEN_OMIT_NULL and JSONGEN_OMIT_EMPTY, JSONGEN_ENUM_AS_NUMBER and
// JSONGEN_WITH's error search. Their names are the contract with generated
// code (JSONGEN_FORMAT_REVISION, declarations.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include "arrays.h"
#include "config.h"
#include "escape.h"
#include "require_cxx17.h"
#include "serializer_core.h"
#include "text_hint.h"

namespace jsongen {
namespace detail {

// Runs of fields with a bound: a struct's consecutive fields whose values
// have a largest size, fixed (numbers, bools, enums) or known from a count
// (arrays of those), are written after one capacity check for the whole
// run: run_room, then each key with key_at and each value with
// write_bounded.
//
// An array counts in the run as its empty form, "[]", so that the run's
// room is a constant: the arrays of ids that data leaves empty (CITM's
// 8,685 areas each have an empty blockIds) cost no multiply and overflow
// test. A non-empty one makes room for itself out of line, and for the
// whole run again (more than what is left of it, never less).

template <class W, class T>
constexpr bool is_bounded() {
  if constexpr (fixed_size<W, T>() != 0) {
    return true;
  } else if constexpr (is_range<T>::value) {
    return has_fixed_elements<W, T>();
  } else {
    return false;
  }
}

template <class W, class T>
constexpr std::size_t bounded_size() {
  static_assert(is_bounded<W, T>(), "jsongen: a value without a bound in a run of fields (generated code and runtime disagree)");
  if constexpr (fixed_size<W, T>() != 0) {
    return fixed_size<W, T>();
  } else {
    return 2;  // "[]"
  }
}

// `keys` bytes of keys (and a closing '}') and each value's most.
template <class W, class... T>
JSONGEN_ALWAYS_INLINE std::size_t run_room(const W&, std::size_t keys, const T&...) {
  return keys + (std::size_t{0} + ... + bounded_size<W, T>());
}

// A number, bool, enum (or optional one) where run_room made room.
template <class W, class T>
JSONGEN_ALWAYS_INLINE char* write_bounded(W& w, char* p, const T& value) {
  static_assert(fixed_size<W, T>() != 0, "jsongen: an array in a run of fields takes the run's room (generated code and runtime disagree)");
  return write_fixed(w, p, value);
}

// A non-empty array in a run: room for it, and for the run again (`run`
// bytes of which `keys` keys, as the run asked). Both are at most
// kImpossibleRoom (2^54) here, so the sum cannot wrap around.
template <class W, class Range>
JSONGEN_NOINLINE char* write_array_in_run(W& w, char* p, const Range& range, std::size_t run, std::size_t keys) {
  const std::uint64_t rest = run < W::kImpossibleRoom ? run : W::kImpossibleRoom;
  p = w.reserve_fields(p, W::room(fixed_elements_room(w, range) + rest), keys);
  return write_fixed_elements(w, p, range);
}

// An array of fixed-size values in a run, where run_room made room for "[]"
// (or, for a std::array in minified output, for all of it).
template <class W, class Range>
JSONGEN_ALWAYS_INLINE char* write_bounded(W& w, char* p, const Range& range, std::size_t run, std::size_t keys) {
  if constexpr (fixed_size<W, Range>() != 0) {
    (void)run;
    (void)keys;
    return write_fixed(w, p, range);
  } else {
    static_assert(has_fixed_elements<W, Range>(),
                  "jsongen: a value in a run of fields that is no array (generated code and runtime disagree)");
    if (std::begin(range) == std::end(range)) return W::literal_at(p, "[]");
    return write_array_in_run(w, p, range, run, keys);
  }
}

template <class T, class = void>
struct has_empty : std::false_type {};
template <class T>
struct has_empty<T, std::void_t<decltype(std::declval<const T&>().empty())>> : std::true_type {};

// JSONGEN_OMIT_NULL: an empty optional or a null pointer.
template <class T>
bool is_null(const T& v) {
  if constexpr (is_optional_type<T>::value) {
    return !v.has_value();
  } else {
    return v == nullptr;
  }
}

// JSONGEN_OMIT_EMPTY: null, or an empty string or container.
template <class T>
bool is_empty(const T& v) {
  if constexpr (std::is_array<T>::value) {
    return v[0] == '\0';  // char[N]: the generator allows no other array
  } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
    return v == nullptr || *v == '\0';
  } else if constexpr (is_optional_type<T>::value || std::is_pointer<T>::value) {
    return is_null(v);
  } else if constexpr (has_empty<T>::value) {
    return v.empty();
  } else {
    return v == nullptr;  // unique_ptr, shared_ptr
  }
}

// JSONGEN_ENUM_AS_NUMBER: an enum, or an optional one, as its number.
template <class W, class T>
char* write_enum_number(W& w, char* p, const T& v) {
  if constexpr (is_optional_type<T>::value) {
    if (!v.has_value()) return w.write_literal(p, "null");
    return write_enum_number(w, p, *v);
  } else {
    using wide = std::conditional_t<std::is_signed<std::underlying_type_t<T>>::value, long long, unsigned long long>;
    return write_value(w, p, static_cast<wide>(v));
  }
}

template <class T>
struct is_optional_text : std::false_type {};
template <class T>
struct is_optional_text<std::optional<T>> : is_text<T> {};

// A field outside a run (strings, containers, structs...): its key, then
// its value. A string shares one capacity check with its key, and may come
// with its field's text_hint.
template <class W, std::size_t N, class T>
JSONGEN_ALWAYS_INLINE char* write_field(W& w, char* p, const char (&key)[N], const T& value,
                                        text_hint* hint) {  // (= nullptr: declarations.h)
  if constexpr (is_text<T>::value) {
    const text_span text = serializer<T>::text(value);
    p = w.key_at(w.reserve_fields(p, N - 1 + text.size + 2 + kStringSlack, 1), key);
    return write_string_at(w, p, text.data, text.size, text.readable, hint);
  } else if constexpr (is_optional_text<T>::value) {
    if (value.has_value()) return write_field(w, p, key, *value, hint);
    return W::literal_at(w.key_at(w.reserve_fields(p, N - 1 + 4, 1), key), "null");
  } else {
    (void)hint;
    return write_value(w, w.key(p, key), value);
  }
}

// JSONGEN_WITH(Writer): Writer::write is the user's, searched by the tracking writer.
template <class Writer, class L, class T>
bool locate_with(L& l, const T& value) {
  return l.tracked([&value](auto& w, char* p) { return Writer::write(w, p, value); });
}

}  // namespace detail
}  // namespace jsongen
