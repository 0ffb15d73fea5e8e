// A second file of shop and shop_unity, so that CMake's unity build has files to
// put together.
#include <string>

#include "shop/order.json.h"

std::string order_json() { return jsongen::to_json(shop::Order{"A-1", {{"ink", 2}}}); }
