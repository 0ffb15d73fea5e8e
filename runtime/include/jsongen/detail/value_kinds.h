// Kinds of standard values that the writers with conventions of their own
// (nlohmann_conventions.h, widened_floats.h) look inside: maps (multimaps
// apart), smart pointers, pairs and tuples.
#pragma once

#include <map>
#include <memory>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace jsongen {
namespace detail {

template <class T, class = void>
struct is_map_like : std::false_type {};
template <class T>
struct is_map_like<T, std::void_t<typename T::key_type, typename T::mapped_type>> : std::true_type {};

template <class T>
struct is_multimap : std::false_type {};
template <class K, class V, class C, class A>
struct is_multimap<std::multimap<K, V, C, A>> : std::true_type {};
template <class K, class V, class H, class E, class A>
struct is_multimap<std::unordered_multimap<K, V, H, E, A>> : std::true_type {};

template <class T>
struct is_smart_pointer : std::false_type {};
template <class T, class D>
struct is_smart_pointer<std::unique_ptr<T, D>> : std::true_type {};
template <class T>
struct is_smart_pointer<std::shared_ptr<T>> : std::true_type {};

template <class T>
struct is_tuple_like : std::false_type {};
template <class A, class B>
struct is_tuple_like<std::pair<A, B>> : std::true_type {};
template <class... Ts>
struct is_tuple_like<std::tuple<Ts...>> : std::true_type {};

}  // namespace detail
}  // namespace jsongen
