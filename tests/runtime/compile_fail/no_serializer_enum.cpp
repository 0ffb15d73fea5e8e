// An enum that no generated header gave a serializer.
// expect: no serializer for this enum. An enum gets one when a field of a generated struct uses it, or when it is marked `enum class JSONGEN_SERIALIZE E` or selected with --type
#include <jsongen/jsongen.h>
enum class Color { red };
std::string f() { return jsongen::to_json(Color::red); }
