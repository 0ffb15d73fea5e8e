// expect: bad_naming.h:5:50: error: unknown naming policy "camel" on 'Named'
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE JSONGEN_NAMING("camel") Named {
  int user_id;
};
