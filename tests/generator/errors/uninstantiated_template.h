// expect: uninstantiated_template.h:15:29: error: field 'owned' of 'Holder' has type 'std::unique_ptr<Box<int>>', which jsongen cannot serialize: 'Box<int>': never instantiated in this header (a pointer or a container does not instantiate it), so jsongen cannot see its fields; instantiate it there, e.g. with static_assert(sizeof(Box<int>) != 0);
// expect: uninstantiated_template.h:16:26: error: field 'boxes' of 'Holder' has type 'std::vector<Box<long>>', which jsongen cannot serialize: 'Box<long>': never instantiated in this header
#pragma once
#include <jsongen/jsongen.h>

#include <memory>
#include <vector>

template <class T>
struct JSONGEN_SERIALIZE Box {
  T value;
};

struct JSONGEN_SERIALIZE Holder {
  std::unique_ptr<Box<int>> owned;
  std::vector<Box<long>> boxes;
};
