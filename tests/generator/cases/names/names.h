#pragma once
#include <jsongen/jsongen.h>

#include <string>

namespace app {
inline namespace v1 {
namespace detail {
struct JSONGEN_SERIALIZE Empty {};
}  // namespace detail

struct JSONGEN_SERIALIZE Renamed {
  int id JSONGEN_RENAME("id_str");
  int quote JSONGEN_RENAME("we\"ird\\key");
  int unicode JSONGEN_RENAME("na\xc3\xafve");
  int question JSONGEN_RENAME("what?\?!");
  std::string secret JSONGEN_SKIP;
  int kept;
};

class JSONGEN_SERIALIZE Outer {
 public:
  struct JSONGEN_SERIALIZE Nested {
    int depth;
  };
  Nested nested;
  detail::Empty empty;
  Renamed renamed;
};
}  // namespace v1
}  // namespace app

// The same name in another namespace must not clash.
namespace other {
struct JSONGEN_SERIALIZE Empty {
  int not_empty;
};
}  // namespace other

namespace {
struct JSONGEN_SERIALIZE Anonymous {
  other::Empty e;
};
}  // namespace
