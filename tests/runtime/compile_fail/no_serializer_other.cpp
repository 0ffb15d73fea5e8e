// A type JSON has no meaning for.
// expect: no serializer for this type: JSON has no meaning for it
#include <jsongen/jsongen.h>
std::string f() { return jsongen::to_json(1.0L); }
