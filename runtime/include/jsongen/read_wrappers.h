// Readers of std::atomic<T> (a T read, then stored once),
// std::reference_wrapper<T> (read into its referent) and std::atomic_flag
// (a bool: set or cleared), as they are written.
#pragma once

#include <atomic>
#include <functional>
#include <type_traits>

#include "config.h"
#include "deserializer_core.h"
#include "require_cxx17.h"

namespace jsongen {

template <class T>
struct deserializer<std::atomic<T>> {
  static constexpr unsigned kinds = detail::kinds_of<T>::value;
  template <class R>
  static const char* read(R& r, const char* p, std::atomic<T>& v) {
    T value{};
    p = read_value(r, p, value);
    if (p) v.store(value);
    return p;
  }
};

// A bool: true sets the flag, false clears it (C++17 has both).
template <>
struct deserializer<std::atomic_flag> {
  static constexpr unsigned kinds = detail::kinds_of<bool>::value;
  template <class R>
  static const char* read(R& r, const char* p, std::atomic_flag& v) {
    bool value = false;
    p = read_value(r, p, value);
    if (p && value) v.test_and_set();
    if (p && !value) v.clear();
    return p;
  }
};

template <class T>
struct deserializer<std::reference_wrapper<T>> {
  static_assert(!std::is_const<T>::value,
                "jsongen: from_json cannot read into a std::reference_wrapper<const T>: its referent is const");
  static constexpr unsigned kinds = detail::kinds_of<T>::value;
  template <class R>
  static const char* read(R& r, const char* p, std::reference_wrapper<T>& v) {
    return read_value(r, p, v.get());
  }
};

}  // namespace jsongen
