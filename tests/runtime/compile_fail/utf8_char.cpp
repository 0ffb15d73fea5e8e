// std: c++20
// to_json(u8'x') (char8_t) printed 120.
// expect: char8_t characters and strings (std::u8string...) are not supported
#include <jsongen/jsongen.h>
std::string f() { return jsongen::to_json(u8'x'); }
