// Definitions for serializers.h; include after the generated header.
#pragma once

#include "serializers.h"

namespace prop_test {

// try_to_json; after an error, also all of the value through the writer
// that tracks the path as it goes (how paths were once found), which must
// name the same error at the same path as the search of locate.h. A
// disagreement comes back as a path that the check cannot expect.
template <class Options, class T>
jsongen::status serialize(const T& v, std::string& out) {
  jsongen::status st = jsongen::try_to_json<Options>(v, out);
  if (st.ok() || st.code == jsongen::errc::out_of_memory) return st;
  std::string scratch;
  jsongen::basic_writer<Options, true> w(scratch);
  jsongen::write_value(w, w.begin(), v);
  if (w.error() != st.code || w.error_path() != st.path) {
    st.path = "(locate.h found '" + st.path + "'; the tracking writer: " + jsongen::describe(w.error()) + " at '" +
              w.error_path() + "')";
  }
  return st;
}

template <class T>
void serialize_throwing(const T& v, std::string& out) {
  jsongen::to_json(v, out);
}

template <class Options, class T>
jsongen::status deserialize(std::string_view json, T& out) {
  return jsongen::from_json<read_options<Options>>(json, out);
}

#define PROP_TEST_INSTANTIATE_ONE(Options, T) template jsongen::status serialize<Options, T>(const T&, std::string&);
#define PROP_TEST_INSTANTIATE_READ(Options, T) \
  template jsongen::status deserialize<Options, T>(std::string_view, T&);

}  // namespace prop_test
