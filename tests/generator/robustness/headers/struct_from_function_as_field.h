// expect: error
// message: struct_from_function_as_field.h:12:20: error: field 'local' of 'Holder' has type 'decltype(make())', which jsongen cannot serialize: a struct declared inside a function cannot be named by generated code
#pragma once
#include <jsongen/jsongen.h>

inline auto make() {
  struct JSONGEN_SERIALIZE Local { int x; };
  return Local{1};
}

struct JSONGEN_SERIALIZE Holder {
  decltype(make()) local;
};
