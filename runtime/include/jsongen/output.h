// Where a writer's output goes. The writer (writer.h) writes into a window
// of memory that its output gives it, and asks the output for more when a
// write needs more room than the window has left:
//
//  - container_output (std::string, std::vector<char>): the window is the
//    container itself, grown geometrically; nothing is ever taken out of it.
//  - the flushing outputs, which hand the written bytes on (take) before
//    giving a new window: bounded_output (a char buffer of fixed capacity
//    that the caller owns) and stream_output (a std::ostream or a FILE*,
//    through a buffer of fixed size).
//
// The writer asks for room ahead of what it writes (a number's largest size,
// a string's worst escaping), so a window must always hold a whole request:
// a fixed buffer that cannot lends the writer a small spill area, and takes
// back from it only what was written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "config.h"
#include "error.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// What the writer throws when a request cannot be met at all (past the
// container's max_size(), or the 2^54 bytes no buffer can hold). A
// std::length_error, as std::string's own is, but jsongen's own type:
// try_to_json reports it as errc::output_too_large and reports any other
// exception (a user's length_error too) as errc::user_exception.
class output_overflow : public std::length_error {
 public:
  using std::length_error::length_error;
};

[[noreturn]] JSONGEN_NOINLINE JSONGEN_COLD inline void overflow(const char* what) {
#if JSONGEN_EXCEPTIONS
  throw output_overflow(what);
#else
  std::fprintf(stderr, "%s\n", what);
  std::abort();
#endif
}

// A request that no buffer can satisfy: 2^54 bytes (see basic_writer::kImpossibleRoom).
inline constexpr std::uint64_t kImpossibleRequest = std::uint64_t{1} << 54;

}  // namespace detail

// The outputs, in a namespace of their own: a writer's type names its
// output, and argument-dependent lookup of the escapers' calls on it must
// not find jsongen::detail's functions beside the x86 kernels' own.
namespace outputs {

// ---- Growable containers ------------------------------------------------------

// Sets the size of a container for the writer to write into. Before C++23,
// growing a std::string zero-fills what it adds (and a std::vector always
// does); from C++23 resize_and_overwrite leaves it as it is, since the writer
// writes before anything reads.
using detail::kImpossibleRequest;
using detail::overflow;

template <class Container>
inline constexpr bool kUninitializedGrowth = false;
#if defined(__cpp_lib_string_resize_and_overwrite)
template <>
inline constexpr bool kUninitializedGrowth<std::string> = true;
inline void resize_for_writing(std::string& out, std::size_t n) {
  out.resize_and_overwrite(n, [](char*, std::size_t size) { return size; });
}
#else
inline void resize_for_writing(std::string& out, std::size_t n) { out.resize(n); }
#endif
template <class Alloc>
inline void resize_for_writing(std::vector<char, Alloc>& out, std::size_t n) {
  out.resize(n);
}

template <class Container>
class container_output {
 public:
  static constexpr bool flushes = false;

  // `growth_hint`: how large the whole output is expected to be (0: not
  // known). Once the output outgrows kHintAfter bytes, the next block is
  // that large at once, so that a large output is written through one
  // allocation rather than a dozen reallocations and copies; smaller
  // outputs never see it. `peak`, if given, learns the most the output
  // needed at once (its size and the room asked for past it): the hint for
  // the next output of its kind.
  explicit container_output(Container& out, std::size_t growth_hint = 0, std::size_t* peak = nullptr)
      : out_(&out), hint_(growth_hint), peak_(peak) {}

  static constexpr std::size_t kHintAfter = 4096;
  // The first zero-filled window of an empty container that has more
  // capacity than that (a reserved or cleared one): it then grows within the
  // capacity step by step (grow), so that a short output does not zero-fill
  // all of it.
  static constexpr std::size_t kFirstZeroFill = 4096;

  // The container's current size counts as room, so that reusing a buffer
  // in a loop costs no zero-filling.
  void open(char*& data, char*& end) {
    if (out_->empty()) {
      const std::size_t capacity = out_->capacity();
      resize_for_writing(*out_, kUninitializedGrowth<Container> || capacity < kFirstZeroFill ? capacity
                                                                                             : kFirstZeroFill);
    }
    data = out_->data();
    end = data + out_->size();
  }

  // Room for n bytes at `pos`, the bytes before it kept: a new data and end.
  // std::bad_alloc propagates (to_json leaves the container empty).
  JSONGEN_NOINLINE void grow(std::size_t pos, std::size_t n, char*& data, char*& end) {
    const std::size_t max = out_->max_size();
    if (n > max - pos || n >= kImpossibleRequest) {  // (never 2^54 for a 32-bit size_t)
      overflow("jsongen: output larger than its container's max_size() or 16 PiB");
    }
    const std::size_t need = pos + n;
    if (peak_ != nullptr && need > *peak_) *peak_ = need;
    const std::size_t size = out_->size();
    if (need > out_->capacity()) {
      // A new block: double what the window holds (at least 256 bytes; the
      // doubling itself must not overflow), or as much as the hint says the
      // output takes once it has outgrown kHintAfter. Only what was written
      // is copied to it.
      std::size_t block = size <= max / 2 ? size * 2 : max;
      if (block < need) block = need;
      if (block < 256) block = 256;
      if (need > kHintAfter) {
        if (hint_ > block) block = hint_ < max ? hint_ : max;
        hint_ = 0;
      }
      out_->resize(pos);
      out_->reserve(block);
    }
    // The window within the capacity: all of it when growing costs nothing
    // (unless the needs are being learned: then each one past the window
    // comes here); else a little at a time, since resizing zero-fills what
    // it adds: 4 KiB (a reused buffer grows once per output, by what the
    // last requests ask past the last size), or 1/64 of what is left when
    // that is more, so that a large block is grown through a few hundred
    // steps, not thousands.
    const std::size_t capacity = out_->capacity();
    const std::size_t left = (capacity - out_->size()) / 64;
    const std::size_t step = left > 4096 ? left : 4096;
    std::size_t wanted = need + step;
    if ((kUninitializedGrowth<Container> && peak_ == nullptr) || capacity - need < step) wanted = capacity;
    resize_for_writing(*out_, wanted);
    data = out_->data();
    end = data + out_->size();
  }

  // Trims the container to what was written.
  std::size_t finish(std::size_t size) {
    out_->resize(size);
    return size;
  }

 private:
  Container* out_;
  std::size_t hint_;
  std::size_t* peak_;
};

// ---- Flushing outputs -----------------------------------------------------------
//
// Each has
//   void open(char*& data, char*& end)            the first window
//   errc take(const char* data, std::size_t n, std::uint64_t offset)
//                                                 the n bytes written at data are the
//                                                 output from `offset` on
//   void window(std::size_t n, std::uint64_t offset, bool discarding, char*& data, char*& end)
//                                                 a window with room for n bytes, whose
//                                                 first byte will be the output at
//                                                 `offset` (discarding: an error was
//                                                 recorded, nothing more is taken)
//   errc close()                                  after the last take
// Offsets are 64-bit: a stream can take more than a 32-bit size_t counts.

// A window of memory owned by a flushing output, never smaller than a request.
class owned_window {
 public:
  void at_least(std::size_t n, char*& data, char*& end) {
    if (size_ < n) resize(n);
    data = memory_.get();
    end = data + size_;
  }

 private:
  void resize(std::size_t n) {
    memory_.reset();  // the old one first: what it held was taken
    if (n == 0) n = 1;
    memory_.reset(new char[n]);  // not zero-filled: the writer writes before anything reads
    size_ = n;
  }
  std::unique_ptr<char[]> memory_;
  std::size_t size_ = 0;
};

// A char buffer of fixed capacity that the caller owns. The writer writes
// into it directly while a request fits in what is left of it; a request
// that does not (near the end: a string's worst case, a number's largest
// size) is written into a spill window, then copied into the buffer if what
// was actually written fits, else the output fails with errc::buffer_full.
// Never writes past the capacity; bytes between the end of the output and
// the capacity may be overwritten.
class bounded_output {
 public:
  static constexpr bool flushes = true;

  bounded_output(char* buffer, std::size_t capacity) : buffer_(buffer), capacity_(capacity) {}

  void open(char*& data, char*& end) {
    data = buffer_;
    end = buffer_ + capacity_;  // (buffer_ may be null when capacity_ is 0)
  }
  errc take(const char* data, std::size_t n, std::uint64_t offset) {
    if (offset > capacity_ || n > capacity_ - offset) return errc::buffer_full;
    char* const target = buffer_ + offset;
    if (data != target && n != 0) std::memcpy(target, data, n);  // from the spill window
    return errc::ok;
  }
  void window(std::size_t n, std::uint64_t offset, bool discarding, char*& data, char*& end) {
    if (!discarding && offset <= capacity_ && capacity_ - offset >= n) {
      data = buffer_ + offset;  // the request fits: in place again
      end = buffer_ + capacity_;
    } else {
      spill_.at_least(n < 256 ? 256 : n, data, end);
    }
  }
  errc close() { return errc::ok; }

 private:
  char* buffer_;
  std::size_t capacity_;
  owned_window spill_;
};

// The default size of the buffer a stream is written through.
inline constexpr std::size_t kDefaultChunkSize = 64 * 1024;

// A stream, through a buffer of `chunk_size` bytes (or more, when one
// request asks for more: a long string, an array of numbers) that is handed
// to the stream each time it fills. Sink has
//   bool write(const char* data, std::size_t n)   false on failure
//   bool flush()                                  false on failure
template <class Sink>
class stream_output {
 public:
  static constexpr bool flushes = true;

  stream_output(Sink sink, std::size_t chunk_size) : sink_(sink), chunk_size_(chunk_size) {}

  void open(char*& data, char*& end) { window_.at_least(chunk_size_, data, end); }
  errc take(const char* data, std::size_t n, std::uint64_t) {
    if (n == 0 || sink_.write(data, n)) return errc::ok;
    return errc::io_error;
  }
  void window(std::size_t n, std::uint64_t, bool, char*& data, char*& end) {
    window_.at_least(n < chunk_size_ ? chunk_size_ : n, data, end);
  }
  errc close() { return sink_.flush() ? errc::ok : errc::io_error; }

 private:
  Sink sink_;
  std::size_t chunk_size_;
  owned_window window_;
};

// A C stream. Flushed at the end, so that a failed write is seen (stdio
// buffers, and reports most errors only when it writes).
struct file_sink {
  std::FILE* file;
  bool write(const char* data, std::size_t n) { return std::fwrite(data, 1, n, file) == n; }
  bool flush() { return std::fflush(file) == 0; }
};

// A std::basic_ostream<char, Traits>, written through its stream buffer
// (as ostream::write does): an exception from the stream buffer is a failed
// write, which the caller reports and marks on the stream (badbit).
// A template, so that <ostream> is needed only where a stream is used.
template <class Stream>
struct ostream_sink {
  Stream* stream;
  bool write(const char* data, std::size_t n) {
    const auto count = static_cast<decltype(stream->rdbuf()->sputn(data, 0))>(n);  // std::streamsize
    return guarded([&] { return stream->rdbuf()->sputn(data, count) == count; });
  }
  bool flush() {
    return guarded([&] { return stream->rdbuf()->pubsync() != -1; });
  }

 private:
  template <class F>
  static bool guarded(F f) {
#if JSONGEN_EXCEPTIONS
    try {
      return f();
    } catch (...) {
      return false;
    }
#else
    return f();
#endif
  }
};

}  // namespace outputs
}  // namespace jsongen
