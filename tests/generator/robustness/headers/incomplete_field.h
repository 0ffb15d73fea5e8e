// expect: error
// message: incomplete_field.h:8:11: error: field has incomplete type 'Forward'
#pragma once
#include <jsongen/jsongen.h>

struct Forward;
struct JSONGEN_SERIALIZE Holder {
  Forward f;
};
