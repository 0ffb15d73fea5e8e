// Readers of the standard sequences and sets, built-in arrays, pairs and
// tuples, from JSON arrays. A sequence read again reuses the elements it
// holds (their strings and vectors keep their capacity) and grows or
// shrinks to the array's length; fixed-size ones (std::array, T[N], pair,
// tuple) take arrays of exactly their length (errc::wrong_length).
#pragma once

#include <array>
#include <cstddef>
#include <deque>
#include <forward_list>
#include <iterator>
#include <list>
#include <set>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include "config.h"
#include "deserializer_core.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

template <class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_length(R& r, const char* p, std::size_t expected, bool more) {
  return r.fail_with(errc::wrong_length, p,
                     "expected an array of " + std::to_string(expected) + (expected == 1 ? " element" : " elements") +
                         (more ? ", found more" : ", found fewer"));
}

// Whether T's reader offers read_inline, for loops over many values
// (fixed_array_deserializer).
template <class T, class = void>
struct inline_in_loops : std::false_type {};
template <class T>
struct inline_in_loops<T, std::enable_if_t<deserializer<T>::inline_in_loops>> : std::true_type {};

// How an element is read: read_value (or read_inline, above), or a
// generated reader's (a tagged variant's, read_sequence_with).
struct value_reader {
  template <class R, class T>
  JSONGEN_ALWAYS_INLINE const char* operator()(R& r, const char* p, T& value) const {
    if constexpr (inline_in_loops<T>::value) {
      return deserializer<T>::read_inline(r, p, value);
    } else {
      return read_value(r, p, value);
    }
  }
};

// Elements read in place into [first, last), then appended with `append`
// (which returns a reference to a new element) while the array goes on;
// returns at the array's ']' with `count` the number read, or nullptr.
template <class R, class Iterator, class Append, class Read = value_reader>
JSONGEN_ALWAYS_INLINE const char* read_elements(R& r, const char* p, Iterator first, Iterator last, Append append,
                                                std::size_t& count, Read read = {}) {
  p = r.open_array(p);
  if (JSONGEN_UNLIKELY(!p)) return p;
  std::size_t n = 0;
  if (*p != ']') {
    for (;;) {
      if (first != last) {
        p = read(r, p, *first);
        ++first;
      } else {
        p = read(r, p, append());
      }
      if (JSONGEN_UNLIKELY(!p)) return r.in_index(n);
      ++n;
      p = r.next_element(p);
      if (JSONGEN_UNLIKELY(!p)) return p;
      if (*p == ']') break;
    }
  }
  count = n;
  return p;
}

// std::vector and std::deque: elements by index, the rest appended, the
// tail erased.
template <class Sequence>
struct indexed_sequence_deserializer {
  static constexpr unsigned kinds = kind_array;
  template <class R, class Read = value_reader>
  static const char* read(R& r, const char* p, Sequence& v, Read read_element = {}) {
    std::size_t count = 0;
    p = read_elements(
        r, p, v.begin(), v.end(), [&v]() -> typename Sequence::value_type& { return v.emplace_back(); }, count,
        read_element);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if (count < v.size()) v.erase(v.begin() + static_cast<std::ptrdiff_t>(count), v.end());
    return r.close_array(p);
  }
};

// std::list: the nodes it has first, then new ones.
template <class List>
struct list_deserializer {
  static constexpr unsigned kinds = kind_array;
  template <class R, class Read = value_reader>
  static const char* read(R& r, const char* p, List& v, Read read_element = {}) {
    std::size_t count = 0;
    p = read_elements(
        r, p, v.begin(), v.end(), [&v]() -> typename List::value_type& { return v.emplace_back(); }, count,
        read_element);
    if (JSONGEN_UNLIKELY(!p)) return p;
    while (v.size() > count) v.pop_back();
    return r.close_array(p);
  }
};

// Sets: emptied, then each element read on its own and inserted. An
// element given twice in a std::set or std::unordered_set is an error as
// a duplicate key is (duplicate_key_policy).
template <class Set, bool Unique>
struct set_deserializer {
  static constexpr unsigned kinds = kind_array;
  using value_type = typename Set::value_type;
  template <class R>
  static const char* read(R& r, const char* p, Set& v) {
    v.clear();
    p = r.open_array(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    std::size_t n = 0;
    if (*p != ']') {
      value_type element{};
      for (;;) {
        const char* start = p;
        p = read_value(r, p, element);
        if (JSONGEN_UNLIKELY(!p)) return r.in_index(n);
        const bool inserted = insert(v, std::move(element));
        if (Unique && R::options::duplicate_keys == duplicate_key_policy::error && JSONGEN_UNLIKELY(!inserted)) {
          r.fail_with(errc::duplicate_key, start, "a value given twice in a set");
          return r.in_index(n);
        }
        ++n;
        p = r.next_element(p);
        if (JSONGEN_UNLIKELY(!p)) return p;
        if (*p == ']') break;
      }
    }
    return r.close_array(p);
  }

 private:
  template <class V>
  static bool insert(Set& s, V&& element) {
    if constexpr (Unique) {
      return s.insert(std::forward<V>(element)).second;
    } else {
      s.insert(std::forward<V>(element));
      return true;
    }
  }
};

// Fixed length: exactly N elements.
template <class Array, std::size_t N>
struct fixed_array_deserializer {
  static constexpr unsigned kinds = kind_array;
  // Arrays of up to four elements (coordinates) are read inline in a loop
  // over many of them (value_reader): a call for each [x, y] cost more than
  // its work. Elsewhere, a struct's member for example, the compiler
  // decides: inline in the small structs that hold Twitter's pairs of
  // indices, they read slower (docs/performance.md).
  static constexpr bool inline_in_loops = N <= 4;
  template <class R, class Read = value_reader>
  static const char* read(R& r, const char* p, Array& v, Read read_element = {}) {
    return read_inline(r, p, v, read_element);
  }
  template <class R, class Read = value_reader>
  JSONGEN_ALWAYS_INLINE static const char* read_inline(R& r, const char* p, Array& v, Read read_element = {}) {
    p = r.open_array(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if constexpr (N == 0) {
      if (JSONGEN_UNLIKELY(*p != ']')) return fail_length(r, p, 0, true);
    } else {
      if (JSONGEN_UNLIKELY(*p == ']')) return fail_length(r, p, N, false);
      for (std::size_t i = 0;; ++i) {
        p = read_element(r, p, v[i]);
        if (JSONGEN_UNLIKELY(!p)) return r.in_index(i);
        p = r.next_element(p);
        if (JSONGEN_UNLIKELY(!p)) return p;
        if (i + 1 == N) {
          if (JSONGEN_UNLIKELY(*p != ']')) return fail_length(r, p, N, true);
          break;
        }
        if (JSONGEN_UNLIKELY(*p == ']')) return fail_length(r, p, N, false);
      }
    }
    return r.close_array(p);
  }
};

// Pairs and tuples: an array of exactly their elements, in order.
template <class Tuple>
struct tuple_deserializer {
  static constexpr unsigned kinds = kind_array;
  static constexpr std::size_t size = std::tuple_size<Tuple>::value;
  template <class R, class Read = value_reader>
  static const char* read(R& r, const char* p, Tuple& v, Read read_element = {}) {
    p = r.open_array(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if constexpr (size == 0) {
      if (JSONGEN_UNLIKELY(*p != ']')) return fail_length(r, p, 0, true);
    } else {
      p = read_from<0>(r, p, v, read_element);
      if (JSONGEN_UNLIKELY(!p)) return p;
    }
    return r.close_array(p);
  }

 private:
  template <std::size_t I, class R, class Read>
  static const char* read_from(R& r, const char* p, Tuple& v, Read& read_element) {
    if (JSONGEN_UNLIKELY(*p == ']')) return fail_length(r, p, size, false);
    p = read_element(r, p, std::get<I>(v));
    if (JSONGEN_UNLIKELY(!p)) return r.in_index(I);
    p = r.next_element(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if constexpr (I + 1 == size) {
      if (JSONGEN_UNLIKELY(*p != ']')) return fail_length(r, p, size, true);
      return p;
    } else {
      return read_from<I + 1>(r, p, v, read_element);
    }
  }
};

}  // namespace detail

template <class T, class Alloc>
struct deserializer<std::vector<T, Alloc>> : detail::indexed_sequence_deserializer<std::vector<T, Alloc>> {};

// std::vector<bool> holds no bools to read into: each is read and stored.
template <class Alloc>
struct deserializer<std::vector<bool, Alloc>> {
  static constexpr unsigned kinds = detail::kind_array;
  template <class R>
  static const char* read(R& r, const char* p, std::vector<bool, Alloc>& v) {
    v.clear();
    p = r.open_array(p);
    if (JSONGEN_UNLIKELY(!p)) return p;
    if (*p != ']') {
      for (std::size_t i = 0;; ++i) {
        bool element = false;
        p = read_value(r, p, element);
        if (JSONGEN_UNLIKELY(!p)) return r.in_index(i);
        v.push_back(element);
        p = r.next_element(p);
        if (JSONGEN_UNLIKELY(!p)) return p;
        if (*p == ']') break;
      }
    }
    return r.close_array(p);
  }
};

template <class T, class Alloc>
struct deserializer<std::deque<T, Alloc>> : detail::indexed_sequence_deserializer<std::deque<T, Alloc>> {};

template <class T, class Alloc>
struct deserializer<std::list<T, Alloc>> : detail::list_deserializer<std::list<T, Alloc>> {};

// std::forward_list: emptied and built front to back.
template <class T, class Alloc>
struct deserializer<std::forward_list<T, Alloc>> {
  static constexpr unsigned kinds = detail::kind_array;
  template <class R>
  static const char* read(R& r, const char* p, std::forward_list<T, Alloc>& v) {
    v.clear();
    auto last = v.before_begin();
    std::size_t count = 0;
    auto none = v.end();
    p = detail::read_elements(
        r, p, none, none, [&v, &last]() -> T& { return *(last = v.emplace_after(last)); }, count);
    if (JSONGEN_UNLIKELY(!p)) return p;
    return r.close_array(p);
  }
};

template <class T, std::size_t N>
struct deserializer<std::array<T, N>> : detail::fixed_array_deserializer<std::array<T, N>, N> {};

template <class T, std::size_t N>
struct deserializer<T[N], std::enable_if_t<!std::is_same<T, char>::value>> : detail::fixed_array_deserializer<T[N], N> {};

template <class T, class Compare, class Alloc>
struct deserializer<std::set<T, Compare, Alloc>> : detail::set_deserializer<std::set<T, Compare, Alloc>, true> {};
template <class T, class Compare, class Alloc>
struct deserializer<std::multiset<T, Compare, Alloc>>
    : detail::set_deserializer<std::multiset<T, Compare, Alloc>, false> {};
template <class T, class Hash, class Equal, class Alloc>
struct deserializer<std::unordered_set<T, Hash, Equal, Alloc>>
    : detail::set_deserializer<std::unordered_set<T, Hash, Equal, Alloc>, true> {};
template <class T, class Hash, class Equal, class Alloc>
struct deserializer<std::unordered_multiset<T, Hash, Equal, Alloc>>
    : detail::set_deserializer<std::unordered_multiset<T, Hash, Equal, Alloc>, false> {};

template <class A, class B>
struct deserializer<std::pair<A, B>> : detail::tuple_deserializer<std::pair<A, B>> {};
template <class... Ts>
struct deserializer<std::tuple<Ts...>> : detail::tuple_deserializer<std::tuple<Ts...>> {};

namespace detail {

// A sequence (or a pair or tuple) whose elements another reader reads (each
// variant of a tagged container, nlohmann_conventions.h's values):
// read_element(r, p, element) for each.
template <class R, class Sequence, class Read>
const char* read_sequence_with(R& r, const char* p, Sequence& v, Read read_element) {
  return deserializer<Sequence>::read(r, p, v, read_element);
}

}  // namespace detail
}  // namespace jsongen
