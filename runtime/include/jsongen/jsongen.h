// jsongen runtime: everything a generated header and its users need.
//
//   #include <jsongen/jsongen.h>
//   struct JSONGEN_SERIALIZE Point { int x; int y; };
//
// After running `jsongen point.h` and including point.json.h:
//   std::string s = jsongen::to_json(Point{1, 2});   // {"x":1,"y":2}
//   jsongen::to_json(point, buffer);                 // reuses buffer's capacity
//   jsongen::status st = jsongen::try_to_json(point, buffer);   // no exceptions
//   jsongen::to_json<jsongen::pretty_options<4>>(point, buffer); // indented
#pragma once

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>

#include "annotations.h"
#include "error.h"
#include "locate.h"
#include "options.h"
#include "serializer.h"
#include "writer.h"

// Release of the runtime headers.
#define JSONGEN_VERSION_STRING "0.3.0"

// Revision of the contract between generated headers and this runtime. It
// changes only when generated code must be regenerated to work with it.
#define JSONGEN_FORMAT_REVISION 7

namespace jsongen {

// Serializes `value` into `out`, replacing its contents and reusing its
// capacity, without exceptions: returns what failed and where. On failure
// `out` is empty. (Allocation failure is reported as errc::out_of_memory when
// exceptions are enabled; in -fno-exceptions builds it ends the program, as
// std::string does.)
template <class Options = default_options, class T>
status try_to_json(const T& value, std::string& out) noexcept {
#if JSONGEN_EXCEPTIONS
  try {
#endif
    errc failure;
    {
      basic_writer<Options> w(out);
      char* const end = write_value(w, w.begin(), value);
      w.check_room(end);
      failure = w.error();
      if (JSONGEN_LIKELY(failure == errc::ok)) {
        w.finish(end);
        return {};
      }
    }
    out.clear();
    return detail::locate_error<Options>(value, failure);
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    out.clear();
    return {errc::out_of_memory, {}};
  } catch (...) {
    out.clear();
    return {errc::output_too_large, {}};
  }
#endif
}

// The throwing API: jsongen::error (with the path in its message) for a
// failed value, std::bad_alloc when memory runs out. On failure `out` is
// empty. Without exceptions, a failure prints the message and aborts.
template <class Options = default_options, class T>
void to_json(const T& value, std::string& out) {
  errc failure;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    basic_writer<Options> w(out);
    char* const end = write_value(w, w.begin(), value);
    w.check_room(end);
    failure = w.error();
    if (JSONGEN_LIKELY(failure == errc::ok)) {
      w.finish(end);
      return;
    }
#if JSONGEN_EXCEPTIONS
  } catch (...) {
    out.clear();
    throw;
  }
#endif
  out.clear();
  const status s = detail::locate_error<Options>(value, failure);
#if JSONGEN_EXCEPTIONS
  throw error(s);
#else
  std::fprintf(stderr, "%s\n", s.message().c_str());
  std::abort();
#endif
}

namespace detail {
// The size of the last output of a T with these options. A new string is
// reserved that much ahead (and a little more: the writer asks for room
// past what it writes, and outputs vary), so that a large output is not
// written through a dozen reallocations, copies and zero-fills.
template <class Options, class T>
inline std::atomic<std::size_t> last_output_size{0};
}  // namespace detail

template <class Options = default_options, class T>
std::string to_json(const T& value) {
  std::string out;
  const std::size_t last = detail::last_output_size<Options, T>.load(std::memory_order_relaxed);
  if (last != 0) out.reserve(last + last / 16 + 64);
  to_json<Options>(value, out);
  detail::last_output_size<Options, T>.store(out.size(), std::memory_order_relaxed);
  return out;
}

}  // namespace jsongen
