// Serializers of std::atomic<T> (its loaded value) and
// std::reference_wrapper<T> (its referent): written as the T they give;
// and of std::atomic_flag, a bool (as Glaze and reflect-cpp write it),
// from C++20 on: before, it has no test(), and test_and_set() would change
// the flag that is written.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <type_traits>

#include "config.h"
#include "require_cxx17.h"
#include "serializer_core.h"

namespace jsongen {
namespace detail {

template <class T>
T unwrap(const std::atomic<T>& v) {
  return v.load();  // one load: what is written is one value the atomic held
}
template <class T>
const T& unwrap(const std::reference_wrapper<T>& v) {
  return v.get();
}
#if defined(__cpp_lib_atomic_flag_test)
inline bool unwrap(const std::atomic_flag& v) { return v.test(); }
#endif

// A wrapper of T is written as T, and like T is fixed-size (a run's member)
// when T is.
template <class Wrapper, class T, bool Fixed = has_max_size<T>::value>
struct unwrapping_serializer {
  template <class W>
  static char* write(W& w, char* p, const Wrapper& v) {
    return write_value(w, p, unwrap(v));
  }
  template <class L>
  static bool locate(L& l, const Wrapper& v) {
    return locate_value(l, unwrap(v));
  }
};

template <class Wrapper, class T>
struct unwrapping_serializer<Wrapper, T, true> : fixed_size_serializer<unwrapping_serializer<Wrapper, T, true>> {
  static constexpr std::size_t max_size = serializer<T>::max_size;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W& w, char* p, const Wrapper& v) {
    return serializer<T>::write_at(w, p, unwrap(v));
  }
  template <class L>
  static bool locate(L& l, const Wrapper& v) {
    return locate_value(l, unwrap(v));
  }
};

}  // namespace detail

template <class T>
struct serializer<std::atomic<T>> : detail::unwrapping_serializer<std::atomic<T>, T> {};

#if defined(__cpp_lib_atomic_flag_test)
template <>
struct serializer<std::atomic_flag> : detail::unwrapping_serializer<std::atomic_flag, bool> {};
#else
template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, std::atomic_flag>::value>> : detail::refused_serializer {
  static_assert(always_false<T>::value,
                "jsongen: a std::atomic_flag is written as a bool only from C++20 on: before, it has no test(), "
                "and test_and_set() would change it. Compile with -std=c++20, or hold a std::atomic<bool>");
};
#endif

template <class T>
struct serializer<std::reference_wrapper<T>>
    : detail::unwrapping_serializer<std::reference_wrapper<T>, std::remove_cv_t<T>> {};

}  // namespace jsongen
