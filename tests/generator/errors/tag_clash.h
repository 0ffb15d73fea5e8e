// expect: tag_clash.h:10:29: error: field 'shape' of 'Drawing': the tag key "kind" is also a field of 'Circle'
#pragma once
#include <jsongen/jsongen.h>

#include <variant>

struct JSONGEN_SERIALIZE Circle { int kind; };

struct JSONGEN_SERIALIZE Drawing {
  std::variant<Circle, int> shape JSONGEN_TAG_FIELD("kind");
};
