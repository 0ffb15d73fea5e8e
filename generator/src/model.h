// The plain model the parser builds and the emitter reads: annotated structs,
// their fields and the types those fields have. It knows nothing of libclang.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace jsongen::model {

struct SourceLocation {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
};

// What a field's type is, as far as JSON is concerned.
struct TypeRef {
  enum class Kind {
    Bool,
    SignedInteger,
    UnsignedInteger,
    Char,        // plain char: a one-character string
    Float,
    Double,
    String,      // std::string
    StringView,  // std::string_view
    CString,     // const char* / char*; nullptr is null
    Vector,      // args[0]
    Array,       // std::array, args[0]
    CArray,      // T[N], args[0]
    CharArray,   // char[N]: a string up to the first NUL
    Optional,    // args[0]
    Map,         // std::map / std::unordered_map, args = {key, value}
    Struct,      // an annotated struct, `name`
    Enum,        // `name`
  };
  Kind kind = Kind::Bool;
  std::string name;           // Struct, Enum: qualified name without leading ::
  std::vector<TypeRef> args;  // element types
};

struct Field {
  std::string member;  // C++ member name
  std::string key;     // JSON key (after renames)
  TypeRef type;
  SourceLocation location;
};

struct Struct {
  std::string name;  // qualified, e.g. "shop::Item"
  std::vector<Field> fields;
  SourceLocation location;
};

struct Enumerator {
  std::string name;
  bool negative = false;
  std::uint64_t magnitude = 0;
};

struct Enum {
  std::string name;  // qualified
  bool is_signed = true;  // underlying type
  std::vector<Enumerator> enumerators;  // in declaration order
};

// Everything one generated header holds.
struct Unit {
  std::string input_include;                   // how the generated header includes its input
  std::vector<std::string> generated_includes;  // other generated headers it needs (structs from other files)
  std::vector<Enum> enums;                      // enums the fields use, in first-use order
  std::vector<Struct> structs;                  // annotated structs of the input, in source order
};

}  // namespace jsongen::model
