// What can go wrong while serializing or reading, reported with the path of
// the value that failed (`users[3].name`) and, reading, where in the input.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

#include "require_cxx17.h"

namespace jsongen {

enum class errc {
  ok = 0,
  invalid_utf8,       // a string is not valid UTF-8 (utf8_policy::error)
  non_finite_number,  // NaN or an infinity (nan_policy::error)
  out_of_memory,      // growing the output failed
  output_too_large,   // the output would exceed its container's max_size()
  invalid_value,      // a user-written serializer rejected its value
  null_key,           // a map key that is a null C string
  user_exception,     // a user-written serializer threw (try_to_json only; status::detail has what())
  buffer_full,        // the output does not fit in a fixed buffer the caller gave
  io_error,           // a stream or FILE* refused the output
  // Reading (from_json):
  syntax_error,         // the input is not JSON text (RFC 8259): status::detail says what was expected
  unexpected_end,       // the input ends inside a value
  wrong_type,           // valid JSON of another kind than the C++ type reads (a string for an int)
  number_out_of_range,  // a number the C++ type cannot hold (300 for a std::uint8_t, 1e400)
  missing_field,        // a field that must be present is not (status::detail names it)
  unknown_field,        // a key no field has, where the options make that an error
  duplicate_key,        // a key given twice, where the options make that an error
  too_deep,             // nesting past the options' max_depth
  unknown_name,         // a string that names no enumerator or variant alternative
  wrong_length,         // an array of another length than a std::array, tuple or T[N] has
  read_failed,          // a stream or FILE* failed while it was read (read_lines.h, read_stream.h)
  record_too_large,     // a record of a stream longer than the reader's limit (read_lines.h)
};

inline const char* describe(errc code) {
  switch (code) {
    case errc::ok: return "no error";
    case errc::invalid_utf8: return "invalid UTF-8 in a string";
    case errc::non_finite_number: return "NaN or infinity, which JSON cannot represent";
    case errc::out_of_memory: return "out of memory";
    case errc::output_too_large: return "output larger than its container's max_size()";
    case errc::invalid_value: return "invalid value";
    case errc::null_key: return "a null C string as a map key";
    case errc::user_exception: return "a user-written serializer threw an exception";
    case errc::buffer_full: return "the output does not fit in the buffer given";
    case errc::io_error: return "writing to the stream failed";
    case errc::syntax_error: return "invalid JSON";
    case errc::unexpected_end: return "unexpected end of the input";
    case errc::wrong_type: return "a value of the wrong type";
    case errc::number_out_of_range: return "a number out of range";
    case errc::missing_field: return "a missing field";
    case errc::unknown_field: return "an unknown field";
    case errc::duplicate_key: return "a duplicate key";
    case errc::too_deep: return "nesting too deep";
    case errc::unknown_name: return "an unknown name";
    case errc::wrong_length: return "an array of the wrong length";
    case errc::read_failed: return "reading the stream failed";
    case errc::record_too_large: return "a record longer than the limit";
  }
  return "unknown error";
}

// The outcome of try_to_json and from_json: ok, or what failed and where.
struct status {
  errc code = errc::ok;
  std::string path;    // where in the value: "users[3].name"; "" for the value itself
  std::string detail;  // errc::user_exception: the exception's what(), or "unknown exception";
                       // reading: what was expected and found ("expected a number, found \"12\"")
  // Reading only: where in the input the error is (a byte offset from its
  // start, and the 1-based line and column, counted in bytes). has_position
  // is false for writing errors.
  bool has_position = false;
  std::size_t offset = 0;
  std::size_t line = 0;
  std::size_t column = 0;

  bool ok() const { return code == errc::ok; }
  explicit operator bool() const { return ok(); }
  std::string message() const {
    std::string text = "jsongen: ";
    text += describe(code);
    if (!path.empty()) text += " at " + path;
    if (has_position) {
      text += (path.empty() ? " at line " : ", line ") + std::to_string(line) + " column " + std::to_string(column) +
              " (byte " + std::to_string(offset) + ")";
    }
    if (!detail.empty()) text += ": " + detail;
    return text;
  }
};

// The outcome of try_to_json into a fixed buffer: also the size written
// (0 on failure).
struct buffer_status : status {
  std::size_t size = 0;
};

// Thrown by to_json and the throwing from_json<T> (the throwing API);
// allocation failures are std::bad_alloc.
class error : public std::runtime_error {
 public:
  explicit error(const jsongen::status& s) : std::runtime_error(s.message()), status_(s) {}
  errc code() const noexcept { return status_.code; }
  const std::string& path() const noexcept { return status_.path; }
  // Reading: where in the input (status::has_position and what follows it).
  const jsongen::status& status() const noexcept { return status_; }

 private:
  jsongen::status status_;
};

}  // namespace jsongen
