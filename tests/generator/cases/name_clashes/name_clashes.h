#pragma once
#include <jsongen/jsongen.h>

#include <string>
#include <vector>

// The same names in different scopes, and names that the generated code
// itself uses (serializer, detail, W, p, v, std-like names): every
// serializer must name exactly its own type.
struct JSONGEN_SERIALIZE Item {
  int top;
};
namespace a {
struct JSONGEN_SERIALIZE Item {
  int in_a;
};
enum class Kind { X, Y };
}  // namespace a
namespace b {
struct JSONGEN_SERIALIZE Item {
  a::Item inner;
  ::Item outer;
};
enum class Kind { X JSONGEN_RENAME("bx"), Y };
}  // namespace b
namespace a {
namespace b {
struct JSONGEN_SERIALIZE Item {
  ::b::Item deep;
  Kind k;  // a::Kind
  ::b::Kind bk;
};
}  // namespace b
}  // namespace a
struct JSONGEN_SERIALIZE Outer {
  struct JSONGEN_SERIALIZE Item {
    int nested;
  };
  Item item;
  ::Item global;
};
namespace detail {
struct JSONGEN_SERIALIZE Item {
  int d;
};
}  // namespace detail
namespace std_like {
struct JSONGEN_SERIALIZE string {
  int not_std;
};
}  // namespace std_like
struct JSONGEN_SERIALIZE serializer {
  int named_like_the_runtime;
};
struct JSONGEN_SERIALIZE W {
  int w;
  int p;
  int v;
};
inline namespace v1 {
struct JSONGEN_SERIALIZE Versioned {
  int ver;
};
}  // namespace v1

struct JSONGEN_SERIALIZE All {
  Item i;
  a::Item ai;
  b::Item bi;
  a::b::Item abi;
  Outer o;
  detail::Item di;
  std_like::string s;
  serializer ser;
  W w;
  Versioned v;
  std::vector<a::b::Item> list;
};
