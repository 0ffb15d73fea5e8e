// The output buffer and the JSON structure around values.
//
// The write position is not a member: every writer function takes it as a
// `char* p` and returns the new one, so it lives in a register from the first
// byte to the last, across nested structs and containers. The writer keeps
// what changes rarely: where the buffer ends (one comparison per capacity
// check), the output behind it (output.h: a std::string by default, a
// std::vector<char>, a fixed buffer, a stream), and for pretty printing the
// depth.
// Options (pretty printing, NaN and UTF-8 policies) are compile-time, so the
// minified path carries no trace of the others.
//
// Errors do not unwind: fail() records the first one and writing goes on
// (the output is thrown away). To name the failing field, the value is then
// searched (locate.h) by a walk that the generated code provides for each
// struct. The writer with Tracking = true, which keeps the path of keys and
// indexes that the fast writer never pays for, writes what that walk cannot
// see into: values of user-written serializers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "config.h"
#include "declarations.h"
#include "error.h"
#include "options.h"
#include "output.h"
#include "path.h"
#include "require_cxx17.h"

namespace jsongen {

namespace detail {

// The path to the value being written; only the tracking writer has one.
class path_tracker {
 public:
  void push_field() { entries_.push_back({{path_entry::kind_field, {}, 0}}); }
  void set_field(const char* key, std::size_t length) { entries_.back().text.assign(key, length); }
  void push_index() { entries_.push_back({{path_entry::kind_index, {}, 0}}); }
  void set_index(std::size_t index) { entries_.back().index = index; }
  void push_map() { entries_.push_back({{path_entry::kind_map_key, {}, 0}}); }
  // While a map key is written its text is not known yet; a failure then
  // names the key as far as it got.
  void begin_map_key(const char* start) {
    entries_.back().key_start = start;
    entries_.back().in_key = true;
  }
  void end_map_key(const char* end) {
    entry& e = entries_.back();
    e.text.assign(e.key_start, static_cast<std::size_t>(end - e.key_start));
    e.in_key = false;
  }
  void note_partial_key(const char* end) {
    if (entries_.empty() || !entries_.back().in_key) return;
    entry& e = entries_.back();
    e.text.assign(e.key_start, static_cast<std::size_t>(end - e.key_start));
    e.text += "...";
  }
  // A grown buffer moves: a key being written moves with it.
  void rebase(const char* old_data, char* new_data) {
    for (auto& e : entries_) {
      if (e.in_key) e.key_start = new_data + (e.key_start - old_data);
    }
  }
  void pop() { entries_.pop_back(); }

  // Keeps the path as it is now: where the first error happened.
  void note_error() { error_entries.assign(entries_.begin(), entries_.end()); }
  std::vector<path_entry> error_entries;

 private:
  struct entry : path_entry {
    const char* key_start = nullptr;
    bool in_key = false;
  };
  std::vector<entry> entries_;
};

struct no_path_tracker {
  void rebase(const char*, char*) {}
};

}  // namespace detail

namespace outputs {
// (Not in jsongen::detail: a base class's namespace is searched by
// argument-dependent lookup of calls on the writer, see output.h.)
// What a writer with a flushing output keeps beside the window: the
// output's offset of its first byte, and the marks of the open objects
// (begin_members). Nothing for the others (an empty base).
template <bool Flushes>
struct flush_state {};

// A stack of marks that allocates only past 16 open objects, so that a
// fixed buffer needs no memory for them.
class mark_stack {
 public:
  void push_back(std::size_t mark) {
    if (size_ < kInline) {
      inline_[size_] = mark;
    } else {
      more_.push_back(mark);
    }
    ++size_;
  }
  void pop_back() {
    --size_;
    if (size_ >= kInline) more_.pop_back();
  }
  std::size_t size() const { return size_; }
  std::size_t operator[](std::size_t i) const { return i < kInline ? inline_[i] : more_[i - kInline]; }

 private:
  static constexpr std::size_t kInline = 16;
  std::size_t inline_[kInline];
  std::vector<std::size_t> more_;
  std::size_t size_ = 0;
};

template <>
struct flush_state<true> {
  std::uint64_t base_ = 0;
  mark_stack open_marks_;           // innermost last
  std::size_t settled_marks_ = 0;  // how many of the first ones had their ',' turned into '{'
};
}  // namespace outputs

template <class Options, bool Tracking, class Output>
class basic_writer : outputs::flush_state<Output::flushes> {
  // The path of map keys points into the buffer, which a flushing output
  // hands on; the tracking writer (locate.h) writes into a string.
  static_assert(!(Tracking && Output::flushes), "jsongen: the tracking writer writes into a container");

 public:
  using options = Options;
  using output_type = Output;
  static constexpr bool pretty = Options::pretty;
  static constexpr bool tracking = Tracking;

  // Writes into the output made of `args` (a std::string& by default,
  // reusing its memory: its current size counts as room, so reusing a
  // buffer in a loop costs no zero-filling).
  template <class... Args, std::enable_if_t<std::is_constructible<Output, Args&&...>::value, int> = 0>
  explicit basic_writer(Args&&... args) : out_(static_cast<Args&&>(args)...) {
    out_.open(data_, end_);
  }
  basic_writer(const basic_writer&) = delete;
  basic_writer& operator=(const basic_writer&) = delete;

  // Where writing starts, and where it ended: trims a container to what was
  // written, or hands the rest to a flushing output. Returns the size of
  // the whole output; a flushing output's failure is then error().
  char* begin() { return data_; }
  std::size_t finish(char* p) {
    check_room(p);
    const auto used = static_cast<std::size_t>(p - data_);
    if constexpr (!Output::flushes) {
      return out_.finish(used);
    } else {
      hand_on(used);
      if (error_ == errc::ok) {
        const errc closed = out_.close();
        if (closed != errc::ok) fail(closed);
      }
      return static_cast<std::size_t>(this->base_);
    }
  }

  // With JSONGEN_CHECK_ROOM (the tests turn it on), every capacity check and
  // the end first make sure that the writes since the last one, which were
  // not checked (runs of fields, separators in room left for them), stayed
  // within the buffer: a write past it would corrupt memory.
  JSONGEN_ALWAYS_INLINE void check_room([[maybe_unused]] const char* p) const {
#if defined(JSONGEN_CHECK_ROOM) && JSONGEN_CHECK_ROOM
    if (p < data_ || p > end_) {
      std::fprintf(stderr, "jsongen: JSONGEN_CHECK_ROOM: wrote %td bytes past the buffer\n", p - end_);
      std::abort();
    }
#endif
  }

  // ---- Raw output -------------------------------------------------------

  // Returns p, or where p moved to, with room for at least `n` more bytes.
  JSONGEN_ALWAYS_INLINE char* reserve(char* p, std::size_t n) {
    check_room(p);
    if (JSONGEN_UNLIKELY(static_cast<std::size_t>(end_ - p) < n)) return grow(p, n);
    return p;
  }
  JSONGEN_ALWAYS_INLINE char* put(char* p, char c) {
    p = reserve(p, 1);
    *p = c;
    return p + 1;
  }
  JSONGEN_ALWAYS_INLINE char* write(char* p, const char* s, std::size_t n) {
    p = reserve(p, n);
    std::memcpy(p, s, n);
    return p + n;
  }
  // A string literal: its length is a compile-time constant, so the copy
  // becomes a few moves of immediates.
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE char* write_literal(char* p, const char (&s)[N]) {
    return write(p, s, N - 1);
  }
  template <std::size_t N>
  static JSONGEN_ALWAYS_INLINE char* literal_at(char* p, const char (&s)[N]) {
    std::memcpy(p, s, N - 1);
    return p + N - 1;
  }

  // ---- Objects with keys known in advance (generated code) -------------
  //
  // A key literal is a separator fused with a key and its colon: "{\"id\":"
  // for the first field of an object, ",\"name\":" for the others.

  // Room for `bytes` of keys and values plus, when pretty, `keys` newlines
  // with indentation and the closing one; one check for a run of fields.
  JSONGEN_ALWAYS_INLINE char* reserve_fields(char* p, std::size_t bytes, std::size_t keys) {
    if constexpr (pretty) {
      bytes += (keys + 1) * (3 + (static_cast<std::size_t>(depth_) + 1) * Options::indent);
    }
    (void)keys;
    return reserve(p, bytes);
  }
  // Writes a key where reserve_fields made room.
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE char* key_at(char* p, const char (&literal)[N]) {
    static_assert(N >= 5, "a key literal is a separator, a quoted key and a colon");
    if constexpr (Tracking) {
      if (literal[0] == '{') path_.push_field();
      path_.set_field(literal + 2, N - 5);
    }
    if constexpr (!pretty) {
      return literal_at(p, literal);
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
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE char* key(char* p, const char (&literal)[N]) {
    return key_at(reserve_fields(p, N - 1, 1), literal);
  }
  // Closes an object opened by a "{..." key, where room was made.
  JSONGEN_ALWAYS_INLINE char* end_object_at(char* p) {
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      p = newline_at(p);
    }
    *p++ = '}';
    return p;
  }
  // Leaves room for one more byte, a separator (see room_after in serializer.h).
  JSONGEN_ALWAYS_INLINE char* end_object(char* p) { return end_object_at(reserve_fields(p, 2, 0)); }
  JSONGEN_ALWAYS_INLINE char* empty_object(char* p) { return literal_at(reserve(p, 3), "{}"); }

  // Objects whose first field may be left out: every key is written with a
  // leading ',' and end_members() turns the first one into '{'. The mark is
  // an offset, since the buffer may move in between.
  //
  // A flushing output may hand that ',' on before end_members(): the marks
  // of the objects still open are kept (open_marks_), and when a window is
  // handed on, each ',' in it is turned into '{' first. That is what
  // end_members() would do: anything written after a mark means the object
  // has a first field.
  JSONGEN_ALWAYS_INLINE std::size_t begin_members(char* p) {
    if constexpr (Tracking) path_.push_field();
    if constexpr (pretty) ++depth_;
    if constexpr (Output::flushes) {
      const std::size_t mark = static_cast<std::size_t>(p - data_) + static_cast<std::size_t>(this->base_);
      this->open_marks_.push_back(mark);
      return mark;
    } else {
      return static_cast<std::size_t>(p - data_);
    }
  }
  JSONGEN_ALWAYS_INLINE char* end_members(std::size_t mark, char* p) {
    if constexpr (Output::flushes) {
      // (Offsets as size_t, which may wrap around for a stream: only
      // compared for equality, and subtracted within one window.)
      const bool settled = this->open_marks_.size() <= this->settled_marks_;
      this->open_marks_.pop_back();
      if (settled) this->settled_marks_ = this->open_marks_.size();
      if (static_cast<std::size_t>(p - data_) + static_cast<std::size_t>(this->base_) == mark) {
        if constexpr (Tracking) path_.pop();
        if constexpr (pretty) --depth_;
        return empty_object(p);
      }
      if (!settled) data_[mark - static_cast<std::size_t>(this->base_)] = '{';
      return end_object(p);
    } else {
      if (p == data_ + mark) {  // nothing written
        if constexpr (Tracking) path_.pop();
        if constexpr (pretty) --depth_;
        return empty_object(p);
      }
      data_[mark] = '{';
      return end_object(p);
    }
  }

  // ---- Arrays and maps (runtime containers) -----------------------------

  JSONGEN_ALWAYS_INLINE char* begin_array(char* p) {
    if constexpr (Tracking) path_.push_index();
    if constexpr (pretty) ++depth_;
    return put(p, '[');
  }
  JSONGEN_ALWAYS_INLINE char* array_item(char* p, std::size_t index) {
    if constexpr (Tracking) path_.set_index(index);
    return array_separator(p, index);
  }
  JSONGEN_ALWAYS_INLINE char* end_array(char* p, std::size_t count) { return close(p, ']', count); }

  JSONGEN_ALWAYS_INLINE char* begin_map(char* p) {
    if constexpr (Tracking) path_.push_map();
    if constexpr (pretty) ++depth_;
    return put(p, '{');
  }
  // Before a map key.
  JSONGEN_ALWAYS_INLINE char* map_key(char* p, std::size_t index) {
    p = array_separator(p, index);
    if constexpr (Tracking) path_.begin_map_key(p);
    return p;
  }
  // After a map key, before its value.
  JSONGEN_ALWAYS_INLINE char* map_value(char* p) {
    if constexpr (Tracking) path_.end_map_key(p);
    if constexpr (pretty) return write_literal(p, ": ");
    return put(p, ':');
  }
  JSONGEN_ALWAYS_INLINE char* end_map(char* p, std::size_t count) { return close(p, '}', count); }

  // ---- Arrays of fixed-size values, where room was made ahead -------------

  // A request that no buffer can satisfy (grow() fails on it, and on any
  // larger one): 2^54 bytes. An array asks for no more, so adding the room
  // of the run of fields it is in (write_array_in_run, generated_support.h)
  // cannot wrap around; sums are 64-bit also where size_t is not.
  static constexpr std::uint64_t kImpossibleRoom = detail::kImpossibleRequest;

  // The most an array of `count` values of at most `element` bytes takes,
  // brackets included, written in the object being written now: when pretty,
  // its elements are at most two levels deeper than now (the object's first
  // key may not have opened it yet). kImpossibleRoom when it is no less.
  JSONGEN_ALWAYS_INLINE std::uint64_t array_room(std::size_t count, std::size_t element) const {
    std::uint64_t per_element = element + 1, brackets = 2;  // ',' or ']'
    if constexpr (pretty) {
      per_element += 1 + (std::uint64_t{depth_} + 2) * Options::indent;
      brackets += 1 + (std::uint64_t{depth_} + 1) * Options::indent;
    }
    if (JSONGEN_UNLIKELY(count >= (kImpossibleRoom - brackets) / per_element)) return kImpossibleRoom;
    return brackets + count * per_element;
  }
  // Room asked for as a 64-bit sum: all of it, or all there is.
  static JSONGEN_ALWAYS_INLINE std::size_t room(std::uint64_t bytes) {
    return bytes > std::size_t(-1) ? std::size_t(-1) : static_cast<std::size_t>(bytes);
  }
  // begin_array, array_item and end_array where array_room made room.
  JSONGEN_ALWAYS_INLINE char* begin_array_at(char* p) {
    if constexpr (Tracking) path_.push_index();
    if constexpr (pretty) ++depth_;
    *p = '[';
    return p + 1;
  }
  JSONGEN_ALWAYS_INLINE char* array_item_at(char* p, std::size_t index) {
    if constexpr (Tracking) path_.set_index(index);
    if (index != 0) *p++ = ',';
    if constexpr (pretty) p = newline_at(p);
    return p;
  }
  JSONGEN_ALWAYS_INLINE char* end_array_at(char* p, std::size_t count) {
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      if (count != 0) p = newline_at(p);
    }
    (void)count;
    *p = ']';
    return p + 1;
  }

  // ---- Errors -------------------------------------------------------------

  // Records the first error; writing goes on and the output is discarded.
  // `p` is where writing stands (it names a map key being written).
  void fail(errc code, const char* p = nullptr) {
    if (error_ != errc::ok) return;
    error_ = code;
    error_offset_ = p != nullptr ? static_cast<std::size_t>(p - data_) : kNoOffset;
    if constexpr (Tracking) {
      if (p != nullptr) path_.note_partial_key(p);
      path_.note_error();
    }
  }
  errc error() const { return error_; }
  // Where writing stood at the first error, as an offset from begin(), when
  // fail() was told (the escaper tells it); kNoOffset otherwise.
  static constexpr std::size_t kNoOffset = static_cast<std::size_t>(-1);
  std::size_t error_offset() const { return error_offset_; }
  // Tracking writers only: the path of the first error.
  const std::vector<detail::path_entry>& error_entries() const { return path_.error_entries; }
  std::string error_path() const { return detail::path_string(path_.error_entries); }

  unsigned depth() const { return depth_; }

 private:
  JSONGEN_ALWAYS_INLINE char* array_separator(char* p, std::size_t index) {
    if constexpr (pretty) {
      p = reserve(p, 2 + static_cast<std::size_t>(depth_) * Options::indent);
      if (index != 0) *p++ = ',';
      return newline_at(p);
    }
    if (index != 0) p = put(p, ',');
    return p;
  }

  JSONGEN_ALWAYS_INLINE char* newline_at(char* p) const {
    const std::size_t spaces = static_cast<std::size_t>(depth_) * Options::indent;
    *p = '\n';
    std::memset(p + 1, ' ', spaces);
    return p + 1 + spaces;
  }

  JSONGEN_ALWAYS_INLINE char* close(char* p, char closing, std::size_t count) {
    if constexpr (Tracking) path_.pop();
    if constexpr (pretty) {
      --depth_;
      p = reserve(p, 2 + static_cast<std::size_t>(depth_) * Options::indent);
      if (count != 0) p = newline_at(p);
    }
    (void)count;
    return put(p, closing);
  }

  JSONGEN_NOINLINE char* grow(char* p, std::size_t n) {
    const std::size_t pos = static_cast<std::size_t>(p - data_);
    if constexpr (!Output::flushes) {
      char* const old_data = data_;
      out_.grow(pos, n, data_, end_);  // std::bad_alloc propagates; to_json leaves `out` empty
      path_.rebase(old_data, data_);
      return data_ + pos;
    } else {
      if (n >= kImpossibleRoom) detail::overflow("jsongen: a request of 16 PiB or more");
      hand_on(pos);
      out_.window(n, this->base_, error_ != errc::ok, data_, end_);
      return data_;
    }
  }

  // Flushing outputs: hands the window's first `used` bytes on, unless an
  // error was recorded (the output is thrown away: nothing more is taken),
  // and turns the ',' of each open object in them into '{' first.
  void hand_on(std::size_t used) {
    if constexpr (Output::flushes) {
      while (this->settled_marks_ < this->open_marks_.size()) {
        const std::size_t at = this->open_marks_[this->settled_marks_] - static_cast<std::size_t>(this->base_);
        if (at >= used) break;  // nothing written after it yet
        data_[at] = '{';
        ++this->settled_marks_;
      }
      if (error_ == errc::ok) {
        const errc taken = out_.take(data_, used, this->base_);
        if (taken != errc::ok) fail(taken);
      }
      this->base_ += used;
    }
  }

  Output out_;
  char* data_ = nullptr;
  char* end_ = nullptr;
  unsigned depth_ = 0;
  errc error_ = errc::ok;
  std::size_t error_offset_;  // set by fail()
  std::conditional_t<Tracking, detail::path_tracker, detail::no_path_tracker> path_;
};

// The writer of the default, minified output.
using writer = basic_writer<default_options>;

}  // namespace jsongen
