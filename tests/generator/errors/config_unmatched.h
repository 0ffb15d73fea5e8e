// options: --config config_unmatched.toml
// expect: config_unmatched.toml:2:8: error: [types."Gizmo"] matches no struct or enum the inputs see; --allow-unmatched makes this a warning
// expect: config_unmatched.toml:3:8: error: [enums."Shade"] matches no struct or enum the inputs see
// expect: config_unmatched.toml:5:10: error: [select] types 'gizmo::*' matches no struct or enum the inputs see
// expect: config_unmatched.toml:6:12: error: [select] exclude 'Doohickey' matches no struct or enum the inputs see
#pragma once
#include <jsongen/jsongen.h>

struct JSONGEN_SERIALIZE Gadget {
  int id = 0;
};
