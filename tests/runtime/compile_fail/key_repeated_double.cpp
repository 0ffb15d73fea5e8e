// A multimap written as an object follows the map-key rules.
// expect: this map key type cannot be a JSON object key
#include <jsongen/jsongen.h>
#include <map>
struct repeated : jsongen::default_options {
  static constexpr jsongen::multimap_format multimaps = jsongen::multimap_format::repeated_keys;
};
std::string f() { return jsongen::to_json<repeated>(std::multimap<float, int>{}); }
