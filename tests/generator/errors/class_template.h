// expect: class_template.h:6:26: error: class template 'Box' is marked JSONGEN_SERIALIZE, but jsongen does not generate serializers for templates yet
#pragma once
#include <jsongen/jsongen.h>

template <class T>
struct JSONGEN_SERIALIZE Box {
  T value;
};
