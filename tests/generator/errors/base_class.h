// expect: base_class.h:7:36: error: 'Derived' derives from 'Base'; jsongen does not serialize base classes yet
#pragma once
#include <jsongen/jsongen.h>

struct Base { int a; };

struct JSONGEN_SERIALIZE Derived : Base {
  int b;
};
