// expect: ok
// Instances of an annotated template that only a pointer or a container
// names are not instantiated by that; a static_assert on their size
// instantiates them, and jsongen then sees their fields.
#pragma once
#include <jsongen/jsongen.h>

#include <memory>
#include <vector>

template <class T>
struct JSONGEN_SERIALIZE Box {
  T value;
};
static_assert(sizeof(Box<int>) != 0 && sizeof(Box<long>) != 0, "instantiates them");

struct JSONGEN_SERIALIZE Holder {
  std::unique_ptr<Box<int>> owned;
  std::vector<Box<long>> boxes;
};
