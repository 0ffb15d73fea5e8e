// How the serializer and deserializer classes (SerializerClass) are printed:
// whole for the header-only layout; declared, with the entry points' checks
// and link tag, for the split layout's .json.h; their out-of-line
// definitions for its .json.inl.h.
#pragma once

#include <string_view>

#include "backend/code_text.h"
#include "backend/emitter.h"
#include "backend/serializer_class.h"

namespace jsongen {

// Header-only: the class as it is, every function defined in it.
void print_whole_class(CodeWriter& code, const SerializerClass& c);

// Split layout, the .json.h: the class with its out-of-line functions declared.
void print_declared_class(CodeWriter& code, const SerializerClass& c, const EmitOptions& options);

// Split layout, the .json.inl.h: the out-of-line functions' definitions.
void print_definitions(CodeWriter& code, const SerializerClass& c);

// Whether the class's entry points (write, locate, read) are defined out of
// line, under another name, behind a wrapper that checks they may be called.
bool has_wrapper(const SerializerClass& c);

// Whether the class has the function `name` out of line.
bool has_out_of_line(const SerializerClass& c, std::string_view name);

}  // namespace jsongen
