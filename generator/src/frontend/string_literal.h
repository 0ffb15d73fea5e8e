// C++ string literals as the annotation macros pass them (annotations.h
// stringifies each argument): decoded by jsongen itself, so that every
// escape means the same whatever libclang parsed the header.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace jsongen {

// The value of one or more adjacent string literals (plain or u8, raw or
// not) from their spelling. False, with the reason in `why`, for anything
// else: a non-literal, a wide literal, an escape C++ does not have.
bool decode_string_literals(std::string_view text, std::string& out, std::string& why);

// The values of a comma-separated list of string literals (each one or
// more adjacent literals), as a variadic macro stringifies its arguments.
bool decode_string_literal_list(std::string_view text, std::vector<std::string>& out, std::string& why);

// Whether text is well-formed UTF-8.
bool is_valid_utf8(std::string_view text);

}  // namespace jsongen
