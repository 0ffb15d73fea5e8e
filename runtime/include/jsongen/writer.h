// The output buffer and the JSON structure around values.
//
// Generated code and the value writers talk to it through always-inlined
// calls, so its data pointer, position and capacity stay in registers across
// a run of fields. Options (pretty printing, NaN and UTF-8 policies) are
// compile-time, so the minified path carries no trace of the others.
//
// Errors do not unwind: fail() records the first one and writing goes on
// (the output is thrown away). To name the failing field, the value is then
// written a second time by a writer with Tracking = true, which keeps the path
// of keys and indexes that the fast writer never pays for.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "config.h"
#include "error.h"
#include "options.h"

namespace jsongen {

namespace detail {

// The path to the value being written; only the tracking writer has one.
class path_tracker {
 public:
  void push_field() { entries_.push_back({entry::kind_field, {}, 0}); }
  void set_field(const char* key, std::size_t length) { entries_.back().text.assign(key, length); }
  void push_index() { entries_.push_back({entry::kind_index, {}, 0}); }
  void set_index(std::size_t index) { entries_.back().index = index; }
  void push_map() { entries_.push_back({entry::kind_map_key, {}, 0}); }
  void set_map_key(const char* json_string, std::size_t length) { entries_.back().text.assign(json_string, length); }
  // A failure while a map key is being written names the key as far as it got.
  void begin_map_key(std::size_t start) {
    entries_.back().key_start = start;
    entries_.back().in_key = true;
  }
  void end_map_key() { entries_.back().in_key = false; }
  void note_partial_key(const char* data, std::size_t end) {
    if (entries_.empty() || !entries_.back().in_key) return;
    const entry& e = entries_.back();
    entries_.back().text.assign(data + e.key_start, end - e.key_start);
    entries_.back().text += "...";
  }
  void pop() { entries_.pop_back(); }

  std::string error_path;  // where the first error happened

  // users[3].name, notes["door"]
  std::string to_string() const {
    std::string path;
    for (const auto& e : entries_) {
      if (e.kind == entry::kind_field) {
        if (e.text.empty()) continue;  // an object whose first key is not written yet
        if (!path.empty()) path += '.';
        path += e.text;
      } else if (e.kind == entry::kind_index) {
        path += '[' + std::to_string(e.index) + ']';
      } else {
        path += '[' + e.text + ']';
      }
    }
    return path;
  }

 private:
  struct entry {
    enum kind_t { kind_field, kind_index, kind_map_key } kind;
    std::string text;
    std::size_t index;
    std::size_t key_start = 0;
    bool in_key = false;
  };
  std::vector<entry> entries_;
};

struct no_path_tracker {};

}  // namespace detail

template <class Options, bool Tracking = false>
class basic_writer {
 public:
  using options = Options;
  static constexpr bool pretty = Options::pretty;
  static constexpr bool tracking = Tracking;

  // Writes into `out`, reusing its memory. Its current size counts as room,
  // so reusing a buffer in a loop costs no zero-filling: std::string offers
  // no uninitialized growth before C++23, and only growth zero-fills.
  explicit basic_writer(std::string& out) : out_(&out) {
    if (out.empty()) out.resize(out.capacity());
    data_ = &out[0];
    cap_ = out.size();
  }
  basic_writer(const basic_writer&) = delete;
  basic_writer& operator=(const basic_writer&) = delete;

  // ---- Raw output -------------------------------------------------------

  // Makes room for at least `n` more bytes.
  JSONGEN_ALWAYS_INLINE void reserve(std::size_t n) {
    if (JSONGEN_UNLIKELY(cap_ - pos_ < n)) grow(n);
  }
  // Value writers reserve, write through cursor() and then advance.
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

  // ---- Objects with keys known in advance (generated code) -------------

  // `literal` is a separator fused with a key and its colon: "{\"id\":" for
  // the first field of an object, ",\"name\":" for the others.
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE void key(const char (&literal)[N]) {
    static_assert(N >= 5, "a key literal is a separator, a quoted key and a colon");
    if constexpr (Tracking) {
      if (literal[0] == '{') path_.push_field();
      path_.set_field(literal + 2, N - 5);
    }
    if constexpr (!pretty) {
      write(literal, N - 1);
    } else {
      if (literal[0] == '{') ++depth_;
      put(literal[0]);
      newline();
      write(literal + 1, N - 2);
      put(' ');
    }
  }
  // ---- Runs of fixed-size fields (generated code) ----------------------
  //
  // One capacity check covers a run of fields whose values have a known
  // largest size (numbers, bools, enums): `bytes` for the keys and values,
  // plus, when pretty, room for `keys` newlines and indentations and the
  // closing one. The run then writes through a local pointer.
  JSONGEN_ALWAYS_INLINE char* reserve_fields(std::size_t bytes, std::size_t keys) {
    if constexpr (pretty) {
      bytes += (keys + 1) * (3 + (static_cast<std::size_t>(depth_) + 1) * Options::indent);
    }
    (void)keys;
    reserve(bytes);
    return data_ + pos_;
  }
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE char* key_at(char* p, const char (&literal)[N]) {
    if constexpr (Tracking) {
      if (literal[0] == '{') path_.push_field();
      path_.set_field(literal + 2, N - 5);
    }
    if constexpr (!pretty) {
      std::memcpy(p, literal, N - 1);
      return p + N - 1;
    } else {
      if (literal[0] == '{') ++depth_;
      *p++ = literal[0];
      p = newline_at(p);
      std::memcpy(p, literal + 1, N - 2);
      p += N - 2;
      *p++ = ' ';
      return p;
    }
  }
  JSONGEN_ALWAYS_INLINE char* end_object_at(char* p) {
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      p = newline_at(p);
    }
    *p++ = '}';
    return p;
  }

  // Closes an object opened by a "{..." key.
  JSONGEN_ALWAYS_INLINE void end_object() {
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      newline();
    }
    put('}');
  }

  // Objects whose first field may be left out: every key is written with a
  // leading ',' and end_members() turns the first one into '{'.
  JSONGEN_ALWAYS_INLINE std::size_t begin_members() {
    if constexpr (Tracking) path_.push_field();
    if constexpr (pretty) ++depth_;
    return pos_;
  }
  JSONGEN_ALWAYS_INLINE void end_members(std::size_t mark) {
    if (pos_ == mark) {  // nothing written
      if constexpr (Tracking) path_.pop();
      if constexpr (pretty) --depth_;
      write_literal("{}");
      return;
    }
    data_[mark] = '{';
    end_object();
  }

  // ---- Arrays and maps (runtime containers) -----------------------------

  JSONGEN_ALWAYS_INLINE void begin_array() {
    if constexpr (Tracking) path_.push_index();
    if constexpr (pretty) ++depth_;
    put('[');
  }
  JSONGEN_ALWAYS_INLINE void array_item(std::size_t index) {
    if constexpr (Tracking) path_.set_index(index);
    if (index != 0) put(',');
    if constexpr (pretty) newline();
  }
  JSONGEN_ALWAYS_INLINE void end_array(std::size_t count) { close('[', ']', count); }

  JSONGEN_ALWAYS_INLINE void begin_map() {
    if constexpr (Tracking) path_.push_map();
    if constexpr (pretty) ++depth_;
    put('{');
  }
  // Before a map key; returns where the key starts.
  JSONGEN_ALWAYS_INLINE std::size_t map_key(std::size_t index) {
    if (index != 0) put(',');
    if constexpr (pretty) newline();
    if constexpr (Tracking) path_.begin_map_key(pos_);
    return pos_;
  }
  // After a map key, before its value.
  JSONGEN_ALWAYS_INLINE void map_value(std::size_t key_start) {
    if constexpr (Tracking) {
      path_.end_map_key();
      path_.set_map_key(data_ + key_start, pos_ - key_start);
    }
    (void)key_start;
    if constexpr (pretty) {
      write_literal(": ");
    } else {
      put(':');
    }
  }
  JSONGEN_ALWAYS_INLINE void end_map(std::size_t count) { close('{', '}', count); }

  // ---- Errors -------------------------------------------------------------

  // Records the first error; writing goes on and the output is discarded.
  void fail(errc code) {
    if (error_ != errc::ok) return;
    error_ = code;
    if constexpr (Tracking) {
      path_.note_partial_key(data_, pos_);
      path_.error_path = path_.to_string();
    }
  }
  errc error() const { return error_; }
  // Tracking writers only: the path of the first error.
  const std::string& error_path() const { return path_.error_path; }

  // Trims the string to what was written. Call once at the end.
  void finish() { out_->resize(pos_); }

 private:
  JSONGEN_ALWAYS_INLINE void newline() {
    reserve(1 + static_cast<std::size_t>(depth_) * Options::indent);
    pos_ = static_cast<std::size_t>(newline_at(data_ + pos_) - data_);
  }
  JSONGEN_ALWAYS_INLINE char* newline_at(char* p) const {
    const std::size_t spaces = static_cast<std::size_t>(depth_) * Options::indent;
    *p = '\n';
    std::memset(p + 1, ' ', spaces);
    return p + 1 + spaces;
  }

  JSONGEN_ALWAYS_INLINE void close(char open, char closing, std::size_t count) {
    (void)open;
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      if (count != 0) newline();
    }
    put(closing);
  }

  JSONGEN_NOINLINE void grow(std::size_t n) {
    const std::size_t max = out_->max_size();
    if (n > max - pos_) {
#if JSONGEN_EXCEPTIONS
      throw std::length_error("jsongen: output larger than std::string::max_size()");
#else
      std::abort();
#endif
    }
    std::size_t wanted = pos_ + n;
    if (wanted <= out_->capacity()) {
      // The memory is there already (a reused buffer): grow the size a
      // little at a time, since resize() zero-fills what it adds.
      const std::size_t step = wanted + 4096;
      wanted = step < out_->capacity() ? step : out_->capacity();
    } else {
      // Double, but never past max_size(); the doubling itself must not overflow.
      const std::size_t doubled = cap_ <= max / 2 ? cap_ * 2 : max;
      if (doubled > wanted) wanted = doubled;
      if (wanted < 256) wanted = 256;
    }
    out_->resize(wanted);  // std::bad_alloc propagates; to_json leaves `out` empty
    data_ = &(*out_)[0];
    cap_ = out_->size();
  }

  std::string* out_;
  char* data_ = nullptr;
  std::size_t pos_ = 0;
  std::size_t cap_ = 0;
  unsigned depth_ = 0;
  errc error_ = errc::ok;
  std::conditional_t<Tracking, detail::path_tracker, detail::no_path_tracker> path_;
};

// The writer of the default, minified output.
using writer = basic_writer<default_options>;

}  // namespace jsongen
