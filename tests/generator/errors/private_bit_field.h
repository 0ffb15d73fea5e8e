// expect: private_bit_field.h:10:12: error: field 'ready' of 'Flags' is a bit-field that is not public: the generated code reaches such members through member pointers, which a bit-field cannot have; add JSONGEN_FRIEND inside the class, or mark the field JSONGEN_SKIP
#pragma once
#include <jsongen/jsongen.h>

class JSONGEN_SERIALIZE Flags {
 public:
  int id;

 private:
  unsigned ready : 1;
};
