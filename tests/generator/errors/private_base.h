// expect: private_base.h:7:44: error: 'Derived' inherits 'Base' privately; add JSONGEN_FRIEND inside 'Derived'
#pragma once
#include <jsongen/jsongen.h>

struct Base { int a; };

struct JSONGEN_SERIALIZE Derived : private Base {
  int b;
};
