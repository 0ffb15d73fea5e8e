#pragma once
#include <jsongen/jsongen.h>

namespace tmpl {
template <class T, int N>
struct JSONGEN_SERIALIZE Box {
  T values[N];
};
template struct Box<int, 2>;  // generated
}  // namespace tmpl
