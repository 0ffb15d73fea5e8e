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
//   std::size_t n = jsongen::to_json(point, chars, sizeof chars); // a fixed buffer
//   jsongen::to_json(point, std::cout);                           // a stream, a FILE*
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iosfwd>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "annotations.h"
#include "compiled.h"
#include "compiled_core.h"
#include "error.h"
#include "from_json.h"
#include "locate.h"
#include "options.h"
#include "output.h"
#include "require_cxx17.h"
#include "serializer.h"
#include "writer.h"

// Release of the runtime headers.
#define JSONGEN_VERSION_STRING "0.3.0"

namespace jsongen {

namespace detail {

// What one write through a writer on Output gave: the first error, and the
// size of the whole output when there was none.
struct write_outcome {
  errc code;
  std::size_t size;
};

template <class Options, class Output, class T, class... Target>
JSONGEN_ALWAYS_INLINE write_outcome write_through(const T& value, Target&&... target) {
  basic_writer<Options, false, Output> w(static_cast<Target&&>(target)...);
  char* const end = write_value(w, w.begin(), value);
  w.check_room(end);
  std::size_t size = 0;
  if (JSONGEN_LIKELY(w.error() == errc::ok)) size = w.finish(end);  // a flushing output may fail here
  return {w.error(), size};
}

// Failures of the output itself, which the value cannot reproduce: they are
// reported as they are, without searching the value.
inline bool is_output_failure(errc code) {
  return code == errc::buffer_full || code == errc::io_error || code == errc::output_too_large;
}

// The status of a failed write: the output's own failure, or the first
// error in the value and its path. Never throws: running out of memory
// while searching is errc::out_of_memory.
template <class Options, class T>
JSONGEN_NOINLINE JSONGEN_COLD status failure_status(const T& value, errc failure, std::string detail) noexcept {
  if (is_output_failure(failure)) return {failure, {}, {}};
#if JSONGEN_EXCEPTIONS
  try {
#endif
    return locate_error<Options>(value, failure, std::move(detail));
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    return {errc::out_of_memory, {}, {}};
  } catch (...) {  // a user-written locate() threw
    return {failure, {}, std::move(detail)};
  }
#endif
}

// try_to_json for every output: `write()` writes (write_through), and
// `discard()` empties a container after a failure. Exceptions are caught:
// jsongen's own (out of memory, too large) and any other, which can only
// come from a user-written serializer (errc::user_exception, with what() in
// status::detail and the path of the value that threw).
template <class Options, class T, class Write, class Discard>
JSONGEN_ALWAYS_INLINE status try_write(const T& value, std::size_t& size, Write write, Discard discard) noexcept {
  errc failure;
  std::string what;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    const write_outcome r = write();
    if (JSONGEN_LIKELY(r.code == errc::ok)) {
      size = r.size;
      return {};
    }
    failure = r.code;
#if JSONGEN_EXCEPTIONS
  } catch (const output_overflow&) {
    discard();
    return {errc::output_too_large, {}, {}};
  } catch (const std::bad_alloc&) {
    discard();
    return {errc::out_of_memory, {}, {}};
  } catch (const std::exception& e) {
    failure = errc::user_exception;
    try {
      what = e.what();
    } catch (...) {  // no memory for the message: the code alone
    }
  } catch (...) {
    failure = errc::user_exception;
    what = "unknown exception";  // (short enough not to allocate)
  }
#endif
  discard();
  return failure_status<Options>(value, failure, std::move(what));
}

// to_json for every output. An exception passes through unchanged (after
// `discard()`): the user's own, std::bad_alloc, and std::length_error for an
// output past max_size(). A failure of the value or the output is thrown as
// jsongen::error; without exceptions it is printed and the program aborts.
template <class Options, class T, class Write, class Discard>
JSONGEN_ALWAYS_INLINE std::size_t write_or_throw(const T& value, Write write, Discard discard) {
  errc failure;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    const write_outcome r = write();
    if (JSONGEN_LIKELY(r.code == errc::ok)) return r.size;
    failure = r.code;
#if JSONGEN_EXCEPTIONS
  } catch (...) {
    discard();
    throw;
  }
#endif
  discard();
  // (std::bad_alloc while searching passes through too.)
  const status s = is_output_failure(failure) ? status{failure, {}, {}} : locate_error<Options>(value, failure);
#if JSONGEN_EXCEPTIONS
  throw error(s);
#else
  std::fprintf(stderr, "%s\n", s.message().c_str());
  std::abort();
#endif
}

struct keep_output {
  void operator()() const {}
};

// A stream that is not good() takes nothing; one that fails is marked bad
// (without throwing: the failure is reported as errc::io_error).
template <class Options, class T, class Traits>
write_outcome write_to_stream(const T& value, std::basic_ostream<char, Traits>& os, std::size_t chunk_size) {
  using stream = std::basic_ostream<char, Traits>;
  if (!os.good() || os.rdbuf() == nullptr) return {errc::io_error, 0};
  const write_outcome r =
      write_through<Options, outputs::stream_output<outputs::ostream_sink<stream>>>(value, outputs::ostream_sink<stream>{&os}, chunk_size);
  if (r.code == errc::io_error) {
#if JSONGEN_EXCEPTIONS
    try {
      os.setstate(stream::badbit);
    } catch (...) {  // the stream's exceptions(): io_error says it already
    }
#else
    os.setstate(stream::badbit);
#endif
  }
  return r;
}

template <class Options, class T>
write_outcome write_to_file(const T& value, std::FILE* file, std::size_t chunk_size) {
  if (file == nullptr) return {errc::io_error, 0};
  return write_through<Options, outputs::stream_output<outputs::file_sink>>(value, outputs::file_sink{file}, chunk_size);
}

}  // namespace detail

// ---- std::string --------------------------------------------------------------
// (Declared, with their default arguments, in compiled.h.)

namespace detail {
// Here every type may be written (compiled.h); the structs a .json.h
// declares compiled (compiled = true) through erased_struct.
template <class T>
struct to_json_defined {};
}  // namespace detail

// Serializes `value` into `out`, replacing its contents and reusing its
// capacity, without exceptions: returns what failed and where. On failure
// `out` is empty. (Allocation failure is reported as errc::out_of_memory when
// exceptions are enabled; in -fno-exceptions builds it ends the program, as
// std::string does.)
template <class Options, class T, class>
status try_to_json(const T& value, std::string& out) noexcept {
  if constexpr (detail::is_compiled_struct<Options, T>) {
    return try_to_json<Options>(detail::erase(value), out);
  } else {
    std::size_t size;
    return detail::try_write<Options>(
        value, size, [&] { return detail::write_through<Options, string_output>(value, out); },
        [&] { out.clear(); });
  }
}

// The throwing API: jsongen::error (with the path in its message) for a
// failed value, std::bad_alloc when memory runs out; a user-written
// serializer's exception passes through. On failure `out` is empty. Without
// exceptions, a failure prints the message and aborts.
template <class Options, class T, class>
void to_json(const T& value, std::string& out) {
  if constexpr (detail::is_compiled_struct<Options, T>) {
    to_json<Options>(detail::erase(value), out);
  } else {
    detail::write_or_throw<Options>(
        value, [&] { return detail::write_through<Options, string_output>(value, out); }, [&] { out.clear(); });
  }
}

namespace detail {
// What the last output of a T with these options took on this thread (other
// threads' values, of other sizes, do not count): its size, or more when
// the writer asked for room past it (an array of numbers asks for each
// one's largest size). Once an output outgrows a few KiB, it is given that
// much (and a little more: outputs vary) at once, so that a large output is
// not written through a dozen reallocations, copies and zero-fills; a small
// one never sees it.
template <class Options, class T>
inline thread_local std::size_t last_output_size = 0;

// A returned string holds at most twice its size and 64 KiB more (what
// doubling from 256 bytes could give it, with room to spare for small ones):
// when an output is much smaller than the last one, its block is given back.
inline void trim_capacity(std::string& out) {
  if (out.capacity() - out.size() > out.size() + 64 * 1024) out.shrink_to_fit();
}

// to_json(value), keeping the size of the last output in `last`.
template <class Options, class V>
std::string string_to_json(const V& value, std::size_t& last) {
  std::string out;
  const std::size_t hint = last == 0 ? 0 : last + last / 16 + 64;
  std::size_t peak = 0;
  write_or_throw<Options>(
      value, [&] { return write_through<Options, string_output>(value, out, hint, &peak); }, [&] { out.clear(); });
  trim_capacity(out);
  last = peak > out.size() ? peak : out.size();
  return out;
}
}  // namespace detail

template <class Options, class T, class>
std::string to_json(const T& value) {
  if constexpr (detail::is_compiled_struct<Options, T>) {
    return detail::string_to_json<Options>(detail::erase(value), detail::last_output_size<Options, T>);
  } else {
    return detail::string_to_json<Options>(value, detail::last_output_size<Options, T>);
  }
}

// ---- std::vector<char> --------------------------------------------------------

// As for std::string (the vector's size counts as room; growing it zero-fills
// what it adds).
template <class Options = default_options, class T, class Alloc>
status try_to_json(const T& value, std::vector<char, Alloc>& out) noexcept {
  std::size_t size;
  return detail::try_write<Options>(
      value, size,
      [&] { return detail::write_through<Options, outputs::container_output<std::vector<char, Alloc>>>(value, out); },
      [&] { out.clear(); });
}
template <class Options = default_options, class T, class Alloc>
void to_json(const T& value, std::vector<char, Alloc>& out) {
  detail::write_or_throw<Options>(
      value,
      [&] { return detail::write_through<Options, outputs::container_output<std::vector<char, Alloc>>>(value, out); },
      [&] { out.clear(); });
}

// ---- A fixed buffer -------------------------------------------------------------

// Writes at most `capacity` bytes at `buffer` (not NUL-terminated) and
// returns how many: errc::buffer_full when the output does not fit. Bytes
// past the output, within the capacity, may be overwritten (also on
// failure). Allocates only when the output comes within a request of the
// end (the writer asks for room ahead: a string's worst case, a number's
// largest size; it then writes through a small spill area) or nests more
// than 16 objects whose first field may be left out.
template <class Options = default_options, class T>
buffer_status try_to_json(const T& value, char* buffer, std::size_t capacity) noexcept {
  buffer_status result;
  std::size_t size = 0;
  static_cast<status&>(result) = detail::try_write<Options>(
      value, size, [&] { return detail::write_through<Options, outputs::bounded_output>(value, buffer, capacity); },
      detail::keep_output{});
  if (result.ok()) result.size = size;
  return result;
}
template <class Options = default_options, class T>
std::size_t to_json(const T& value, char* buffer, std::size_t capacity) {
  return detail::write_or_throw<Options>(
      value, [&] { return detail::write_through<Options, outputs::bounded_output>(value, buffer, capacity); },
      detail::keep_output{});
}

// ---- Streams ----------------------------------------------------------------------

// Writes to `os` through a buffer of `chunk_size` bytes (more when one
// request asks for more), handed to the stream's buffer each time it fills,
// so that an output larger than memory can be written; the stream buffer is
// flushed (pubsync) at the end. errc::io_error when the stream is not good()
// to begin with or a write fails (the stream is then marked bad). On a
// failure the stream holds a part of the output.
template <class Options = default_options, class T, class Traits>
status try_to_json(const T& value, std::basic_ostream<char, Traits>& os,
                   std::size_t chunk_size = outputs::kDefaultChunkSize) noexcept {
  std::size_t size;
  return detail::try_write<Options>(
      value, size, [&] { return detail::write_to_stream<Options>(value, os, chunk_size); }, detail::keep_output{});
}
template <class Options = default_options, class T, class Traits>
void to_json(const T& value, std::basic_ostream<char, Traits>& os, std::size_t chunk_size = outputs::kDefaultChunkSize) {
  detail::write_or_throw<Options>(
      value, [&] { return detail::write_to_stream<Options>(value, os, chunk_size); }, detail::keep_output{});
}

// A C stream, the same way; fflush()ed at the end. errc::io_error for a
// null FILE* or a failed write.
template <class Options = default_options, class T>
status try_to_json(const T& value, std::FILE* file, std::size_t chunk_size = outputs::kDefaultChunkSize) noexcept {
  std::size_t size;
  return detail::try_write<Options>(
      value, size, [&] { return detail::write_to_file<Options>(value, file, chunk_size); }, detail::keep_output{});
}
template <class Options = default_options, class T>
void to_json(const T& value, std::FILE* file, std::size_t chunk_size = outputs::kDefaultChunkSize) {
  detail::write_or_throw<Options>(
      value, [&] { return detail::write_to_file<Options>(value, file, chunk_size); }, detail::keep_output{});
}

}  // namespace jsongen
