// A window on a stream being read (an std::istream, a FILE*), for reading
// records one at a time in bounded memory (read_lines.h): the bytes still
// needed are moved to the front and more are read behind them; the buffer
// grows (doubling) only when one record fills it, so it ends as large as
// the largest record, not the input. A string in memory is read in place
// (view_input): no copy, no refill.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <istream>
#include <memory>

#include "error.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// The input's bytes in [data(), end()); `first` of them (data()) is at
// offset `discarded()` of the whole input.
class view_input {
 public:
  view_input(const char* data, std::size_t size) : data_(data), end_(data + size) {}
  const char* data() const { return data_; }
  const char* end() const { return end_; }
  std::uint64_t discarded() const { return 0; }
  bool at_eof() const { return true; }
  // Nothing more to read: false.
  bool refill(const char*& keep) {
    (void)keep;
    return false;
  }
  errc failure() const { return errc::ok; }

 private:
  const char* data_;
  const char* end_;
};

// Source: std::size_t read(char* to, std::size_t n) (0 at the end of the
// input), bool failed().
template <class Source>
class buffered_input {
 public:
  buffered_input(Source source, std::size_t initial_size, std::size_t max_size)
      : source_(source), capacity_(initial_size < 16 ? 16 : initial_size), max_(max_size) {
    if (max_ < capacity_) max_ = capacity_;
    storage_.reset(new char[capacity_]);
  }
  const char* data() const { return storage_.get(); }
  const char* end() const { return storage_.get() + size_; }
  std::uint64_t discarded() const { return discarded_; }
  bool at_eof() const { return eof_; }
  errc failure() const { return failure_; }
  std::size_t capacity() const { return capacity_; }

  // Drops the bytes before `keep` (which moves with the rest), grows the
  // buffer when what is kept fills it, and reads more behind. Returns
  // whether bytes were added: false at the end of the input, on a read
  // error (failure()), or when a record would pass the limit
  // (errc::record_too_large).
  bool refill(const char*& keep) {
    if (eof_) return false;
    char* const data = storage_.get();
    const std::size_t dropped = static_cast<std::size_t>(keep - data);
    const std::size_t kept = size_ - dropped;
    if (dropped != 0 && kept != 0) std::memmove(data, keep, kept);
    discarded_ += dropped;
    size_ = kept;
    keep = storage_.get();
    if (size_ == capacity_ && !grow()) return false;
    const std::size_t n = source_.read(storage_.get() + size_, capacity_ - size_);
    keep = storage_.get();
    if (n == 0) {
      eof_ = true;
      if (source_.failed()) failure_ = errc::read_failed;
      return false;
    }
    size_ += n;
    return true;
  }

 private:
  bool grow() {
    if (capacity_ >= max_) {
      failure_ = errc::record_too_large;
      eof_ = true;
      return false;
    }
    const std::size_t larger = capacity_ > max_ / 2 ? max_ : capacity_ * 2;
    std::unique_ptr<char[]> bigger(new char[larger]);
    std::memcpy(bigger.get(), storage_.get(), size_);
    storage_ = std::move(bigger);
    capacity_ = larger;
    return true;
  }

  Source source_;
  std::unique_ptr<char[]> storage_;
  std::size_t size_ = 0;
  std::size_t capacity_;
  std::size_t max_;
  std::uint64_t discarded_ = 0;
  bool eof_ = false;
  errc failure_ = errc::ok;
};

// An std::istream's buffer, read as it is (no sentry: whitespace is the
// reader's business). A stream that is not good() gives nothing.
template <class Stream>
struct istream_source {
  Stream* stream;
  std::size_t read(char* to, std::size_t n) {
    if (!stream->good() || stream->rdbuf() == nullptr) return 0;
    stream->read(to, static_cast<std::streamsize>(n));
    return static_cast<std::size_t>(stream->gcount());
  }
  bool failed() const { return stream->bad() || stream->rdbuf() == nullptr; }
};

struct file_source {
  std::FILE* file;
  std::size_t read(char* to, std::size_t n) { return file == nullptr ? 0 : std::fread(to, 1, n, file); }
  bool failed() const { return file == nullptr || std::ferror(file) != 0; }
};

}  // namespace detail
}  // namespace jsongen
