// Pretty output from a file that includes only the split layout's .json.h:
// its serializers are compiled (point.json.cpp) for the default options
// into a std::string, and the message names the header that defines them.
// (In pieces: clang 14 prints the message's quotes escaped.)
// expect: jsongen: this serializer is compiled in point.json.cpp for jsongen::default_options into a std::string; include
// expect: point.json.inl.h
// expect: where it is written with other options or to another output
#include <string>

#include "point.json.h"

std::string compiled() { return jsongen::to_json(geo::Point{1, 2}); }
std::string pretty() { return jsongen::to_json<jsongen::pretty_options<2>>(geo::Point{1, 2}); }
