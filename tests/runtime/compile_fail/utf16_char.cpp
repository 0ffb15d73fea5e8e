// to_json(u'x') printed 120.
// expect: wide, UTF-16 and UTF-32 characters and strings
#include <jsongen/jsongen.h>
std::string f() { return jsongen::to_json(u'x'); }
