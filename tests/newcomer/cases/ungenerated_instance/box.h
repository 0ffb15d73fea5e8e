#pragma once
#include <jsongen/annotations.h>

namespace tmpl {
// jsongen generates the instances it sees (explicit instantiations, fields
// of generated structs): none here.
template <class T, int N>
struct JSONGEN_SERIALIZE Box {
  T values[N];
};

struct JSONGEN_SERIALIZE Shelf {
  int boxes;
};
}  // namespace tmpl
