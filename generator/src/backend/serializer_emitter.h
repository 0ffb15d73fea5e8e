// The writing half of a struct's serializer: write() (and, for many fields,
// its parts) with each field's separator, key and colon fused into one
// constant string, and the struct's per-string text hints.
#pragma once

#include "backend/serializer_class.h"
#include "model/model.h"

namespace jsongen {

void describe_writing(const model::Struct& s, SerializerClass& out);

// A struct of many fields is written (and searched) by parts, each a
// function of its own that the compiler does not inline: one function with
// thousands of fields inlined ran compilers out of memory
// (tests/generator/robustness).
inline constexpr std::size_t kFieldsPerPart = 256;

// A field that no omission leaves out (a map without its null entries is
// still written): the writer fuses its key, the reader may require it.
bool is_always_written(const model::Field& f);

// `object`.member, through a cast to `qualifier` (const) base_cast& when
// a base class declares it, and through its member pointer when it is not
// public (`private_tag`, Field::private_tag).
std::string member_access(const std::string& object, const std::string& member, const std::string& base_cast,
                          const char* qualifier, const std::string& private_tag = "");

// The C++ expression of a field of `object` (through the flattened
// members that hold it).
std::string field_access(const model::Field& f, const std::string& object);

// Whether the struct has members that are not public, reached through the
// explicit instantiations of its .json.cpp: its serializer and deserializer
// are then compiled there alone, for jsongen::default_options into a
// std::string (the explicit instantiations may appear once in a program).
bool reaches_private_members(const model::Struct& s);

}  // namespace jsongen
