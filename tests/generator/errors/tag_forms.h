// expect: tag_forms.h:13:24: error: field 'shape' of 'Both': JSONGEN_TAGGED, JSONGEN_TAG_FIELD and JSONGEN_TAG_AS_KEY (tagged, tag_field and tag_as_key) are different forms of a tagged variant; choose one
// expect: tag_forms.h:14:7: error: field 'count' of 'Both' has a variant tag annotation but is not a std::variant
#pragma once
#include <jsongen/jsongen.h>

#include <variant>

struct JSONGEN_SERIALIZE A {
  int a;
};

struct JSONGEN_SERIALIZE Both {
  std::variant<A, int> shape JSONGEN_TAGGED("type", "value") JSONGEN_TAG_AS_KEY;
  int count JSONGEN_TAG_AS_KEY;
};
