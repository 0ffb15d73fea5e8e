// expect: unknown_members_misuse.h:12:7: error: field 'rest' of 'NotAMap' is marked JSONGEN_UNKNOWN_MEMBERS, but a 'int' cannot keep them
// expect: unknown_members_misuse.h:16:44: error: field 'second' of 'Two' keeps the unknown members, as field 'first' does already; one field per struct may
// expect: unknown_members_misuse.h:19:44: error: field 'rest' of 'Renamed' keeps the unknown members (JSONGEN_UNKNOWN_MEMBERS): it has no key of its own
#pragma once
#include <jsongen/annotations.h>
#include <jsongen/raw_json.h>

#include <map>
#include <string>

struct JSONGEN_SERIALIZE NotAMap {
  int rest JSONGEN_UNKNOWN_MEMBERS;
};
struct JSONGEN_SERIALIZE Two {
  std::map<std::string, jsongen::raw_json> first JSONGEN_UNKNOWN_MEMBERS;
  std::map<std::string, jsongen::raw_json> second JSONGEN_UNKNOWN_MEMBERS;
};
struct JSONGEN_SERIALIZE Renamed {
  std::map<std::string, jsongen::raw_json> rest JSONGEN_RENAME("r") JSONGEN_UNKNOWN_MEMBERS;
};
