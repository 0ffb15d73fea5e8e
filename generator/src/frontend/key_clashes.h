// Whether a field's key or aliases collide with another field's: reading
// would take one key for two fields, or writing would write a key twice.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/model.h"

namespace jsongen {

// The message for the first clash of `field` (described as `what`) with
// itself (an alias twice, or its own key) or with one of `others`, or none.
std::optional<std::string> key_clash(const model::Field& field, const std::vector<model::Field>& others,
                                     const std::string& what);

}  // namespace jsongen
