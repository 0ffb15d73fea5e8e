// Serializers compiled once, in a generated .json.cpp (jsongen's default
// layout): the .json.h declares each struct's serializer, the .json.inl.h
// defines it, and the .json.cpp instantiates it for the default options into
// a std::string (to_json(v), to_json(v, s), try_to_json(v, s)) and for the
// error search after a failure there. A file that includes only the .json.h
// calls those instances; one that writes with other options or to another
// output (a std::vector<char>, a char buffer, a stream) includes the
// .json.inl.h, and the generated serializer's static_assert says so when it
// does not. (Each output more would compile every serializer once more: the
// .json.cpp's compile time, paid for what few files use.)
//
// This header is light on purpose: it is what such a .json.h includes, and
// so what every file that writes these types parses (declarations.h).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "declarations.h"
#include "error.h"
#include "options.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// The writer and the error locator a .json.cpp compiles each serializer for.
using compiled_string_writer = basic_writer<default_options, false, string_output>;
using compiled_locator = error_locator<default_options>;

using compiled_reader = basic_reader<default_options>;

template <class Visitor>
struct is_compiled_visitor
    : std::disjunction<std::is_same<Visitor, compiled_string_writer>, std::is_same<Visitor, compiled_locator>,
                       std::is_same<Visitor, compiled_reader>> {};

// True where T's .json.inl.h is included (it specializes this).
template <class T>
struct inline_definitions : std::false_type {};

// Whether a file may call T's write or locate with this writer or locator:
// the .json.cpp compiled it, or the definitions are here to instantiate.
// (std::disjunction: inline_definitions<T> is not instantiated when the
// first holds, so that the .json.inl.h may still be included later.)
template <class T, class Visitor>
struct definitions_reachable : std::disjunction<is_compiled_visitor<Visitor>, inline_definitions<T>> {};

// Whether U is a complete type here. (Used only where a no is an error, so
// that the answer cannot change within a translation unit that compiles.)
template <class U, class = void>
struct is_complete : std::false_type {};
template <class U>
struct is_complete<U, std::void_t<decltype(sizeof(U))>> : std::true_type {};

// Defined (for every T) by <jsongen/jsongen.h>, which defines the entry
// points below, and by from_json.h, which defines from_json: complete where
// they are included. (T makes each check wait for the call it is about.)
template <class T>
struct to_json_defined;
template <class T>
struct from_json_defined;

// A serializer (deserializer) that refuses its type with its own
// static_assert: an instance of a marked class template that jsongen did not
// generate. Instantiating it here gives that message first.
template <class S, class Base>
struct refuses : std::conjunction<is_complete<S>, std::is_base_of<Base, S>> {};

// Whether the entry points may be called on a T that no .json.h declares
// compiled: jsongen.h (from_json.h) is included, or T's own refusal comes
// first. (Named, so that clang's message names it rather than spelling it out.)
template <class T>
struct writable_here : std::disjunction<is_complete<to_json_defined<T>>, refuses<serializer<T>, refused_serializer>> {};
template <class T>
struct readable_here
    : std::disjunction<is_complete<from_json_defined<T>>, refuses<deserializer<T>, refused_deserializer>> {};

// Where the std::string entry points below may be called with Options on a
// T, and the type they are named with (link_tag), the last template argument
// of their symbols:
//  - for default_options and each struct a .json.h declares compiled, the
//    .json.h specializes this (JSONGEN_DECLARE_COMPILED): the entry points
//    are compiled in its .json.cpp, and link_tag is a type named after that
//    file (add_point_json_cpp_to_the_build), so that a build without it fails
//    to link with a message naming it;
//  - with other options, such a struct's .json.h specializes it so that its
//    serializer's static_assert names the .json.inl.h to include;
//  - for every other type, <jsongen/jsongen.h> defines the entry points: this
//    refuses the call, as the first error, where it is not included.
template <class Options, class T>
struct compiled_or_jsongen_h_included {
  static_assert(writable_here<T>::value,
                "jsongen: to_json of this type is not compiled in a .json.cpp: include <jsongen/jsongen.h> where it "
                "is written (a generated .json.h declares its structs' to_json for jsongen::default_options only)");
  static constexpr bool compiled = false;
  using link_tag = void;
};
template <class Options, class T>
using entry_point_tag = typename compiled_or_jsongen_h_included<Options, T>::link_tag;

// A struct's entry points with other options than those its .json.cpp
// compiled: its .json.inl.h must be included, or its serializer's
// static_assert (in definitions_here) names it.
template <class Options, class T>
struct written_with_other_options {
  static_assert(serializer<T>::template definitions_here<basic_writer<Options, false, string_output>>());
  static constexpr bool compiled = false;
  using link_tag = void;
};

// The same for from_json: a .json.h specializes it for the structs whose
// readers its .json.cpp compiles (JSONGEN_DECLARE_COMPILED_READ), and with
// other options; from_json.h defines from_json for every other type.
template <class Options, class T>
struct compiled_reader_or_jsongen_h_included {
  static_assert(readable_here<T>::value,
                "jsongen: from_json of this type is not compiled in a .json.cpp: include <jsongen/jsongen.h> where "
                "it is read (a generated .json.h declares its structs' from_json for jsongen::default_options only)");
  static constexpr bool compiled = false;
  using link_tag = void;
};
template <class Options, class T>
using reader_entry_point_tag = typename compiled_reader_or_jsongen_h_included<Options, T>::link_tag;

// (from_json's written_with_other_options.)
template <class Options, class T>
struct read_with_other_options {
  static_assert(deserializer<T>::template definitions_here<basic_reader<Options>>());
  static constexpr bool compiled = false;
  using link_tag = void;
};

// from_json of a struct whose reader a .json.cpp compiled: the value behind
// a pointer with its read as a function pointer, so that the entry points'
// bodies are compiled once for all of them (compiled_core.h).
struct erased_target {
  void* value;
  const char* (*read)(compiled_reader&, const char*, void*);
};

}  // namespace detail

// The std::string entry points (jsongen.h defines them and documents them).
// The last template parameter is checked at the call (compiled_or_jsongen_h_included).
template <class Options = default_options, class T, class = detail::entry_point_tag<Options, T>>
status try_to_json(const T& value, std::string& out) noexcept;
template <class Options = default_options, class T, class = detail::entry_point_tag<Options, T>>
void to_json(const T& value, std::string& out);
template <class Options = default_options, class T, class = detail::entry_point_tag<Options, T>>
std::string to_json(const T& value);

// The reading entry points (from_json.h defines them and documents them).
template <class Options = default_options, class T, class = detail::reader_entry_point_tag<Options, T>>
status from_json(std::string_view json, T& value) noexcept;

namespace detail {
// The throwing from_json into an existing value (from_json.h).
template <class Options, class T, class = reader_entry_point_tag<Options, T>>
void read_into_or_throw(std::string_view json, T& value);
}  // namespace detail

// Reads `json` into a new T (value-initialized first): jsongen::error for a
// failure of the input, std::bad_alloc when memory runs out; a user-written
// deserializer's exception passes through. Without exceptions, a failure
// prints the message and aborts.
template <class T, class Options = default_options, class = detail::reader_entry_point_tag<Options, T>>
T from_json(std::string_view json) {
  static_assert(std::is_default_constructible<T>::value,
                "jsongen: from_json<T>(json) makes the T it returns with T{}, and this T has no default constructor: "
                "read into a T of your own with jsongen::from_json(json, value), or give T a default constructor");
  T value{};
  detail::read_into_or_throw<Options>(json, value);
  return value;
}

}  // namespace jsongen

// In a generated .json.h, inside namespace jsongen: the std::string entry
// points of the struct named by the arguments after Tag are compiled in its
// .json.cpp (and are not to be instantiated again where jsongen.h is
// included). Tag, declared by the .json.h and named after the .json.cpp, is
// their last template argument: the linker names it where that file is
// missing from a build.
#define JSONGEN_DECLARE_COMPILED(Tag, ...)                                                                     \
  template <>                                                                                                  \
  struct detail::compiled_or_jsongen_h_included<default_options, __VA_ARGS__> {                                \
    static constexpr bool compiled = true;                                                                     \
    using link_tag = Tag;                                                                                      \
  };                                                                                                           \
  extern template status try_to_json<default_options, __VA_ARGS__>(const __VA_ARGS__&, std::string&) noexcept; \
  extern template void to_json<default_options, __VA_ARGS__>(const __VA_ARGS__&, std::string&);                \
  extern template std::string to_json<default_options, __VA_ARGS__>(const __VA_ARGS__&)

// In a generated .json.cpp, after its .json.inl.h: compiles the write (or
// the locate, or the std::string entry points) of the struct named by the
// arguments for the writer (the locator) above.
#define JSONGEN_COMPILE_WRITE(...) \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_string_writer&, char*, \
                                                                const __VA_ARGS__&)
#define JSONGEN_COMPILE_LOCATE(...) \
  template bool jsongen::serializer<__VA_ARGS__>::locate_fields(jsongen::detail::compiled_locator&, const __VA_ARGS__&)
#define JSONGEN_COMPILE_TO_JSON(...)                                                                               \
  template jsongen::status jsongen::try_to_json<jsongen::default_options, __VA_ARGS__>(const __VA_ARGS__&,         \
                                                                                       std::string&) noexcept;     \
  template void jsongen::to_json<jsongen::default_options, __VA_ARGS__>(const __VA_ARGS__&, std::string&);         \
  template std::string jsongen::to_json<jsongen::default_options, __VA_ARGS__>(const __VA_ARGS__&)

// In a generated .json.h, inside namespace jsongen: from_json of the struct
// named by the arguments after Tag is compiled in its .json.cpp (Tag as for
// JSONGEN_DECLARE_COMPILED).
#define JSONGEN_DECLARE_COMPILED_READ(Tag, ...)                                                            \
  template <>                                                                                              \
  struct detail::compiled_reader_or_jsongen_h_included<default_options, __VA_ARGS__> {                     \
    static constexpr bool compiled = true;                                                                 \
    using link_tag = Tag;                                                                                  \
  };                                                                                                       \
  extern template status from_json<default_options, __VA_ARGS__>(std::string_view, __VA_ARGS__&) noexcept; \
  extern template void detail::read_into_or_throw<default_options, __VA_ARGS__>(std::string_view, __VA_ARGS__&)

// In a generated .json.cpp, after its .json.inl.h: compiles the read (or the
// from_json entry points) of the struct named by the arguments for the
// reader above.
#define JSONGEN_COMPILE_READ(...)                                                                         \
  template const char* jsongen::deserializer<__VA_ARGS__>::read_object(jsongen::detail::compiled_reader&, \
                                                                      const char*, __VA_ARGS__&)
#define JSONGEN_COMPILE_FROM_JSON(...)                                                                        \
  template jsongen::status jsongen::from_json<jsongen::default_options, __VA_ARGS__>(std::string_view,        \
                                                                                     __VA_ARGS__&) noexcept;  \
  template void jsongen::detail::read_into_or_throw<jsongen::default_options, __VA_ARGS__>(std::string_view,  \
                                                                                          __VA_ARGS__&)
