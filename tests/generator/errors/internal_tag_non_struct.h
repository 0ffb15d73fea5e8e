// expect: internal_tag_non_struct.h:10:27: error: field 'value' of 'Message' uses JSONGEN_TAG_FIELD, which puts the tag among the alternative's own fields, but alternative 'int' is not a struct; use JSONGEN_TAGGED instead
#pragma once
#include <jsongen/jsongen.h>

#include <variant>

struct JSONGEN_SERIALIZE Text { int length; };

struct JSONGEN_SERIALIZE Message {
  std::variant<Text, int> value JSONGEN_TAG_FIELD("kind");
};
