// expect: unannotated_template.h:9:12: error: field 'box' of 'Holder' has type 'Box<int>', which jsongen cannot serialize: 'Box<int>' is an instance of class template 'Box', which is not marked JSONGEN_SERIALIZE
#pragma once
#include <jsongen/jsongen.h>

template <class T>
struct Box { T value; };

struct JSONGEN_SERIALIZE Holder {
  Box<int> box;
};
