// jsongen runtime: everything a generated header and its users need.
//
//   #include <jsongen/jsongen.h>
//   struct JSONGEN_SERIALIZE Point { int x; int y; };
//
// After running `jsongen point.h` and including point.json.h:
//   std::string s = jsongen::to_json(Point{1, 2});   // {"x":1,"y":2}
//   jsongen::to_json(point, buffer);                 // reuses buffer's capacity
#pragma once

#include <string>

#include "annotations.h"
#include "serializer.h"
#include "writer.h"

// Release of the runtime headers.
#define JSONGEN_VERSION_STRING "0.1.0"

// Revision of the contract between generated headers and this runtime. It
// changes only when generated code must be regenerated to work with it.
#define JSONGEN_FORMAT_REVISION 1

namespace jsongen {

// Serializes `value` into `out`, replacing its contents and reusing its
// capacity: the fast path for a hot loop. On an exception `out` is empty.
template <class T>
inline void to_json(const T& value, std::string& out) {
  try {
    writer w(out);
    write_value(w, value);
    w.finish();
  } catch (...) {
    out.clear();
    throw;
  }
}

template <class T>
inline std::string to_json(const T& value) {
  std::string out;
  to_json(value, out);
  return out;
}

}  // namespace jsongen
