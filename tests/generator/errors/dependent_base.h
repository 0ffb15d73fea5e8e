// expect: dependent_base.h:9:36: error: 'Derived<int>' derives from 'Base<T>', which depends on template parameters
#pragma once
#include <jsongen/jsongen.h>

template <class T>
struct Base { T inherited; };

template <class T>
struct JSONGEN_SERIALIZE Derived : Base<T> {
  T own;
};

struct JSONGEN_SERIALIZE User {
  Derived<int> d;
};
