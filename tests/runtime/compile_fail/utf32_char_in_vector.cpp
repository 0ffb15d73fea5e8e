// [120] for a vector of U'x'.
// expect: wide, UTF-16 and UTF-32 characters and strings
#include <jsongen/jsongen.h>
#include <vector>
std::string f() { return jsongen::to_json(std::vector<char32_t>{U'x'}); }
