// A std::u16string_view map key: wide text is a value, not a key.
// expect: this map key type cannot be a JSON object key
#include <jsongen/jsongen.h>
#include <map>
#include <string_view>
std::string f() { return jsongen::to_json(std::map<std::u16string_view, int>{}); }
