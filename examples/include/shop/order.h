// The example shop's order: the bundled example of jsongen.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "shop/customer.h"
#include "vendor/geo.h"

namespace shop {

enum class Status { Pending, Paid, Shipped };

struct JSONGEN_SERIALIZE Line {
  std::string sku;
  std::uint32_t quantity;
  double unit_price;
};

struct JSONGEN_SERIALIZE Order {
  std::int64_t id JSONGEN_RENAME("order_id");
  Customer customer;
  std::vector<Line> lines;
  Status status;
  bool gift;
  float weight_kg;
  geo::LatLon destination;                       // a third-party type, see CMakeLists.txt
  std::map<std::string, std::string> notes;
  std::optional<std::string> coupon;             // none -> null
  std::string internal_audit_log JSONGEN_SKIP;  // never leaves the server
};

}  // namespace shop
