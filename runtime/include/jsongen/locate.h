// Where did serialization fail? The search that runs after a failed write,
// to name the value that failed (`users[3].name`).
//
// The fast writer keeps no path, so that success costs nothing for it. When
// it reports an error, the value is searched a second time for the first
// error, in writing order: every serializer may provide, beside
// write(w, p, v),
//
//   template <class L> static bool locate(L& l, const T& v);
//
// which returns false when writing v succeeds, and otherwise records the
// error and, on the way back out, each step of its path (l.field("name"),
// l.index(3)), innermost first. Generated structs look only at the fields
// that can fail (strings, floats, user-written serializers, and what holds
// them); integers, bools and enums are skipped at compile time. Leaves are
// written again, one at a time, by the same fast writer into a scratch
// buffer, so that they fail exactly as they did. A value whose serializer has
// no locate (a user-written one) is written by the path-tracking writer
// (basic_writer<Options, true>), as all of the value once was; its path
// continues the one found so far.
//
// The search is far smaller to compile than a second, tracking instance of
// every serializer, and it runs only after an error.
//
// A user-written serializer that threw (try_to_json) is found the same way:
// the tracking writer runs it again, catches what it throws and keeps the
// path it had reached.
#pragma once

#include <cstddef>
#include <exception>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "config.h"
#include "error.h"
#include "require_cxx17.h"
#include "serializer.h"
#include "writer.h"

namespace jsongen {
namespace detail {

template <class Options>
class error_locator {
 public:
  using options = Options;

  // ---- Leaves: true when writing them fails --------------------------------

  // Text, as the fast writer escapes it (only utf8_policy::error can fail).
  bool text(const char* s, std::size_t n) {
    if constexpr (Options::utf8 == utf8_policy::error) return text_fails(s, n);
    (void)s;
    (void)n;
    return false;
  }

  // A value written by a serializer without locate(): by the tracking
  // writer, whose path continues this one. `write(w, p)` writes it.
  // An exception from it is an error at the path reached (its own
  // failures, out of memory and a too large output, go on to the caller).
  template <class Write>
  JSONGEN_NOINLINE JSONGEN_COLD bool tracked(Write write) {
    basic_writer<Options, true> w(scratch_);
#if JSONGEN_EXCEPTIONS
    try {
#endif
      write(w, w.begin());
#if JSONGEN_EXCEPTIONS
    } catch (const output_overflow&) {
      throw;
    } catch (const std::bad_alloc&) {
      throw;
    } catch (const std::exception& e) {
      thrown(w, e.what());
    } catch (...) {
      thrown(w, "unknown exception");
    }
#endif
    if (w.error() == errc::ok) return false;
    error_ = w.error();
    const std::vector<path_entry>& inner = w.error_entries();
    reversed_.insert(reversed_.end(), inner.rbegin(), inner.rend());
    return true;
  }

  // An error found by the caller (a NaN under nan_policy::error).
  bool fail(errc code) {
    error_ = code;
    return true;
  }

  // ---- Steps of the path, recorded on the way out: always true -------------

  // A struct field or object key, as its JSON text ("name", "a\"b").
  template <std::size_t N>
  bool field(const char (&key)[N]) {
    return step(path_entry::kind_field, key, N - 1, 0);
  }
  bool index(std::size_t i) { return step(path_entry::kind_index, nullptr, 0, i); }
  // The key of a map entry whose value failed.
  template <class K>
  bool map_key(const K& key) {
    key_text(key);
    return step(path_entry::kind_map_key, scratch_.data(), key_length_, 0);
  }

  // A map key that fails itself. The path then names it as far as it got
  // ("k..."), or, from a key writer that did not say where, with the text
  // the tracking writer still held: the previous key's (`previous`, null for
  // the first).
  template <class K>
  bool key_fails(const K& key, const K* previous) {
    if constexpr (is_number_integer<K>) {
      (void)key;
      (void)previous;
      return false;  // digits never fail
    } else {
      const std::size_t failed_at = key_text(key);
      if (error_ == errc::ok) return false;
      if (failed_at != basic_writer<Options>::kNoOffset) {
        scratch_.resize(failed_at);
        scratch_ += "...";
        return step(path_entry::kind_map_key, scratch_.data(), scratch_.size(), 0);
      }
      const errc code = error_;
      if (previous == nullptr) return step(path_entry::kind_map_key, nullptr, 0, 0);
      key_text(*previous);
      error_ = code;
      return step(path_entry::kind_map_key, scratch_.data(), key_length_, 0);
    }
  }

  // ---- The outcome -----------------------------------------------------------

  // `detail`: what the first write's exception said, if it threw.
  status result(errc first_error, std::string detail) const {
    if (error_ == errc::ok) return {first_error, {}, std::move(detail)};  // not reproducible (a user serializer?)
    return {error_, path_string(std::vector<path_entry>(reversed_.rbegin(), reversed_.rend())), detail_};
  }

 private:
  // An exception, unless an error came first (it is the first one then):
  // errc::user_exception at the path the tracking writer had reached.
  template <class W>
  void thrown(W& w, const char* what) {
    if (w.error() != errc::ok) return;
    w.fail(errc::user_exception);
    detail_ = what;
  }

  JSONGEN_NOINLINE JSONGEN_COLD bool text_fails(const char* s, std::size_t n) {
    basic_writer<Options> w(scratch_);
    write_string(w, w.begin(), s, n);
    if (w.error() == errc::ok) return false;
    error_ = w.error();
    return true;
  }

  // Writes a map key as the fast writer does, into scratch_ (its text is
  // then scratch_[0, key_length_)); records its error, if any, and returns
  // where that happened (kNoOffset when not said).
  template <class K>
  JSONGEN_NOINLINE JSONGEN_COLD std::size_t key_text(const K& key) {
    basic_writer<Options> w(scratch_);
    char* const end = write_key(w, w.begin(), key);
    key_length_ = static_cast<std::size_t>(end - w.begin());
    if (w.error() == errc::ok) return basic_writer<Options>::kNoOffset;
    error_ = w.error();
    return w.error_offset();
  }

  JSONGEN_NOINLINE JSONGEN_COLD bool step(path_entry::kind_t kind, const char* text, std::size_t length,
                                          std::size_t index) {
    reversed_.push_back({kind, std::string(text == nullptr ? "" : text, length), index});
    return true;
  }

  errc error_ = errc::ok;
  std::string detail_;                // errc::user_exception: what the exception said
  std::vector<path_entry> reversed_;  // the path, innermost step first
  std::string scratch_;               // what leaves are written into
  std::size_t key_length_ = 0;
};

// The search after a failed write: the first error and its path. `detail`
// is what the write's exception said, if it threw.
template <class Options, class T>
JSONGEN_NOINLINE JSONGEN_COLD status locate_error(const T& value, errc first_error, std::string detail = {}) {
  error_locator<Options> l;
  locate_value(l, value);
  return l.result(first_error, std::move(detail));
}

}  // namespace detail
}  // namespace jsongen
