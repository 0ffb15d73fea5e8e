// options: --header-only
// expect: private_member.h:11:7: error: field 'secret' of 'Account' is not public; add JSONGEN_FRIEND inside the class so the generated code may read it, or mark the field JSONGEN_SKIP (without JSONGEN_FRIEND, jsongen reaches it only in the .json.cpp of a struct of the input, and the header is generated --header-only, without a .json.cpp)
#pragma once
#include <jsongen/jsongen.h>

class JSONGEN_SERIALIZE Account {
 public:
  int id;

 private:
  int secret;
};
