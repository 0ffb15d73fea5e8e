// expect: private_member.h:10:7: error: field 'secret' of 'Account' is not public; add JSONGEN_FRIEND inside the class so the generated code may read it, or mark the field JSONGEN_SKIP
#pragma once
#include <jsongen/jsongen.h>

class JSONGEN_SERIALIZE Account {
 public:
  int id;

 private:
  int secret;
};
