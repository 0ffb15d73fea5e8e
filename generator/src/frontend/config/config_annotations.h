// What the configuration file (config_file.h) says about a declaration, as
// the annotations the header would carry: UnitContext::annotations_of
// merges it under the header's own, which win.
#pragma once

#include <clang-c/Index.h>

#include <string>

#include "frontend/annotation_reader.h"
#include "frontend/config/config_file.h"
#include "model/diagnostic.h"

namespace jsongen {

// Adds to `a` (the header's annotations of `c`, a struct, field, enum or
// enumerator) what `config` gives `c` and the header does not; where both
// give a value, the header's stays and a note in `notes` says so.
void apply_config(const config::Config& config, CXCursor c, Annotations& a, Diagnostics& notes);
// The same for a base class's field `c` as a field of the derived type
// `owner`: what [types."owner".fields] says of it, before (over) what the
// base's own entries say, which the base's own JSON keeps.
void apply_config_as_member_of(const config::Config& config, const std::string& owner, CXCursor c, Annotations& a,
                               Diagnostics& notes);

// The [types."NAME"] entry of exactly this name, or null.
const config::TypeOptions* exact_type_options(const config::Config& config, const std::string& name);
// The [enums."NAME"] entry, or null.
const config::EnumOptions* enum_options(const config::Config& config, const std::string& name);

}  // namespace jsongen
