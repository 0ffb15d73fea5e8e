// An instance of a marked class template that jsongen did not generate: the
// generated header's message says how to generate it (not "mark the struct").
// expect: jsongen: no serializer for this instance of class template tmpl::Box, which is marked JSONGEN_SERIALIZE but was not generated with these arguments.
#include <string>

#include "box.json.h"

std::string generated() { return jsongen::to_json(tmpl::Box<int, 2>{}); }
std::string not_generated() { return jsongen::to_json(tmpl::Box<double, 3>{}); }
