// Annotation macros. When the jsongen generator parses a header it defines
// JSONGEN_GENERATOR, and the macros become clang `annotate` attributes that the
// generator reads. For every other compiler they vanish, so an annotated header
// compiles warning-free on g++ and clang.
#pragma once

//
// Text arguments (JSONGEN_RENAME, JSONGEN_NAMING, JSONGEN_TAGGED,
// JSONGEN_TAG_FIELD) are string literals, in UTF-8: "naïve", "na\u00efve",
// "na\xc3\xafve", u8"...", R"(...)" and adjacent literals all work. The macros
// pass the literal's spelling (#arg) to the attribute, not its value, and the
// generator decodes it: an attribute string holding \x or octal escapes is an
// error from clang 19 on (an unevaluated string literal), one holding only \"
// and \\ is fine with every clang, so escapes mean the same on every libclang.
#if defined(JSONGEN_GENERATOR)
#define JSONGEN_ANNOTATE_(text) __attribute__((annotate(text)))
#else
#define JSONGEN_ANNOTATE_(text)
#endif
// The spelling of the argument after macro expansion.
#define JSONGEN_SPELLING_(...) #__VA_ARGS__
#define JSONGEN_TEXT_(...) JSONGEN_SPELLING_(__VA_ARGS__)

// ---- On a struct or class, between the keyword and the name ----------------

// struct JSONGEN_SERIALIZE Name { ... };  -- generate a serializer for Name
// (on a class template: for each instantiation that is used or explicitly
// instantiated).
#define JSONGEN_SERIALIZE JSONGEN_ANNOTATE_("jsongen:serialize")

// struct JSONGEN_SERIALIZE JSONGEN_NAMING("camelCase") Name { int user_id; };  -- "userId"
// Policies: camelCase, snake_case, PascalCase, kebab-case, SCREAMING_SNAKE_CASE.
#define JSONGEN_NAMING(policy) JSONGEN_ANNOTATE_("jsongen:naming=" JSONGEN_TEXT_(policy))

// struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Name { ... };  -- leave out every
// optional or pointer field that holds no value.
#define JSONGEN_OMIT_NULL JSONGEN_ANNOTATE_("jsongen:omit_null")

// struct JSONGEN_SERIALIZE JSONGEN_WIDEN_FLOATS Name { float x; };  -- write
// each float as the double it converts to (0.1f: 0.10000000149011612), as
// nlohmann::json does, instead of the shortest text (0.1). Also on a field.
#define JSONGEN_WIDEN_FLOATS JSONGEN_ANNOTATE_("jsongen:widen_floats")

// ---- On a field, after its declarator ----------------------------------------

// std::string id JSONGEN_RENAME("id_str");  -- use "id_str" as the JSON key.
// Also on an enumerator (DarkRed JSONGEN_RENAME("dark-red")) and on a struct
// (its tag in a tagged std::variant).
#define JSONGEN_RENAME(key) JSONGEN_ANNOTATE_("jsongen:rename=" JSONGEN_TEXT_(key))

// int retries JSONGEN_DEFAULT = 3;  -- reading: when the JSON lacks it, the
//   field takes the value it has in a default-constructed struct (3),
//   instead of a missing-field error.
#define JSONGEN_DEFAULT JSONGEN_ANNOTATE_("jsongen:default")

// std::map<std::string, jsongen::raw_json> rest JSONGEN_UNKNOWN_MEMBERS;
//   -- the members no field takes: kept when reading (each value as its
//   text), written back after the fields, so that a program reading and
//   writing a newer format loses nothing. One such map per struct.
#define JSONGEN_UNKNOWN_MEMBERS JSONGEN_ANNOTATE_("jsongen:unknown_members")

// std::string user_name JSONGEN_ALIAS("userName") JSONGEN_ALIAS("login");
//   -- reading also takes the value under these keys (a format's older
//   names); writing uses the key alone. Repeatable.
#define JSONGEN_ALIAS(key) JSONGEN_ANNOTATE_("jsongen:alias=" JSONGEN_TEXT_(key))

// int thread_id JSONGEN_UNDER("body");  -- written in (and read from) an
//   object at that key: {"seq":1,"body":{"thread_id":3}}. Fields under one
//   key share its object, at the place of the first of them. Several keys
//   are a path, outermost first: JSONGEN_UNDER("body", "source").
#define JSONGEN_UNDER(...) JSONGEN_ANNOTATE_("jsongen:under=" JSONGEN_TEXT_(__VA_ARGS__))

// Header header JSONGEN_FLATTEN;  -- the member struct's fields are written
//   (and read) as the parent's own, in place of the member.
#define JSONGEN_FLATTEN JSONGEN_ANNOTATE_("jsongen:flatten")

// int cache JSONGEN_SKIP;  -- leave the field out of the JSON.
#define JSONGEN_SKIP JSONGEN_ANNOTATE_("jsongen:skip")

// std::optional<int> x JSONGEN_OMIT_EMPTY;  -- leave the field out when it is an
// empty optional, a null pointer, or an empty string or container.
#define JSONGEN_OMIT_EMPTY JSONGEN_ANNOTATE_("jsongen:omit_empty")

// Color c JSONGEN_ENUM_AS_NUMBER;  -- the enum's number instead of its name.
#define JSONGEN_ENUM_AS_NUMBER JSONGEN_ANNOTATE_("jsongen:enum_as_number")

// Money price JSONGEN_WITH(money::JsonWriter);  -- written by
// money::JsonWriter::write(writer, value), a static member template the
// user provides (see docs/reference.md: "Custom serializers").
#define JSONGEN_WITH(writer) JSONGEN_ANNOTATE_("jsongen:with=" #writer)

// std::variant<Circle, Square> shape JSONGEN_TAGGED("type", "value");
//   -- {"type":"Circle","value":{...}}
#define JSONGEN_TAGGED(tag_key, value_key) \
  JSONGEN_ANNOTATE_("jsongen:tagged=" JSONGEN_TEXT_(tag_key))  \
  JSONGEN_ANNOTATE_("jsongen:tagged_value=" JSONGEN_TEXT_(value_key))

// std::variant<Circle, Square> shape JSONGEN_TAG_FIELD("type");
//   -- {"type":"Circle", ...Circle's own fields}
#define JSONGEN_TAG_FIELD(tag_key) JSONGEN_ANNOTATE_("jsongen:tag_field=" JSONGEN_TEXT_(tag_key))

// std::variant<Circle, Square> shape JSONGEN_TAG_AS_KEY;
//   -- {"Circle":{...}}: one member, the alternative's tag as its key
#define JSONGEN_TAG_AS_KEY JSONGEN_ANNOTATE_("jsongen:tag_as_key")

// ---- Inside a class -----------------------------------------------------------

// class JSONGEN_SERIALIZE Account { JSONGEN_FRIEND; int secret_; ... };
// lets the generated code read and assign private and protected members.
#define JSONGEN_FRIEND                              \
  template <class, class>                           \
  friend struct ::jsongen::serializer;              \
  template <class, class>                           \
  friend struct ::jsongen::deserializer

// What JSONGEN_FRIEND names (declarations.h gives them their default arguments).
namespace jsongen {
template <class T, class Enable>
struct serializer;
template <class T, class Enable>
struct deserializer;
}  // namespace jsongen
