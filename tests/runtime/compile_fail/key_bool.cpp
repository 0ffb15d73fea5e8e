// A bool map key would be written as {true:1}, which is not JSON.
// expect: this map key type cannot be a JSON object key
#include <jsongen/jsongen.h>
#include <map>
std::string f() { return jsongen::to_json(std::map<bool, int>{{true, 1}}); }
