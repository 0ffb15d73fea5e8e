// Serializers compiled once, in a generated .json.cpp (jsongen's default
// layout): the .json.h declares each struct's serializer, the .json.inl.h
// defines it, and the .json.cpp instantiates it for the writers below, the
// default options to every output. A file that includes only the .json.h
// calls those instances; one that writes with other options includes the
// .json.inl.h, and the generated serializer's static_assert says so when it
// does not.
#pragma once

#include <cstdio>
#include <iosfwd>
#include <string>
#include <type_traits>
#include <vector>

#include "locate.h"
#include "options.h"
#include "output.h"
#include "writer.h"

namespace jsongen {
namespace detail {

// The writers and the error locator a .json.cpp compiles each serializer for.
using compiled_string_writer = basic_writer<default_options, false, string_output>;
using compiled_vector_writer = basic_writer<default_options, false, outputs::container_output<std::vector<char>>>;
using compiled_buffer_writer = basic_writer<default_options, false, outputs::bounded_output>;
using compiled_ostream_writer =
    basic_writer<default_options, false, outputs::stream_output<outputs::ostream_sink<std::ostream>>>;
using compiled_file_writer = basic_writer<default_options, false, outputs::stream_output<outputs::file_sink>>;
using compiled_tracking_writer = basic_writer<default_options, true, string_output>;  // the error search's
using compiled_locator = error_locator<default_options>;

template <class Visitor>
struct is_compiled_visitor
    : std::disjunction<std::is_same<Visitor, compiled_string_writer>, std::is_same<Visitor, compiled_vector_writer>,
                       std::is_same<Visitor, compiled_buffer_writer>, std::is_same<Visitor, compiled_ostream_writer>,
                       std::is_same<Visitor, compiled_file_writer>, std::is_same<Visitor, compiled_tracking_writer>,
                       std::is_same<Visitor, compiled_locator>> {};

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
// the locate) of the struct named by the arguments for every writer (the
// locator) above.
#define JSONGEN_COMPILE_WRITE(...)                                                                                 \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_string_writer&, char*,   \
                                                                const __VA_ARGS__&);                               \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_vector_writer&, char*,   \
                                                                const __VA_ARGS__&);                               \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_buffer_writer&, char*,   \
                                                                const __VA_ARGS__&);                               \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_ostream_writer&, char*,  \
                                                                const __VA_ARGS__&);                               \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_file_writer&, char*,     \
                                                                const __VA_ARGS__&);                               \
  template char* jsongen::serializer<__VA_ARGS__>::write_object(jsongen::detail::compiled_tracking_writer&, char*, \
                                                                const __VA_ARGS__&)
#define JSONGEN_COMPILE_LOCATE(...) \
  template bool jsongen::serializer<__VA_ARGS__>::locate_fields(jsongen::detail::compiled_locator&, const __VA_ARGS__&)
