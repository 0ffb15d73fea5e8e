// expect: nested_flatten_misuse.h:38:7: error: field 'thread' of 'FieldKeyClash' is written in a nested object (JSONGEN_UNDER("body")) whose key "body" field 'body' uses already (or has as an alias); rename one of them
// expect: nested_flatten_misuse.h:42:7: error: field 'body' of 'NestedFirstClash' uses the JSON key "body" (or has it as an alias), where field 'thread' is written in a nested object (JSONGEN_UNDER("body")); rename one of them
// expect: nested_flatten_misuse.h:46:7: error: field 'arguments' of 'AliasClash' uses the JSON key "args" (or has it as an alias), where field 'thread' is written in a nested object (JSONGEN_UNDER("args")); rename one of them
// expect: nested_flatten_misuse.h:50:7: error: field 'path' of 'DeepClash' is written in a nested object (JSONGEN_UNDER("body", "source")) whose key "source" field 'source' uses already (or has as an alias); rename one of them
// expect: nested_flatten_misuse.h:54:7: error: field 'b' of 'SameKeyInside' uses the JSON key "x", already used by field 'a'; rename or skip one of them
// expect: nested_flatten_misuse.h:58:9: error: field 'seq' of 'Inner' in 'FlattenClash' (flattened from 'inner') uses the JSON key "seq", already used by field 'seq'; rename or skip one of them
// expect: nested_flatten_misuse.h:62:15: error: field 'type' of 'FlattenClashAfter' uses the JSON key "type", already used by field 'kind' (flattened from 'inner'); rename or skip one of them
// expect: nested_flatten_misuse.h:65:24: error: field 'inner' of 'FlattenOptional' is marked JSONGEN_FLATTEN, but a 'std::optional<Inner>' is not a struct jsongen generates; only a struct member (not an optional, pointer, container or variant of one) can have its fields written at its parent's level
// expect: nested_flatten_misuse.h:68:22: error: field 'inner' of 'FlattenVector' is marked JSONGEN_FLATTEN, but a 'std::vector<Inner>' is not a struct jsongen generates; only a struct member (not an optional, pointer, container or variant of one) can have its fields written at its parent's level
// expect: nested_flatten_misuse.h:71:7: error: field 'inner' of 'FlattenInt' is marked JSONGEN_FLATTEN, but a 'int' is not a struct jsongen generates; only a struct member (not an optional, pointer, container or variant of one) can have its fields written at its parent's level
// expect: nested_flatten_misuse.h:74:9: error: field 'inner' of 'FlattenRenamed' is flattened (JSONGEN_FLATTEN): it has no key of its own, so a rename, an alias, an omission or a default has no meaning on it; give them to the fields of 'Inner'
// expect: nested_flatten_misuse.h:77:13: error: field 'kept' of 'FlattenUnknown' is flattened (JSONGEN_FLATTEN), but 'KeepsRest' keeps unknown members (field 'rest', JSONGEN_UNKNOWN_MEMBERS), which a flattened struct cannot; mark a map of 'FlattenUnknown' instead
// expect: nested_flatten_misuse.h:80:9: error: JSONGEN_UNDER takes string literals: expected a string literal
// expect: nested_flatten_misuse.h:83:9: error: JSONGEN_UNDER takes string literals: expected a string literal, not '"body", 3'
// expect: nested_flatten_misuse.h:89:36: error: field 'shape' of 'HoldsTagged': field 'x' of alternative 'Alternative' is written in a nested object (JSONGEN_UNDER), which an alternative whose tag is among its fields (JSONGEN_TAG_FIELD) does not support
// expect: nested_flatten_misuse.h:93:15: error: field 'x' of 'BadInner' has type 'long double', which jsongen cannot serialize: long double has more precision than a JSON reader keeps; use double
// expect: jsongen: 16 errors; nothing written
#pragma once
#include <jsongen/annotations.h>
#include <jsongen/raw_json.h>

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

struct JSONGEN_SERIALIZE Inner {
  int seq;
  std::string kind JSONGEN_RENAME("type");
};
struct JSONGEN_SERIALIZE KeepsRest {
  int a;
  std::map<std::string, jsongen::raw_json> rest JSONGEN_UNKNOWN_MEMBERS;
};
struct JSONGEN_SERIALIZE FieldKeyClash {
  int body;
  int thread JSONGEN_UNDER("body");
};
struct JSONGEN_SERIALIZE NestedFirstClash {
  int thread JSONGEN_UNDER("body");
  int body;
};
struct JSONGEN_SERIALIZE AliasClash {
  int thread JSONGEN_UNDER("args");
  int arguments JSONGEN_ALIAS("args");
};
struct JSONGEN_SERIALIZE DeepClash {
  int source JSONGEN_UNDER("body");
  int path JSONGEN_UNDER("body", "source");
};
struct JSONGEN_SERIALIZE SameKeyInside {
  int a JSONGEN_UNDER("body") JSONGEN_RENAME("x");
  int b JSONGEN_UNDER("body") JSONGEN_RENAME("x");
};
struct JSONGEN_SERIALIZE FlattenClash {
  int seq;
  Inner inner JSONGEN_FLATTEN;
};
struct JSONGEN_SERIALIZE FlattenClashAfter {
  Inner inner JSONGEN_FLATTEN;
  std::string type;
};
struct JSONGEN_SERIALIZE FlattenOptional {
  std::optional<Inner> inner JSONGEN_FLATTEN;
};
struct JSONGEN_SERIALIZE FlattenVector {
  std::vector<Inner> inner JSONGEN_FLATTEN;
};
struct JSONGEN_SERIALIZE FlattenInt {
  int inner JSONGEN_FLATTEN;
};
struct JSONGEN_SERIALIZE FlattenRenamed {
  Inner inner JSONGEN_FLATTEN JSONGEN_RENAME("x");
};
struct JSONGEN_SERIALIZE FlattenUnknown {
  KeepsRest kept JSONGEN_FLATTEN;
};
struct JSONGEN_SERIALIZE EmptyPath {
  int a JSONGEN_UNDER();
};
struct JSONGEN_SERIALIZE NotText {
  int a JSONGEN_UNDER("body", 3);
};
struct JSONGEN_SERIALIZE Alternative {
  int x JSONGEN_UNDER("body");
};
struct JSONGEN_SERIALIZE HoldsTagged {
  std::variant<Alternative, Inner> shape JSONGEN_TAG_FIELD("kind");
};
// An error in a flattened struct is reported once.
struct JSONGEN_SERIALIZE BadInner {
  long double x;
};
struct JSONGEN_SERIALIZE FlattensBad {
  BadInner inner JSONGEN_FLATTEN;
};
