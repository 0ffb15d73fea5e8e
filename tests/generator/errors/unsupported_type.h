// expect: unsupported_type.h:9:17: error: field 'tags' of 'Bad' has type 'std::set<int>', which jsongen cannot serialize
#pragma once
#include <jsongen/jsongen.h>

#include <set>

struct JSONGEN_SERIALIZE Bad {
  int fine;
  std::set<int> tags;
};
