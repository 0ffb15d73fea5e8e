// A std::u16string_view map key.
// expect: wide, UTF-16 and UTF-32 characters and strings
#include <jsongen/jsongen.h>
#include <map>
#include <string_view>
std::string f() { return jsongen::to_json(std::map<std::u16string_view, int>{}); }
