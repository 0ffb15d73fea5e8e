// Which standard type a field has, for the generic parts of the tests.
#pragma once

#include <array>
#include <cstddef>
#include <deque>
#include <forward_list>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

namespace prop_test {

template <class T, template <class...> class Template>
struct is_instance : std::false_type {};
template <template <class...> class Template, class... Args>
struct is_instance<Template<Args...>, Template> : std::true_type {};

template <class T>
struct is_optional : is_instance<T, std::optional> {};
template <class T>
struct is_unique_ptr : is_instance<T, std::unique_ptr> {};
template <class T>
struct is_shared_ptr : is_instance<T, std::shared_ptr> {};
template <class T>
struct is_variant : is_instance<T, std::variant> {};
template <class T>
struct is_pair : is_instance<T, std::pair> {};
template <class T>
struct is_tuple : is_instance<T, std::tuple> {};
template <class T>
struct is_forward_list : is_instance<T, std::forward_list> {};

template <class T>
struct is_map
    : std::bool_constant<is_instance<T, std::map>::value || is_instance<T, std::unordered_map>::value> {};
template <class T>
struct is_set : std::bool_constant<is_instance<T, std::set>::value || is_instance<T, std::multiset>::value ||
                                   is_instance<T, std::unordered_set>::value ||
                                   is_instance<T, std::unordered_multiset>::value> {};
// Sequences that can be resized.
template <class T>
struct is_sequence : std::bool_constant<is_instance<T, std::vector>::value || is_instance<T, std::deque>::value ||
                                        is_instance<T, std::list>::value> {};

template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};

template <class T>
struct is_char_array : std::false_type {};
template <std::size_t N>
struct is_char_array<char[N]> : std::true_type {};

// Anything written as a JSON array.
template <class T>
struct is_array_like : std::bool_constant<is_sequence<T>::value || is_set<T>::value || is_forward_list<T>::value ||
                                          is_std_array<T>::value ||
                                          (std::is_array<T>::value && !is_char_array<T>::value)> {};

}  // namespace prop_test
