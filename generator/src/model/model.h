// The plain model the parser builds and the emitter reads: structs, their
// fields and the types those fields have. It knows nothing of libclang.
#pragma once

#include <cstdint>
#include <optional>
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
    CharArray,   // char[N]: a string up to the first NUL
    WideChar,    // wchar_t, char16_t, char32_t: a one-character string (UTF-8); `name` the type
    WideString,  // std::wstring, std::u16string, std::u32string: converted to and from UTF-8; `name`
    WideView,    // their string_views (written only); `name`
    Sequence,    // vector, array, T[N], span, deque, list, forward_list, (multi/unordered_)set: args[0]
    Tuple,       // pair, tuple: args
    Optional,    // args[0]
    Pointer,     // T*, unique_ptr, shared_ptr: args[0], null or the pointee
    Variant,     // args: the alternatives
    Monostate,   // std::monostate: null
    Map,         // map / unordered_map: args = {key, value}; keys are text, integers or enums
    MultiMap,    // multimap / unordered_multimap: args = {key, value}; [key, value] pairs by default, any key
    Duration,    // std::chrono::duration: args[0] its Rep; a number
    TimePoint,   // std::chrono::time_point<system_clock, D>: RFC 3339 text
    Path,        // std::filesystem::path: a string
    Wrapper,     // std::atomic<T>, std::reference_wrapper<T>: args[0], written as T; std::atomic_flag: a Bool
    Struct,      // a struct with a generated serializer: `name`
    Enum,        // `name`
    Custom,      // a type with a user-written jsongen::serializer: `name`
    JsonValue,   // any JSON value kept whole (raw_json, nlohmann's, Boost's): `name`
  };
  // The forms of a kind that the checks and the readers tell apart.
  enum class Form {
    Plain,       // every other type
    RawPointer,  // Pointer: T*, which owns nothing (not read)
    FixedArray,  // Sequence: std::array, T[N]: a fixed length, never empty
    Span,        // Sequence: std::span, a view that cannot grow (not read)
  };
  Kind kind = Kind::Bool;
  Form form = Form::Plain;
  std::string name;           // Struct, Enum, Custom: the C++ type; Sequence etc.: the template, for messages
  std::vector<TypeRef> args;  // element types; Custom: the template arguments jsongen can write, which the
                              // user's serializer may write with write_value
  bool is_const = false;      // const-qualified: written, but from_json cannot assign it
  bool custom_reads = false;  // Custom: a user-written jsongen::deserializer reads it too
};

struct Struct;

// How a std::variant field names its alternative (JSONGEN_TAGGED / JSONGEN_TAG_FIELD);
// for a std::optional or container of variants, each variant it holds.
struct VariantTagging {
  enum class Style {
    None,      // the alternative's value alone
    External,  // {"<tag_key>":"Circle","<value_key>":{...}}
    Internal,  // {"<tag_key>":"Circle", ...the struct's own fields}
    Keyed,     // {"Circle":{...}}: the tag as the only key (JSONGEN_TAG_AS_KEY)
  };
  Style style = Style::None;
  std::string tag_key;                 // External, Internal
  std::string value_key;               // External only
  std::vector<std::string> tags;       // one per alternative ("" for std::monostate: null)
  std::vector<Struct> inline_structs;  // Internal only: each alternative's fields
};

// A member on the way from a struct to a field of a member struct whose
// fields are written at the struct's level (JSONGEN_FLATTEN).
struct MemberStep {
  std::string member;     // the member struct's C++ name
  std::string base_cast;  // the base class that declares it, "" for its struct's own
};

struct Field {
  std::string member;     // C++ member name
  std::string base_cast;  // the base class that declares it ("ns::Base"), "" for the struct's own fields
  std::string key;        // JSON key, after renames and the naming policy
  // JSONGEN_FLATTEN: the flattened members that hold it, outermost first
  // (`member` and `base_cast` are then of the innermost one's type).
  std::vector<MemberStep> flattened_from;
  // JSONGEN_UNDER: the keys of the nested objects it is written in,
  // outermost first ({"body"}: {"body":{"key":...}}); empty at the struct's level.
  std::vector<std::string> under;
  std::vector<std::string> aliases;  // other keys reading takes for it (JSONGEN_ALIAS)
  bool default_when_missing = false;  // JSONGEN_DEFAULT: absent, it takes its value in a default-constructed struct
  bool widen_floats = false;          // JSONGEN_WIDEN_FLOATS: its floats written as the doubles they convert to
  TypeRef type;
  SourceLocation location;
  enum class Omit { Never, WhenEmpty, WhenNull, NullEntries };  // NullEntries: a map's entries whose value is null
  Omit omit = Omit::Never;
  bool enum_as_number = false;
  std::string custom_writer;  // JSONGEN_WITH(Writer): Writer::write(w, value)
  bool custom_reads = false;  // JSONGEN_WITH(Writer): Writer has a read(r, p, value) too
  unsigned bit_width = 0;     // a bit-field's width (read through a value of its type); 0 for other fields
  // A member that is not public, in a class without JSONGEN_FRIEND: the
  // name of the tag (unique to the struct and the member) through which the
  // generated code reaches its member pointer, which the .json.cpp's
  // explicit instantiation takes (jsongen/detail/private_member.h). Empty
  // for a member the generated code names directly.
  std::string private_tag;
  // A field of a type NLOHMANN_DEFINE_TYPE_* declares (--nlohmann) whose
  // type holds a char, a float or a map: written and read as nlohmann::json
  // does (runtime/include/jsongen/nlohmann_conventions.h).
  bool nlohmann_conventions = false;
  VariantTagging tagging;
};

struct Struct {
  std::string name;  // the C++ type, qualified: "shop::Item", "geo::Box<int>"
  std::vector<Field> fields;
  SourceLocation location;
  // Serializers that other generated headers may also define (template
  // instantiations, types of other headers selected with --type or the
  // configuration) are defined whole under a guard.
  bool shared = false;
  // Selected with --type or the configuration in the input that defines
  // it: compiled like an annotated struct, but declared under the guard
  // that another header's shared definition of it (a header including this
  // input, with the same patterns) uses, so that a file can include both.
  bool selected = false;
  // Declared in an unnamed namespace: its serializer cannot be compiled in
  // another file (a .json.cpp), so it is defined where it is declared.
  bool internal_linkage = false;
  // NLOHMANN_DEFINE_TYPE_*_WITH_DEFAULT: a field the JSON lacks takes its
  // value in a default-constructed struct instead of being an error.
  bool defaults_when_missing = false;
  // JSONGEN_UNKNOWN_MEMBERS: the map member (no key of its own, not among
  // `fields`) that reading puts the members no field takes into, and
  // writing writes back after the fields. Its `key` is unused.
  std::optional<Field> unknown_members;
};

struct Enumerator {
  std::string name;       // C++ name
  std::string json_name;  // after JSONGEN_RENAME
  bool json_null = false;  // NLOHMANN_JSON_SERIALIZE_ENUM's nullptr: written as null
  bool negative = false;
  std::uint64_t magnitude = 0;
};

struct Enum {
  std::string name;  // qualified
  bool is_signed = true;  // underlying type
  bool as_number = false;  // JSONGEN_ENUM_AS_NUMBER on the enum: its number everywhere, also as a map key
  // Written as nlohmann::json writes it (--nlohmann): as_number for an enum
  // without NLOHMANN_JSON_SERIALIZE_ENUM, else `nlohmann_table`.
  bool nlohmann = false;
  // NLOHMANN_JSON_SERIALIZE_ENUM's list: the enumerators are its entries,
  // in its order (a value may repeat: the first entry is written), and a
  // value without an entry is written as the first entry.
  bool nlohmann_table = false;
  std::vector<Enumerator> enumerators;  // in declaration order
};

// A class template marked JSONGEN_SERIALIZE. Its instances that no generated
// header holds get a serializer whose static_assert says how to generate one.
struct MarkedTemplate {
  std::string name;                     // "tmpl::Box"
  std::vector<std::string> parameters;  // {"class A0", "int A1", "class... A2"}
  std::vector<std::string> arguments;   // {"A0", "A1", "A2..."}
};

// Another input's generated header, which this one includes for the
// annotated structs of that input that its fields hold.
struct GeneratedInclude {
  std::string header;  // "parts/part.json.h", spelled as the input includes "parts/part.h"
  std::string input;   // "parts/part.h"
};

// Everything one generated header holds.
struct Unit {
  std::string input_include;                         // how the generated header includes its input
  std::vector<GeneratedInclude> generated_includes;  // other generated headers it needs (structs from other files)
  std::vector<Enum> enums;                      // annotated, --type and used enums, in first-meeting order
  std::vector<Struct> structs;                  // in source order, then shared ones in discovery order
  std::vector<MarkedTemplate> templates;        // the input's marked class templates, in source order
};

}  // namespace jsongen::model
