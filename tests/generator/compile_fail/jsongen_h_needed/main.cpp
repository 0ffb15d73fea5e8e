// A file that includes only the split layout's .json.h parses the runtime's
// declarations: it can call what point.json.cpp compiled (to_json of a
// Point with the default options into a std::string), and any other call
// fails at compile time, naming the type and the options, rather than at
// link time. (Each compiler words the rest its own way.)
// expect: compiled_or_jsongen_h_included<jsongen::default_options, std::vector<geo::Point
// expect: compiled_or_jsongen_h_included<jsongen::pretty_options<
#include <string>
#include <vector>

#include "point.json.h"

std::string compiled() { return jsongen::to_json(geo::Point{1, 2}); }
std::string container() { return jsongen::to_json(std::vector<geo::Point>{{1, 2}}); }
std::string pretty() { return jsongen::to_json<jsongen::pretty_options<2>>(geo::Point{1, 2}); }
