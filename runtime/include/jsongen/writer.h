// The output buffer. Generated code and the value writers talk to it through
// always-inlined calls, so its data pointer, position and capacity stay in
// registers across a run of fields instead of going back to the std::string.
#pragma once

#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <string>

#include "config.h"

namespace jsongen {

class writer {
 public:
  // Writes into `out`, reusing whatever capacity it already has.
  explicit writer(std::string& out) : out_(&out) {
    out.resize(out.capacity());
    data_ = &out[0];
    cap_ = out.size();
  }
  writer(const writer&) = delete;
  writer& operator=(const writer&) = delete;

  // Makes room for at least `n` more bytes.
  JSONGEN_ALWAYS_INLINE void reserve(std::size_t n) {
    if (JSONGEN_UNLIKELY(cap_ - pos_ < n)) grow(n);
  }

  // Raw access for the value writers: they reserve, write through cursor()
  // and then advance() by what they wrote.
  JSONGEN_ALWAYS_INLINE char* cursor() { return data_ + pos_; }
  JSONGEN_ALWAYS_INLINE void advance(std::size_t n) { pos_ += n; }
  JSONGEN_ALWAYS_INLINE void set_cursor(char* p) { pos_ = static_cast<std::size_t>(p - data_); }
  JSONGEN_ALWAYS_INLINE std::size_t size() const { return pos_; }

  JSONGEN_ALWAYS_INLINE void put(char c) {
    reserve(1);
    data_[pos_++] = c;
  }
  JSONGEN_ALWAYS_INLINE void write(const char* s, std::size_t n) {
    reserve(n);
    std::memcpy(data_ + pos_, s, n);
    pos_ += n;
  }
  // A string literal: its length is a compile-time constant, so the copy
  // becomes a few moves of immediates.
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE void write_literal(const char (&s)[N]) {
    write(s, N - 1);
  }

  // Trims the string to what was written. Call once at the end.
  void finish() { out_->resize(pos_); }

 private:
  JSONGEN_NOINLINE void grow(std::size_t n) {
    const std::size_t max = out_->max_size();
    if (n > max - pos_) throw std::length_error("jsongen: output larger than std::string::max_size()");
    std::size_t wanted = pos_ + n;
    // Double, but never past max_size(); the doubling itself must not overflow.
    std::size_t doubled = cap_ <= max / 2 ? cap_ * 2 : max;
    if (doubled > wanted) wanted = doubled;
    if (wanted < 256) wanted = 256;
    out_->resize(wanted);
    data_ = &(*out_)[0];
    cap_ = out_->size();
  }

  std::string* out_;
  char* data_ = nullptr;
  std::size_t pos_ = 0;
  std::size_t cap_ = 0;
};

}  // namespace jsongen
