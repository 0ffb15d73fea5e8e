// Reading a sequence of records into structs, one at a time, calling back
// for each: JSON Lines (NDJSON: one value per line) with read_lines, or
// values one after another (whitespace between them, or none) with
// read_concatenated. From a string in memory, an std::istream or a FILE*;
// a stream is read through a buffer that grows only to the largest record.
//
//   jsongen::lines_status s = jsongen::read_lines<Event>(std::cin, [&](Event& e) {
//     total += e.amount;
//     return true;                       // false stops (s.stopped); or return nothing
//   });
//   if (!s) std::cerr << s.message() << '\n';
//   // jsongen: record 3: a value of the wrong type at amount, line 4 column 12 (byte 97): ...
//
//   Event e;                                                    // one record, reused:
//   jsongen::read_lines<my_options>(text, e, [&](Event& e, const jsongen::record_position& at) {...});
//
// Each record is read as from_json reads a document (the same options,
// the same errors), into the same T: its strings' and vectors' memory is
// reused from one record to the next. Blank lines (whitespace only) are
// skipped; the last line needs no newline; "\r\n" ends a line too. A line
// with anything after its value (a second value) is an error. Reading stops
// at the first error: the status names the record, its byte offset, line
// and column in the whole input, and the path inside the record. Nothing
// throws, except what the callback throws (passed through) and the
// stream's own exceptions() if it has them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <istream>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "compiled.h"
#include "compiled_reader_core.h"
#include "config.h"
#include "deserializer.h"
#include "error.h"
#include "input_buffer.h"
#include "lines_status.h"
#include "options.h"
#include "reader.h"
#include "require_cxx17.h"

namespace jsongen {

// The buffer a stream is read through: its first size, and the size past
// which a record is errc::record_too_large (the memory the reader may
// take). A string in memory has neither.
struct stream_buffer {
  std::size_t initial_size = 256 * 1024;
  std::size_t max_size = static_cast<std::size_t>(-1);
};

namespace detail {

enum class record_format { lines, concatenated };

// A record's value, with what a user-written deserializer throws made a
// failure (as from_json does).
template <class Options, class Target>
const char* read_record_value(basic_reader<Options>& r, const char* p, Target& target) noexcept {
#if JSONGEN_EXCEPTIONS
  try {
#endif
    return read_value(r, p, target);
#if JSONGEN_EXCEPTIONS
  } catch (const std::bad_alloc&) {
    return r.fail(errc::out_of_memory, p, nullptr);
  } catch (const std::exception& e) {
    const char* what = e.what();
    return r.fail_exception(p, std::current_exception(), what ? what : "");
  } catch (...) {
    return r.fail_exception(p, std::current_exception(), "unknown exception");
  }
#endif
}

// Where a byte of the input is, as line and column: counted from an anchor
// whose line is known, and moved forward before the bytes before it are
// dropped from a stream's buffer (so each byte is counted at most once,
// and a string in memory only on failure).
struct line_counter {
  std::uint64_t anchor = 0;      // an offset in the whole input
  std::size_t line = 1;          // the line of the byte at anchor
  std::uint64_t line_start = 0;  // the offset of the first byte of that line

  // Moves the anchor to `to`: the bytes [data + (anchor - base), at) are counted.
  void advance(const char* data, std::uint64_t base, const char* at) {
    const char* p = data + (anchor - base);
    for (;;) {
      const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(at - p));
      if (nl == nullptr) break;
      p = static_cast<const char*>(nl) + 1;
      ++line;
      line_start = base + static_cast<std::uint64_t>(p - data);
    }
    anchor = base + static_cast<std::uint64_t>(at - data);
  }
};

template <class F, class T>
JSONGEN_ALWAYS_INLINE bool call_back(F& on_record, T& record, const record_position& at) {
  if constexpr (std::is_invocable_v<F&, T&, const record_position&>) {
    using R = std::invoke_result_t<F&, T&, const record_position&>;
    if constexpr (std::is_void_v<R>) {
      on_record(record, at);
      return true;
    } else {
      return static_cast<bool>(on_record(record, at));
    }
  } else {
    static_assert(std::is_invocable_v<F&, T&>,
                  "jsongen: read_lines's callback takes the record (T&), and may take its position "
                  "(const jsongen::record_position&) after it; it returns void, or false to stop");
    using R = std::invoke_result_t<F&, T&>;
    if constexpr (std::is_void_v<R>) {
      on_record(record);
      return true;
    } else {
      return static_cast<bool>(on_record(record));
    }
  }
}

template <class Options, class Input>
class record_reader {
 public:
  explicit record_reader(Input& input) : in_(input), r_(input.data(), input.end()) {}

  // Reads every record into `target`, calling on_record(record) after each.
  template <record_format Format, class Target, class T, class F>
  lines_status run(Target& target, T& record, F& on_record) {
    if constexpr (Format == record_format::lines) {
      return run_lines(target, record, on_record);
    } else {
      return run_concatenated(target, record, on_record);
    }
  }

 private:
  std::uint64_t offset_of(const char* p) const { return in_.discarded() + static_cast<std::uint64_t>(p - in_.data()); }
  // Drops what is before `keep` and reads more (keep moves with its bytes).
  bool refill(const char*& keep) {
    lines_.advance(in_.data(), in_.discarded(), keep);
    return in_.refill(keep);
  }

  // ---- JSON Lines: each line is a record (or blank) ------------------------

  template <class Target, class T, class F>
  lines_status run_lines(Target& target, T& record, F& on_record) {
    const char* line = in_.data();
    std::size_t scanned = 0;  // bytes of this line known to hold no '\n'
    for (;;) {
      const char* const end = in_.end();
      const char* const from = line + scanned;
      const void* found = std::memchr(from, '\n', static_cast<std::size_t>(end - from));
      const char* stop = static_cast<const char*>(found);
      if (stop == nullptr) {
        scanned = static_cast<std::size_t>(end - line);
        if (refill(line)) continue;
        if (in_.failure() != errc::ok) return input_failure(line);
        if (line == in_.end()) return done();
        stop = in_.end();  // the last line, without a newline
      }
      r_.restart(line, stop);
      const char* p = r_.skip_whitespace(line);
      if constexpr (Options::allow_comments) {
        if (JSONGEN_UNLIKELY(r_.failed())) return record_failure(line);  // an unterminated comment
      }
      if (p != stop) {
        const record_position at{records_ + 1, offset_of(line), lines_.line};
        p = read_record_value(r_, p, target);
        if (JSONGEN_LIKELY(p != nullptr)) {
          p = r_.skip_whitespace(p);
          if constexpr (Options::allow_comments) {
            if (JSONGEN_UNLIKELY(r_.failed())) p = nullptr;
          }
          if (JSONGEN_UNLIKELY(p != nullptr && p != stop)) p = fail_after(p, "the end of the line after the record");
        }
        if (JSONGEN_UNLIKELY(p == nullptr)) return record_failure(line);
        ++records_;
        if (!call_back(on_record, record, at)) return stopped();
      }
      if (stop == in_.end()) return done();
      line = stop + 1;
      scanned = 0;
      ++lines_.line;
      lines_.anchor = lines_.line_start = offset_of(line);
    }
  }

  // ---- Values one after another ----------------------------------------------

  // A stream's record may be cut by the end of the buffer: it is read
  // again with more input when it ends exactly there (a number may go on)
  // or fails there or near there (a cut string, literal, number or UTF-8
  // sequence fails within a few bytes of the cut; a cut comment at its
  // start, as errc::unexpected_end), unless the input has ended. A
  // failure found again at the same place is the record's own.
  template <class Target, class T, class F>
  lines_status run_concatenated(Target& target, T& record, F& on_record) {
    constexpr std::uint64_t none = ~std::uint64_t{0};
    constexpr std::uint64_t near_the_cut = 64;
    const char* p = in_.data();
    std::uint64_t failed_at = none;
    for (;;) {
      r_.restart(p, in_.end());
      const char* const gap = p;
      p = r_.skip_whitespace(p);
      if (p == in_.end()) {
        // (A comment cut by the end of the buffer is read again whole.)
        const char* keep = Options::allow_comments ? gap : p;
        if (refill(keep)) {
          p = keep;
          continue;
        }
        if (in_.failure() != errc::ok) return input_failure(keep);
        if constexpr (Options::allow_comments) {
          r_.restart(keep, in_.end());  // (the buffer may have moved)
          r_.skip_whitespace(keep);
          if (JSONGEN_UNLIKELY(r_.failed())) return record_failure(keep);  // an unterminated comment
        }
        return done();
      }
      const char* q = read_record_value(r_, p, target);
      if (JSONGEN_UNLIKELY(q == nullptr || q == in_.end()) && !in_.at_eof()) {
        const std::uint64_t where = q != nullptr ? none : offset_of(r_.failure().where ? r_.failure().where : p);
        const bool input_ended = q == nullptr && r_.failure().code == errc::unexpected_end;
        if (q != nullptr || (where != failed_at && (input_ended || where + near_the_cut >= offset_of(in_.end())))) {
          failed_at = where;
          if (refill(p) || in_.failure() == errc::ok) continue;  // (at the end of the input: read it again as it is)
          return input_failure(p);
        }
      }
      if (JSONGEN_UNLIKELY(q == nullptr)) return record_failure(p);
      failed_at = none;
      const record_position at{records_ + 1, offset_of(p), 0};
      ++records_;
      if (!call_back_counting(on_record, record, at, p)) return stopped();
      p = q;
    }
  }

  template <class F, class T>
  bool call_back_counting(F& on_record, T& record, record_position at, const char* start) {
    if constexpr (std::is_invocable_v<F&, T&, const record_position&>) {
      lines_.advance(in_.data(), in_.discarded(), start);
      at.line = lines_.line;
    }
    (void)start;
    return call_back(on_record, record, at);
  }

  // ---- Outcomes --------------------------------------------------------------

  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_after(const char* p, const char* expected) {
    return r_.fail_with(errc::syntax_error, p,
                        std::string("expected ") + expected + ", found " + describe_found(p, r_.end()));
  }

  lines_status done() {
    lines_status s;
    s.records = records_;
    return s;
  }
  lines_status stopped() {
    lines_status s = done();
    s.stopped = true;
    return s;
  }
  // The record at `start` failed: the reader's status, placed in the whole input.
  JSONGEN_NOINLINE JSONGEN_COLD lines_status record_failure(const char* start) {
    lines_status s;
    static_cast<status&>(s) = r_.failure_status();
    const char* where = r_.failure().where ? r_.failure().where : start;
    locate(s, where);
    s.record = records_ + 1;
    s.records = records_;
    return s;
  }
  JSONGEN_NOINLINE JSONGEN_COLD lines_status input_failure(const char* at) {
    lines_status s;
    s.code = in_.failure();
    if (s.code == errc::record_too_large) {
      s.record = records_ + 1;
      s.detail = "the buffer's max_size (jsongen::stream_buffer) is " +
                 std::to_string(static_cast<std::uint64_t>(in_.end() - in_.data())) + " bytes";
    }
    locate(s, at);
    s.records = records_;
    return s;
  }
  void locate(status& s, const char* where) {
    lines_.advance(in_.data(), in_.discarded(), where);
    s.has_position = true;
    s.offset = static_cast<std::size_t>(offset_of(where));
    s.line = lines_.line;
    s.column = static_cast<std::size_t>(offset_of(where) - lines_.line_start) + 1;
  }

  Input& in_;
  basic_reader<Options> r_;
  line_counter lines_;
  std::size_t records_ = 0;
};

// (The record-taking overloads are not the ones for read_lines<T>(input, f, buffer).)
template <class F>
using if_callback = std::enable_if_t<!std::is_same<std::decay_t<F>, stream_buffer>::value, int>;

template <class Options, record_format Format, class Input, class T, class F>
lines_status read_records(Input& input, T& record, F& on_record) {
  record_reader<Options, Input> reader(input);
  if constexpr (is_compiled_target<Options, T>) {
    erased_target target = erase_target(record);
    return reader.template run<Format>(target, record, on_record);
  } else {
    return reader.template run<Format>(record, record, on_record);
  }
}

template <class Options, record_format Format, class Stream, class T, class F>
lines_status read_records_from_stream(Stream& in, T& record, F& on_record, const stream_buffer& buffer) {
  using source = istream_source<Stream>;
  if (!in.good() || in.rdbuf() == nullptr) {
    lines_status s;
    s.code = errc::read_failed;
    s.detail = "the stream is not good() to begin with";
    return s;
  }
  buffered_input<source> input(source{&in}, buffer.initial_size, buffer.max_size);
  return read_records<Options, Format>(input, record, on_record);
}

template <class Options, record_format Format, class T, class F>
lines_status read_records_from_file(std::FILE* file, T& record, F& on_record, const stream_buffer& buffer) {
  if (file == nullptr) {
    lines_status s;
    s.code = errc::read_failed;
    s.detail = "a null FILE*";
    return s;
  }
  buffered_input<file_source> input(file_source{file}, buffer.initial_size, buffer.max_size);
  return read_records<Options, Format>(input, record, on_record);
}

}  // namespace detail

// ---- JSON Lines ------------------------------------------------------------------

// Into `record`, reused for every line; on_record(record) or
// on_record(record, position) after each.
template <class Options = default_options, class T, class F, detail::if_callback<F> = 0>
lines_status read_lines(std::string_view text, T& record, F&& on_record) {
  detail::view_input input(text.data(), text.size());
  return detail::read_records<Options, detail::record_format::lines>(input, record, on_record);
}
template <class Options = default_options, class T, class F, class Traits, detail::if_callback<F> = 0>
lines_status read_lines(std::basic_istream<char, Traits>& in, T& record, F&& on_record, stream_buffer buffer = {}) {
  return detail::read_records_from_stream<Options, detail::record_format::lines>(in, record, on_record, buffer);
}
template <class Options = default_options, class T, class F, detail::if_callback<F> = 0>
lines_status read_lines(std::FILE* file, T& record, F&& on_record, stream_buffer buffer = {}) {
  return detail::read_records_from_file<Options, detail::record_format::lines>(file, record, on_record, buffer);
}

// Into a T of its own (value-initialized, then reused): read_lines<T>(input, on_record).
template <class T, class Options = default_options, class Input, class F>
lines_status read_lines(Input&& input, F&& on_record, stream_buffer buffer = {}) {
  static_assert(std::is_default_constructible<T>::value,
                "jsongen: read_lines<T>(input, f) makes its record with T{}; read into a T of your own "
                "with read_lines(input, record, f)");
  T record{};
  if constexpr (std::is_convertible_v<Input&&, std::string_view>) {
    (void)buffer;
    return read_lines<Options>(std::string_view(input), record, on_record);
  } else {
    return read_lines<Options>(input, record, on_record, buffer);
  }
}

// ---- Concatenated values -----------------------------------------------------------

// Values one after another, whitespace (newlines included) between them or
// none: `{"a":1}{"a":2}`, `1 2 3`, or pretty-printed values in a row.
template <class Options = default_options, class T, class F, detail::if_callback<F> = 0>
lines_status read_concatenated(std::string_view text, T& record, F&& on_record) {
  detail::view_input input(text.data(), text.size());
  return detail::read_records<Options, detail::record_format::concatenated>(input, record, on_record);
}
template <class Options = default_options, class T, class F, class Traits, detail::if_callback<F> = 0>
lines_status read_concatenated(std::basic_istream<char, Traits>& in, T& record, F&& on_record,
                               stream_buffer buffer = {}) {
  return detail::read_records_from_stream<Options, detail::record_format::concatenated>(in, record, on_record, buffer);
}
template <class Options = default_options, class T, class F, detail::if_callback<F> = 0>
lines_status read_concatenated(std::FILE* file, T& record, F&& on_record, stream_buffer buffer = {}) {
  return detail::read_records_from_file<Options, detail::record_format::concatenated>(file, record, on_record, buffer);
}
template <class T, class Options = default_options, class Input, class F>
lines_status read_concatenated(Input&& input, F&& on_record, stream_buffer buffer = {}) {
  static_assert(std::is_default_constructible<T>::value,
                "jsongen: read_concatenated<T>(input, f) makes its record with T{}; read into a T of your own "
                "with read_concatenated(input, record, f)");
  T record{};
  if constexpr (std::is_convertible_v<Input&&, std::string_view>) {
    (void)buffer;
    return read_concatenated<Options>(std::string_view(input), record, on_record);
  } else {
    return read_concatenated<Options>(input, record, on_record, buffer);
  }
}

}  // namespace jsongen
