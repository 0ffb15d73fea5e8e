// What can go wrong while serializing, reported with the path of the value
// that failed (`users[3].name`).
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

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
  }
  return "unknown error";
}

// The outcome of try_to_json: ok, or what failed and where.
struct status {
  errc code = errc::ok;
  std::string path;    // where in the value: "users[3].name"; "" for the value itself
  std::string detail;  // errc::user_exception: the exception's what(), or "unknown exception"

  bool ok() const { return code == errc::ok; }
  explicit operator bool() const { return ok(); }
  std::string message() const {
    std::string text = "jsongen: ";
    text += describe(code);
    if (!path.empty()) text += " at " + path;
    if (!detail.empty()) text += ": " + detail;
    return text;
  }
};

// The outcome of try_to_json into a fixed buffer: also the size written
// (0 on failure).
struct buffer_status : status {
  std::size_t size = 0;
};

// Thrown by to_json (the throwing API); allocation failures are std::bad_alloc.
class error : public std::runtime_error {
 public:
  explicit error(const status& s) : std::runtime_error(s.message()), code_(s.code), path_(s.path) {}
  errc code() const noexcept { return code_; }
  const std::string& path() const noexcept { return path_; }

 private:
  errc code_;
  std::string path_;
};

}  // namespace jsongen
