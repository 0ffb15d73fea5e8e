// Writing records as JSON Lines: each value minified on a line of its own,
// ended by '\n', into a std::string, an std::ostream or a FILE*, through
// one writer for all of them (a stream is flushed once, at the end).
//
//   std::vector<Event> events = ...;
//   jsongen::lines_status s = jsongen::write_lines(events, std::cout);
//   if (!s) std::cerr << s.message() << '\n';   // names the record (1-based) and the path in it
//
// Any range of values (a container, a span, a view) whose elements
// jsongen writes. On a failure the string is empty; a stream holds the
// records before the one that failed, or part of them.
#pragma once

#include <cstddef>
#include <cstdio>
#include <exception>
#include <iterator>
#include <new>
#include <ostream>
#include <string>
#include <type_traits>
#include <utility>

#include "compiled.h"
#include "compiled_core.h"
#include "config.h"
#include "error.h"
#include "jsongen.h"
#include "lines_status.h"
#include "locate.h"
#include "options.h"
#include "output.h"
#include "require_cxx17.h"
#include "writer.h"

namespace jsongen {
namespace detail {

// The failure of the record at `index` (0-based), searched for its path.
template <class Options, class T>
JSONGEN_NOINLINE JSONGEN_COLD lines_status record_write_failure(const T& value, std::size_t index, errc failure,
                                                                std::string what) noexcept {
  lines_status s;
  if constexpr (is_compiled_struct<Options, T>) {
    static_cast<status&>(s) = failure_status<Options>(erase(value), failure, std::move(what));
  } else {
    static_cast<status&>(s) = failure_status<Options>(value, failure, std::move(what));
  }
  if (!is_output_failure(failure)) s.record = index + 1;
  s.records = index;
  return s;
}

template <class Options, class Output, class Range, class... Target>
lines_status write_records(const Range& records, Target&&... target) noexcept {
  static_assert(!Options::pretty,
                "jsongen: JSON Lines are minified, one value per line: write_lines with options "
                "whose `pretty` is false");
  using std::begin;
  using std::end;
  using T = std::decay_t<decltype(*begin(records))>;
  std::size_t index = 0;
  errc failure = errc::ok;
  std::string what;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    basic_writer<Options, false, Output> w(static_cast<Target&&>(target)...);
    char* p = w.begin();
    for (auto it = begin(records), last = end(records); it != last; ++it, ++index) {
      if constexpr (is_compiled_struct<Options, T> && std::is_same<Output, string_output>::value) {
        p = write_value(w, p, erase(*it));
      } else {
        p = write_value(w, p, *it);
      }
      p = w.put(p, '\n');
      if (JSONGEN_UNLIKELY(w.error() != errc::ok)) break;
    }
    w.check_room(p);
    if (JSONGEN_LIKELY(w.error() == errc::ok)) w.finish(p);
    if (JSONGEN_LIKELY(w.error() == errc::ok)) {
      lines_status s;
      s.records = index;
      return s;
    }
    failure = w.error();
#if JSONGEN_EXCEPTIONS
  } catch (const output_overflow&) {
    failure = errc::output_too_large;
  } catch (const std::bad_alloc&) {
    failure = errc::out_of_memory;
  } catch (const std::exception& e) {
    failure = errc::user_exception;
    try {
      what = e.what();
    } catch (...) {
    }
  } catch (...) {
    failure = errc::user_exception;
    what = "unknown exception";
  }
#endif
  if (failure == errc::out_of_memory || is_output_failure(failure)) {
    lines_status s;
    s.code = failure;
    s.records = index;
    return s;
  }
  auto it = begin(records);
  std::advance(it, static_cast<typename std::iterator_traits<decltype(it)>::difference_type>(index));
  return record_write_failure<Options>(*it, index, failure, std::move(what));
}

}  // namespace detail

// Into `out`, replacing its contents (and reusing its capacity).
template <class Options = default_options, class Range>
lines_status write_lines(const Range& records, std::string& out) noexcept {
  lines_status s = detail::write_records<Options, string_output>(records, out);
  if (!s) out.clear();
  return s;
}

// To a stream, through a buffer of `chunk_size` bytes; flushed at the end.
// errc::io_error when the stream is not good() or refuses a write (it is
// then marked bad).
template <class Options = default_options, class Range, class Traits>
lines_status write_lines(const Range& records, std::basic_ostream<char, Traits>& os,
                         std::size_t chunk_size = outputs::kDefaultChunkSize) noexcept {
  using stream = std::basic_ostream<char, Traits>;
  lines_status s;
  if (!os.good() || os.rdbuf() == nullptr) {
    s.code = errc::io_error;
    return s;
  }
  s = detail::write_records<Options, outputs::stream_output<outputs::ostream_sink<stream>>>(
      records, outputs::ostream_sink<stream>{&os}, chunk_size);
  if (s.code == errc::io_error) {
#if JSONGEN_EXCEPTIONS
    try {
      os.setstate(stream::badbit);
    } catch (...) {
    }
#else
    os.setstate(stream::badbit);
#endif
  }
  return s;
}

// To a C stream; fflush()ed at the end. errc::io_error for a null FILE* or
// a failed write.
template <class Options = default_options, class Range>
lines_status write_lines(const Range& records, std::FILE* file,
                         std::size_t chunk_size = outputs::kDefaultChunkSize) noexcept {
  if (file == nullptr) {
    lines_status s;
    s.code = errc::io_error;
    return s;
  }
  return detail::write_records<Options, outputs::stream_output<outputs::file_sink>>(records, outputs::file_sink{file},
                                                                                    chunk_size);
}

}  // namespace jsongen
