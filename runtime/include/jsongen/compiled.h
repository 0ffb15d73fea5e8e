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
#pragma once

#include <string>
#include <type_traits>

#include "locate.h"
#include "options.h"
#include "output.h"
#include "writer.h"

namespace jsongen {
namespace detail {

// The writer and the error locator a .json.cpp compiles each serializer for.
using compiled_string_writer = basic_writer<default_options, false, string_output>;
using compiled_locator = error_locator<default_options>;

template <class Visitor>
struct is_compiled_visitor
    : std::disjunction<std::is_same<Visitor, compiled_string_writer>, std::is_same<Visitor, compiled_locator>> {};

// True where T's .json.inl.h is included (it specializes this).
template <class T>
struct inline_definitions : std::false_type {};

// Whether a file may call T's write or locate with this writer or locator:
// the .json.cpp compiled it, or the definitions are here to instantiate.
// (std::disjunction: inline_definitions<T> is not instantiated when the
// first holds, so that the .json.inl.h may still be included later.)
template <class T, class Visitor>
struct definitions_reachable : std::disjunction<is_compiled_visitor<Visitor>, inline_definitions<T>> {};

}  // namespace detail
}  // namespace jsongen

// In a generated .json.cpp, after its .json.inl.h: compiles the write (or
// the locate) of the struct named by the arguments for the writer (the
// locator) above.
#define JSONGEN_COMPILE_WRITE(...) \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_string_writer&, char*, \
                                                                const __VA_ARGS__&)
#define JSONGEN_COMPILE_LOCATE(...) \
  template bool jsongen::serializer<__VA_ARGS__>::locate_fields(jsongen::detail::compiled_locator&, const __VA_ARGS__&)
