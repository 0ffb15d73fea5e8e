// Serializers of the standard sequences and sets, built-in arrays, pairs
// and tuples: JSON arrays, in iteration order (arrays.h writes them).
#pragma once

#include <array>
#include <cstddef>
#include <deque>
#include <forward_list>
#include <list>
#include <set>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include "require_cxx17.h"

// std::span where the library has it (C++20); <span> is small.
#if __cplusplus >= 202002L && defined(__has_include)
#if __has_include(<span>)
#include <span>
#endif
#endif

#include "arrays.h"
#include "serializer_core.h"

namespace jsongen {

template <class T, class Alloc>
struct serializer<std::vector<T, Alloc>> : detail::range_serializer<std::vector<T, Alloc>> {};

template <class T, std::size_t N>
struct serializer<std::array<T, N>> : detail::range_serializer<std::array<T, N>> {};

template <class T, std::size_t N>
struct serializer<T[N]> : detail::range_serializer<T[N]> {};

template <class T, class Alloc>
struct serializer<std::deque<T, Alloc>> : detail::range_serializer<std::deque<T, Alloc>> {};

template <class T, class Alloc>
struct serializer<std::list<T, Alloc>> : detail::range_serializer<std::list<T, Alloc>> {};

template <class T, class Alloc>
struct serializer<std::forward_list<T, Alloc>> : detail::range_serializer<std::forward_list<T, Alloc>> {};

template <class T, class Compare, class Alloc>
struct serializer<std::set<T, Compare, Alloc>> : detail::range_serializer<std::set<T, Compare, Alloc>> {};

template <class T, class Compare, class Alloc>
struct serializer<std::multiset<T, Compare, Alloc>> : detail::range_serializer<std::multiset<T, Compare, Alloc>> {};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_set<T, Hash, Equal, Alloc>>
    : detail::range_serializer<std::unordered_set<T, Hash, Equal, Alloc>> {};

template <class T, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_multiset<T, Hash, Equal, Alloc>>
    : detail::range_serializer<std::unordered_multiset<T, Hash, Equal, Alloc>> {};

#if defined(__cpp_lib_span)
// A view of a sequence (either extent): the array it shows.
template <class T, std::size_t Extent>
struct serializer<std::span<T, Extent>> : detail::range_serializer<std::span<T, Extent>> {};
#endif

template <class A, class B>
struct serializer<std::pair<A, B>> {
  template <class W>
  static char* write(W& w, char* p, const std::pair<A, B>& v) {
    return detail::write_tuple(w, p, v, std::index_sequence<0, 1>{});
  }
  template <class L>
  static bool locate(L& l, const std::pair<A, B>& v) {
    return detail::locate_tuple(l, v, std::index_sequence<0, 1>{});
  }
};

template <class... Ts>
struct serializer<std::tuple<Ts...>> {
  template <class W>
  static char* write(W& w, char* p, const std::tuple<Ts...>& v) {
    return detail::write_tuple(w, p, v, std::index_sequence_for<Ts...>{});
  }
  template <class L>
  static bool locate(L& l, const std::tuple<Ts...>& v) {
    return detail::locate_tuple(l, v, std::index_sequence_for<Ts...>{});
  }
};

}  // namespace jsongen
