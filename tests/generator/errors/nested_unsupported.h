// expect: nested_unsupported.h:9:47: error: field 'deep' of 'Deep' has type 'std::vector<std::optional<std::stack<int>>>', which jsongen cannot serialize: 'std::optional<std::stack<int>>': 'std::stack<int>': 'std::stack' is not supported yet
#pragma once
#include <jsongen/jsongen.h>

#include <optional>
#include <stack>
#include <vector>
struct JSONGEN_SERIALIZE Deep {
  std::vector<std::optional<std::stack<int>>> deep;
};
