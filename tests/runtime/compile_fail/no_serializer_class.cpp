// A struct that is not annotated (or whose .json.h is not included).
// expect: no serializer for this class type. Mark the struct JSONGEN_SERIALIZE
#include <jsongen/jsongen.h>
#include <vector>
struct Plain {
  int x;
};
std::string f() { return jsongen::to_json(std::vector<Plain>{}); }
