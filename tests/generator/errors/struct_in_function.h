// A struct marked JSONGEN_SERIALIZE in a function body (skipped by the parser, or parsed: constexpr, lambda) is an error.
// expect: struct_in_function.h:11:10: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot name it; move it out of the function
// expect: struct_in_function.h:15:10: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot name it; move it out of the function
// expect: struct_in_function.h:20:32: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot name it; move it out of the function
// expect: struct_in_function.h:22:34: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot name it; move it out of the function
// expect: struct_in_function.h:23:46: error: a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot name it; move it out of the function
#pragma once
#include <jsongen/jsongen.h>
#include <string>
inline std::string make() {
  struct JSONGEN_SERIALIZE Local { int x; };
  return jsongen::to_json(Local{1});
}
constexpr int counted() {
  struct JSONGEN_SERIALIZE Constant { int y; };
  return 1;
}
struct JSONGEN_SERIALIZE Outer {
  int a;
  void method() const { struct JSONGEN_SERIALIZE InMethod { int z; }; }
};
inline auto lambda = [] { struct JSONGEN_SERIALIZE InLambda { int w; }; return 0; };
template <class T> void templated() { struct JSONGEN_SERIALIZE InTemplate { T t; }; }
