// expect: unsupported_type.h:9:19: error: field 'tags' of 'Bad' has type 'std::queue<int>', which jsongen cannot serialize: 'std::queue' is not supported yet
#pragma once
#include <jsongen/jsongen.h>

#include <queue>

struct JSONGEN_SERIALIZE Bad {
  int fine;
  std::queue<int> tags;
};
