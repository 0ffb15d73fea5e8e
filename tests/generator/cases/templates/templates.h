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
}  // namespace tmpl

struct JSONGEN_SERIALIZE Uses {
  tmpl::Box<int> ints;
  tmpl::Box<tmpl::Box<double>> nested;
  tmpl::Box<char> special;
  tmpl::Pair<std::string, tmpl::Box<int>> pair;
};
