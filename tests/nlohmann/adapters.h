// The project's nlohmann::json declarations for the vendor's types, written
// beside them (vendor.h itself cannot be edited).
#pragma once

#include <nlohmann/json.hpp>

#include "vendor.h"

namespace vendor {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Point, x, y, z)
}  // namespace vendor
