// expect: template_without_instance.h: error: nothing to generate: class template 'Ring' is marked JSONGEN_SERIALIZE, but no instance of it is generated; jsongen generates the
// A marked class template that no field holds and no explicit instantiation
// names: nothing to generate.
#pragma once
#include <jsongen/jsongen.h>

template <class T, int N>
struct JSONGEN_SERIALIZE Ring {
  T items[N];
};
