// Members of any JSON value as Boost.JSON's DOM, at depth.
#pragma once

#include <jsongen/annotations.h>

#include <boost/json.hpp>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace service {

struct JSONGEN_SERIALIZE Reply {
  int id = 0;
  boost::json::value result;
  std::optional<boost::json::value> error;
  std::vector<boost::json::value> notes;
  std::map<std::string, boost::json::value> meta;
};

}  // namespace service
