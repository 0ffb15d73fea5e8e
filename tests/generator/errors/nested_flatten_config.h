// options: --config nested_flatten_config.toml
// expect: nested_flatten_config.h:15:7: error: field 'count' of 'cfg::Message' is marked JSONGEN_FLATTEN, but a 'int' is not a struct jsongen generates; only a struct member (not an optional, pointer, container or variant of one) can have its fields written at its parent's level
// expect: nested_flatten_config.h:16:8: error: field 'meta' of 'cfg::Message' is flattened (JSONGEN_FLATTEN): it has no key of its own, so a rename, an alias, an omission or a default has no meaning on it; give them to the fields of 'cfg::Meta'
// expect: nested_flatten_config.h:17:7: error: field 'thread' of 'cfg::Message' is written in a nested object (JSONGEN_UNDER("body")) whose key "body" field 'body' uses already (or has as an alias); rename one of them
// expect: jsongen: 3 errors; nothing written
#pragma once
#include <string>

namespace cfg {
struct Meta {
  int version;
};
struct Message {
  int body;
  int count;
  Meta meta;
  int thread;
};
}  // namespace cfg
