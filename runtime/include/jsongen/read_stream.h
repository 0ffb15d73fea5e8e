// One JSON document from a stream: from_json(std::istream&, value) and
// from_json(FILE*, value). The stream is read to its end into memory (a
// document is read whole, as from_json reads a string), then read as
// from_json reads a string: the same options, errors located the same way
// (byte offset, line and column from where the stream was when called).
//
//   Config config;
//   std::ifstream in("config.json");
//   jsongen::status s = jsongen::from_json(in, config);
//   if (!s) std::cerr << s.message() << '\n';
//
// errc::read_failed when the stream is not good() to begin with or fails
// while it is read.
#pragma once

#include <cstddef>
#include <cstdio>
#include <istream>
#include <string>
#include <string_view>

#include "error.h"
#include "from_json.h"
#include "options.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

inline status stream_read_failure(const char* what) {
  status s;
  s.code = errc::read_failed;
  s.detail = what;
  return s;
}

// Appends what is left of `in` to `text`: false on a failure of the stream.
template <class Stream>
bool read_all(Stream& in, std::string& text) {
  if (!in.good() || in.rdbuf() == nullptr) return false;
  std::size_t size = text.size();
  std::size_t chunk = 64 * 1024;
  for (;;) {
    text.resize(size + chunk);
    in.read(&text[size], static_cast<std::streamsize>(chunk));
    const auto got = static_cast<std::size_t>(in.gcount());
    size += got;
    if (got < chunk) break;
    if (chunk < (std::size_t{1} << 24)) chunk *= 2;
  }
  text.resize(size);
  return !in.bad();
}

inline bool read_all(std::FILE* file, std::string& text) {
  if (file == nullptr) return false;
  std::size_t size = text.size();
  std::size_t chunk = 64 * 1024;
  for (;;) {
    text.resize(size + chunk);
    const std::size_t got = std::fread(&text[size], 1, chunk, file);
    size += got;
    if (got < chunk) break;
    if (chunk < (std::size_t{1} << 24)) chunk *= 2;
  }
  text.resize(size);
  return std::ferror(file) == 0;
}

}  // namespace detail

// The rest of `in`, one document, into value (no exceptions).
template <class Options = default_options, class T, class Traits>
status from_json(std::basic_istream<char, Traits>& in, T& value) noexcept {
  std::string text;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    if (!detail::read_all(in, text)) return detail::stream_read_failure("the stream failed while it was read");
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    status s;
    s.code = errc::out_of_memory;
    return s;
  } catch (...) {  // the stream's exceptions()
    return detail::stream_read_failure("the stream threw while it was read");
  }
#endif
  return from_json<Options>(std::string_view(text), value);
}

// The rest of `file`, one document, into value (no exceptions).
template <class Options = default_options, class T>
status from_json(std::FILE* file, T& value) noexcept {
  std::string text;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    if (!detail::read_all(file, text)) {
      return detail::stream_read_failure(file == nullptr ? "a null FILE*" : "the FILE* failed while it was read");
    }
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    status s;
    s.code = errc::out_of_memory;
    return s;
  }
#endif
  return from_json<Options>(std::string_view(text), value);
}

}  // namespace jsongen
