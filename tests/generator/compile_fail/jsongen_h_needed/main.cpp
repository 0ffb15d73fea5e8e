// A file that includes only the split layout's .json.h parses the runtime's
// declarations: it can call what point.json.cpp compiled (to_json of a
// Point with the default options into a std::string), and any other call
// fails at compile time, with jsongen's message naming the header to
// include, rather than at link time or with "no matching function".
// expect: jsongen: to_json of this type is not compiled in a .json.cpp: include <jsongen/jsongen.h> where it is written
// expect: compiled_or_jsongen_h_included<jsongen::default_options, std::vector<geo::Point
// expect: jsongen: this serializer is compiled in point.json.cpp for jsongen::default_options into a std::string; include
// expect: point.json.inl.h
#include <string>
#include <vector>

#include "point.json.h"

std::string compiled() { return jsongen::to_json(geo::Point{1, 2}); }
std::string container() { return jsongen::to_json(std::vector<geo::Point>{{1, 2}}); }
std::string pretty() { return jsongen::to_json<jsongen::pretty_options<2>>(geo::Point{1, 2}); }
