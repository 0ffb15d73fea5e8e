// expect: nested_unsupported.h:9:45: error: field 'deep' of 'Deep' has type 'std::vector<std::optional<std::set<int>>>', which jsongen cannot serialize: 'std::optional<std::set<int>>': 'std::set<int>': 'std::set' is not supported yet
#pragma once
#include <jsongen/jsongen.h>

#include <optional>
#include <set>
#include <vector>
struct JSONGEN_SERIALIZE Deep {
  std::vector<std::optional<std::set<int>>> deep;
};
