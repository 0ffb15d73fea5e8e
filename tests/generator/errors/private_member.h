// expect: private_member.h:10:7: error: field 'secret' of 'Account' is not public; make it public or mark it JSONGEN_SKIP
#pragma once
#include <jsongen/jsongen.h>

class JSONGEN_SERIALIZE Account {
 public:
  int id;

 private:
  int secret;
};
