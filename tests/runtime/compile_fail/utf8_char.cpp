// std: c++20
// to_json(u8'x') (char8_t) printed 120.
// expect: wide, UTF-16 and UTF-32 characters and strings
#include <jsongen/jsongen.h>
std::string f() { return jsongen::to_json(u8'x'); }
