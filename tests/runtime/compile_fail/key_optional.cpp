// An optional map key would be written as {null:1,2:3}, which is not JSON.
// expect: this map key type cannot be a JSON object key
#include <jsongen/jsongen.h>
#include <optional>
#include <unordered_map>
std::string f() { return jsongen::to_json(std::unordered_map<std::optional<int>, int>{}); }
