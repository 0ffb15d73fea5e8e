// expect: error
// message: incomplete_pointee.h:11:12: error: field 'raw' of 'Holder' has type 'Forward *', which jsongen cannot serialize: 'Forward': the type is incomplete (only declared, never defined)
// message: incomplete_pointee.h:12:28: error: field 'owned' of 'Holder' has type 'std::unique_ptr<Forward>', which jsongen cannot serialize: 'Forward': the type is incomplete
#pragma once
#include <jsongen/jsongen.h>

#include <memory>

struct Forward;
struct JSONGEN_SERIALIZE Holder {
  Forward* raw;
  std::unique_ptr<Forward> owned;
};
