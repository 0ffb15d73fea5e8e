#pragma once
#include <jsongen/jsongen.h>

#include <string>
#include <vector>

namespace tmpl {
struct Origin {
  int origin;
};

template <class T>
struct JSONGEN_SERIALIZE Box : Origin {
  T value JSONGEN_RENAME("v");
  std::vector<T> more;
};

// An explicit specialization with fields of its own.
template <>
struct JSONGEN_SERIALIZE Box<char> {
  int special;
};

template <class K, class V>
struct JSONGEN_SERIALIZE Pair {
  K key;
  V value;
};

// Generated even though no field uses it.
template struct Box<float>;

// Non-type arguments, written as the namespace sees them: the generated
// header (outside tmpl) spells their values, enumerators qualified, and the
// default arguments the instance takes.
enum class Kind { a, b };
constexpr int kSize = 3;
template <int N>
struct JSONGEN_SERIALIZE Arr {
  int n = N;
};
template <Kind K, class T, int Extra = kSize + 1>
struct JSONGEN_SERIALIZE Tagged {
  Kind kind = K;
  T t{};
  int extra = Extra;
};
template <char C, bool F, unsigned long long U>
struct JSONGEN_SERIALIZE Many {
  char c = C;
  bool f = F;
  unsigned long long u = U;
};
template struct Arr<kSize>;
template struct Arr<kSize * 2 - 10>;
template struct Tagged<Kind::b, Arr<kSize>>;
template struct Many<'x', true, 18446744073709551615ull>;
// A base that is an explicit instance.
struct JSONGEN_SERIALIZE Derived : Arr<kSize> {
  int own = 1;
};
}  // namespace tmpl

struct JSONGEN_SERIALIZE Uses {
  tmpl::Box<int> ints;
  tmpl::Box<tmpl::Box<double>> nested;
  tmpl::Box<char> special;
  tmpl::Pair<std::string, tmpl::Box<int>> pair;
  tmpl::Tagged<static_cast<tmpl::Kind>(7), int> odd;  // a value without an enumerator
};
