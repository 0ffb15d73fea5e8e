// from_json: JSON text into a value of a type jsongen writes.
//
//   jsongen::status s = jsongen::from_json(text, value);   // never throws
//   if (!s) std::cerr << s.message() << '\n';
//   // jsongen: a value of the wrong type at statuses[3].retweet_count, line 1 column 5234
//   // (byte 5233): expected an integer for 'retweet_count', found "12"
//   Point p = jsongen::from_json<Point>(text);             // throws jsongen::error
//   jsongen::from_json<my_options>(text, value);           // other options
//
// The whole input must be one JSON value, with whitespace around it only
// (RFC 8259, strictly: see the reading options in options.h). Only the bytes
// of `json` are read: no padding or terminating NUL is needed. On failure
// `value` is valid but its contents are unspecified (partly read).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <string>
#include <string_view>
#include <utility>

#include "compiled.h"
#include "compiled_reader_core.h"
#include "config.h"
#include "deserializer.h"
#include "error.h"
#include "options.h"
#include "reader.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

template <class Options>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_trailing(basic_reader<Options>& r, const char* p) {
  return r.fail_with(errc::syntax_error, p,
                     "expected the end of the input after the value, found " + describe_found(p, r.end()));
}

// The whole input into value: one value, and nothing but whitespace after.
template <class Options, class T>
JSONGEN_ALWAYS_INLINE const char* read_document(basic_reader<Options>& r, T& value) {
  const char* p = read_value(r, r.skip_whitespace(r.begin()), value);
  if (JSONGEN_UNLIKELY(!p)) return p;
  p = r.skip_whitespace(p);
  if constexpr (Options::allow_comments) {
    if (r.failed()) return nullptr;  // an unterminated comment at the end
  }
  if (JSONGEN_LIKELY(p == r.end())) return p;
  return fail_trailing(r, p);
}
// from_json's body. Exceptions become the status: running out of memory is
// errc::out_of_memory, anything else can only come from a user-written
// deserializer (errc::user_exception, what() in status::detail).
template <class Options, class T>
status read_or_status(std::string_view json, T& value) noexcept {
  basic_reader<Options> r(json.data(), json.data() + json.size());
#if JSONGEN_EXCEPTIONS
  try {
#endif
    if (JSONGEN_LIKELY(read_document(r, value) != nullptr)) return {};
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    status s;
    s.code = errc::out_of_memory;
    return s;
  } catch (const std::exception& e) {
    const char* what = e.what();
    r.fail_exception(nullptr, std::current_exception(), what ? what : "");
  } catch (...) {
    r.fail_exception(nullptr, std::current_exception(), "unknown exception");
  }
#endif
  return r.failure_status();
}

// The throwing from_json's body: a user's exception (caught where it was
// thrown, to name its path, by generated code) is rethrown as it was, and
// std::bad_alloc passes through; a failure of the input is jsongen::error.
// Without exceptions, a failure prints the message and aborts.
template <class Options, class T>
void read_or_throw(std::string_view json, T& value) {
  basic_reader<Options> r(json.data(), json.data() + json.size());
  if (JSONGEN_LIKELY(read_document(r, value) != nullptr)) return;
#if JSONGEN_EXCEPTIONS
  if (r.failure().exception) std::rethrow_exception(r.failure().exception);
  throw error(r.failure_status());
#else
  std::fprintf(stderr, "%s\n", r.failure_status().message().c_str());
  std::abort();
#endif
}

// Here every type may be read (compiled.h); the structs a .json.h declares
// compiled (compiled = true) through erased_target.
template <class T>
struct from_json_defined {};

}  // namespace detail

// Reads `json` into `value`, without exceptions: ok, or what failed, where
// in the input (byte offset, line, column) and where in the value (path).
template <class Options, class T, class>
status from_json(std::string_view json, T& value) noexcept {
  if constexpr (detail::is_compiled_target<Options, T>) {
    detail::erased_target target = detail::erase_target(value);
    return detail::read_or_status<Options>(json, target);
  } else {
    return detail::read_or_status<Options>(json, value);
  }
}

namespace detail {
template <class Options, class T, class>
void read_into_or_throw(std::string_view json, T& value) {
  if constexpr (is_compiled_target<Options, T>) {
    erased_target target = erase_target(value);
    read_or_throw<Options>(json, target);
  } else {
    read_or_throw<Options>(json, value);
  }
}
}  // namespace detail

}  // namespace jsongen
