// expect: private_template_member.h:11:7: error: field 'hidden' of 'Box<int>' is not public; add JSONGEN_FRIEND inside the class so the generated code may read it, or mark the field JSONGEN_SKIP (without JSONGEN_FRIEND, jsongen reaches it only in the .json.cpp of a struct of the input, and it is a template instance, which every generated header that uses it defines whole)
#pragma once
#include <jsongen/jsongen.h>

template <class T>
class JSONGEN_SERIALIZE Box {
 public:
  T value;

 private:
  int hidden;
};

struct JSONGEN_SERIALIZE Holder {
  Box<int> box;
};
