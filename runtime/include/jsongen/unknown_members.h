// The members no field takes, kept (JSONGEN_UNKNOWN_MEMBERS on a map from
// std::string to a JSON value, jsongen::raw_json or nlohmann::json): read
// into the map instead of skipped, written back after the fields. The
// generated readers and writers of a struct with such a map call these.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "config.h"
#include "error.h"
#include "maps.h"
#include "read_generated_support.h"
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {
namespace detail {

// The member at key_start (its key read as `key`, p at its value) into
// `members`. A key given twice is errc::duplicate_key, as a field's is, or
// the later value (duplicate_key_policy::last_wins). Kept whatever the
// unknown-key policy says: the struct asked for them.
template <class R, class Map>
const char* read_unknown_member(R& r, const char* key_start, std::string_view key, const char* p, Map& members) {
  auto found = members.find(std::string(key));
  if (found != members.end()) {
    if (!(p = repeated_field(r, key_start, p))) return p;
  } else {
    found = members.emplace(std::string(key), typename Map::mapped_type{}).first;
  }
  const char* end = read_value(r, p, found->second);
  if (JSONGEN_UNLIKELY(!end)) return r.in_field(std::string_view(found->first));
  return end;
}

// Each kept member after the fields, as ",key:value" (the writer's object
// was opened by the fields, or by begin_members, which turns the first ','
// into '{'). A key a field has would be written twice, which readers
// refuse: errc::duplicate_key.
template <class W, class Map>
char* write_unknown_members(W& w, char* p, const Map& members, int (*field_key_index)(std::string_view)) {
  for (const auto& entry : members) {
    if (JSONGEN_UNLIKELY(field_key_index(entry.first) >= 0)) {
      w.fail(errc::duplicate_key);
      continue;
    }
    p = w.map_key(p, 1);  // ',' (and, indented, the line)
    p = write_key(w, p, entry.first);
    p = w.map_value(p);
    p = write_value(w, p, entry.second);
  }
  return p;
}

}  // namespace detail
}  // namespace jsongen
