// The reader: from_json's view of the input and its record of the first
// error.
//
// As in the writer, the position is not a member: every deserializer takes
// a `const char* p` at the first byte of its value and returns the byte
// after it, so the position stays in a register across nested structs and
// containers. A failure returns nullptr, after fail() has recorded what was
// expected and where; on the way back out each level adds its step of the
// path (in_field("name"), in_index(3)), so success pays nothing for paths.
//
// The input is [begin, end) and nothing past it is read: no padding, no
// terminating NUL. Each function that looks at a byte checks the end first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "config.h"
#include "error.h"
#include "options.h"
#include "path.h"
#include "read_number.h"
#include "read_string.h"
#include "read_whitespace.h"
#include "require_cxx17.h"

#if defined(JSONGEN_HAVE_SIMD)
#define JSONGEN_SIMD_ALGORITHM "../skip_blocks.h"
#include "detail/simd/instantiate.h"
#undef JSONGEN_SIMD_ALGORITHM
#endif

namespace jsongen {
namespace detail {

#if defined(JSONGEN_HAVE_SIMD)
// The container at p skipped a block at a time by this processor's
// instruction set, or nullptr (detail/skip_blocks.h).
template <utf8_policy Utf8>
JSONGEN_ALWAYS_INLINE const char* skip_container_blocks(const char* p, const char* end, unsigned room) {
  JSONGEN_WITH_ISA(kReadLevel, return simd::skip_container_blocks<Utf8, kReadLevel>(p, end, room););
}
#endif

// The first error of a read: its code, where in the input, what was
// expected there (a phrase: "a number", "',' or '}'") or a message of its
// own, and the path gathered on the way out, innermost step first.
struct read_failure {
  errc code = errc::ok;
  const char* where = nullptr;
  const char* expected = nullptr;
  std::string detail;
  std::vector<path_entry> reversed_path;
#if JSONGEN_EXCEPTIONS
  std::exception_ptr exception;  // errc::user_exception: what a user's deserializer threw
#endif
};

// ---- The error message --------------------------------------------------------

// The token at p, as a message shows it: a string or number as written
// (long ones cut), a literal, or the byte.
inline std::string describe_found(const char* p, const char* end) {
  if (p == end) return "the end of the input";
  auto printable = [](std::string& out, char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7F) {
      static const char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += c;
    }
  };
  const std::size_t limit = 40;
  std::string text;
  switch (*p) {
    case '{': return "an object";
    case '[': return "an array";
    case '"': {
      text += '"';
      const char* q = p + 1;
      for (; q != end && *q != '"' && text.size() < limit; ++q) {
        if (*q == '\\' && q + 1 != end) printable(text, *q++);
        printable(text, *q);
      }
      if (q != end && *q == '"') return text + '"';
      return q == end ? text + " (unterminated)" : text + "...\"";
    }
    default: break;
  }
  if (*p == '-' || (*p >= '0' && *p <= '9')) {
    for (const char* q = p; q != end && text.size() < limit; ++q) {
      const char c = *q;
      if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')) break;
      text += c;
    }
    return text;
  }
  if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) {
    for (const char* q = p; q != end && text.size() < limit && ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'));
         ++q)
      text += *q;
    return "'" + text + "'";
  }
  if (static_cast<unsigned char>(*p) == 0xEF && end - p >= 3 && static_cast<unsigned char>(p[1]) == 0xBB &&
      static_cast<unsigned char>(p[2]) == 0xBF)
    return "a byte order mark (U+FEFF)";
  text += '\'';
  printable(text, *p);
  if (static_cast<unsigned char>(*p) >= 0x80) {
    static const char hex[] = "0123456789abcdef";
    text.pop_back();
    text += "\\x";
    text += hex[static_cast<unsigned char>(*p) >> 4];
    text += hex[static_cast<unsigned char>(*p) & 15];
  }
  return text + '\'';
}

template <class Options>
class basic_reader {
 public:
  using options = Options;

  basic_reader(const char* begin, const char* end) noexcept : begin_(begin), end_(end) {}
  basic_reader(const basic_reader&) = delete;
  basic_reader& operator=(const basic_reader&) = delete;

  const char* begin() const { return begin_; }
  const char* end() const { return end_; }

  // Another input for the same reader (the next record of a stream,
  // read_lines.h): what it learnt of whitespace and its scratch's memory
  // are kept; a failure recorded before is forgotten.
  void restart(const char* begin, const char* end) noexcept {
    begin_ = begin;
    end_ = end;
    depth_ = 0;
    if (JSONGEN_UNLIKELY(failure_.code != errc::ok)) failure_ = read_failure{};
  }

  // ---- Whitespace -------------------------------------------------------------

  // p itself when it is not at whitespace (minified input: one comparison);
  // past one space (an indented document's ": "), without a call.
  // A longer run is predicted as long as the last one before a token at
  // the same level of nesting (skip_whitespace_predicted): `level` is the
  // depth of what follows, one less before a closing bracket.
  JSONGEN_ALWAYS_INLINE const char* skip_whitespace(const char* p) { return skip_whitespace(p, depth_); }
  // With Options::allow_comments, a comment counts as whitespace: the
  // three ways out each look for a '/' (and strict reading compiles as if
  // it were not there).
  JSONGEN_ALWAYS_INLINE const char* skip_whitespace(const char* p, unsigned level) {
    if (JSONGEN_LIKELY(p != end_ && static_cast<unsigned char>(*p) > ' ')) {
      if constexpr (Options::allow_comments) {
        if (JSONGEN_UNLIKELY(*p == '/')) return skip_comments(p, level);
      }
      return p;
    }
    if (p != end_ && *p == ' ' && p + 1 != end_ && static_cast<unsigned char>(p[1]) > ' ') {
      if constexpr (Options::allow_comments) {
        if (JSONGEN_UNLIKELY(p[1] == '/')) return skip_comments(p + 1, level);
      }
      return p + 1;
    }
    p = skip_whitespace_predicted(p, end_, run_lengths_[level % kRunLevels]);
    if constexpr (Options::allow_comments) {
      if (JSONGEN_UNLIKELY(p != end_ && *p == '/')) return skip_comments(p, level);
    }
    return p;
  }

  // ---- Structure --------------------------------------------------------------

  // p at the '{' of an object (anything else is errc::wrong_type): returns
  // at its first key's '"' or at its '}'.
  JSONGEN_ALWAYS_INLINE const char* open_object(const char* p) {
    if (JSONGEN_UNLIKELY(p == end_ || *p != '{')) return fail_type(p, "an object");
    if (JSONGEN_UNLIKELY(++depth_ > Options::max_depth)) return fail(errc::too_deep, p, nullptr);
    p = skip_whitespace(p + 1);
    if (JSONGEN_LIKELY(p != end_ && (*p == '"' || *p == '}'))) return p;
    return fail_syntax(p, "a key (a string) or '}'");
  }
  // p just past a member's value: returns at the next key's '"' or at the
  // object's '}' (which close_object() then takes).
  JSONGEN_ALWAYS_INLINE const char* next_member(const char* p) {
    if (JSONGEN_LIKELY(p != end_ && *p == ',')) {
      if (JSONGEN_LIKELY(p + 1 != end_ && p[1] == '"')) return p + 1;
      p = skip_whitespace(p + 1);
      if (p != end_ && *p == '"') return p;
      if constexpr (Options::allow_trailing_commas) {
        if (p != end_ && *p == '}') return p;
      }
      return fail_syntax(p, "a key (a string)");
    }
    if (JSONGEN_LIKELY(p != end_ && *p == '}')) return p;
    return next_member_slow(p);
  }
  // p at the object's '}'.
  JSONGEN_ALWAYS_INLINE const char* close_object(const char* p) {
    --depth_;
    return p + 1;
  }

  // p at the '[' of an array: returns at its first value or at its ']'.
  JSONGEN_ALWAYS_INLINE const char* open_array(const char* p) {
    if (JSONGEN_UNLIKELY(p == end_ || *p != '[')) return fail_type(p, "an array");
    if (JSONGEN_UNLIKELY(++depth_ > Options::max_depth)) return fail(errc::too_deep, p, nullptr);
    p = skip_whitespace(p + 1);
    if (JSONGEN_LIKELY(p != end_)) return p;
    return fail(errc::unexpected_end, p, "a value or ']'");
  }
  // p just past an element: returns at the next element's first byte, or
  // at the array's ']' (which close_array() then takes).
  JSONGEN_ALWAYS_INLINE const char* next_element(const char* p) {
    if (JSONGEN_LIKELY(p != end_ && *p == ',')) {
      p = skip_whitespace(p + 1);
      if (JSONGEN_LIKELY(p != end_ && *p != ']')) return p;
      if constexpr (Options::allow_trailing_commas) {
        if (p != end_) return p;  // at the ']'
      }
      return fail_syntax(p, "a value");
    }
    if (JSONGEN_LIKELY(p != end_ && *p == ']')) return p;
    return next_element_slow(p);
  }
  JSONGEN_ALWAYS_INLINE const char* close_array(const char* p) {
    --depth_;
    return p + 1;
  }

  // p at a key's '"': decodes it into `key` (a view of the input, or of the
  // reader's scratch when it has escapes) and returns at the value after
  // its ':'.
  const char* read_key(const char* p, std::string_view& key) {
    const string_result s = read_string_view<Options::utf8>(p + 1, end_, scratch_, key);
    if (JSONGEN_UNLIKELY(s.error != string_error::none)) return fail_string(s);
    p = skip_whitespace(s.ptr);
    if (JSONGEN_UNLIKELY(p == end_ || *p != ':')) return fail_syntax(p, "':'");
    return skip_whitespace(p + 1);
  }

  // A key skipped (checked as read_key checks it, not unescaped), its colon
  // and the whitespace after: returns p at its value.
  const char* skip_key(const char* p) {
    const string_result s = detail::skip_string<Options::utf8>(p + 1, end_);
    if (JSONGEN_UNLIKELY(s.error != string_error::none)) return fail_string(s);
    p = skip_whitespace(s.ptr);
    if (JSONGEN_UNLIKELY(p == end_ || *p != ':')) return fail_syntax(p, "':'");
    return skip_whitespace(p + 1);
  }

  // The literal `word` (true, false, null...) at p, whole: returns past it.
  template <std::size_t N>
  JSONGEN_ALWAYS_INLINE const char* literal(const char* p, const char (&word)[N], const char* expected) {
    constexpr std::size_t n = N - 1;
    if (JSONGEN_LIKELY(static_cast<std::size_t>(end_ - p) >= n && std::memcmp(p, word, n) == 0)) return p + n;
    return fail_literal(p, word, n, expected);
  }

  // Skips the value at p, validating it as strictly as reading would
  // (nesting is limited by max_depth, counting from where the reader is).
  // An object or an array of an indented document (whitespace after its
  // bracket) is skipped a block at a time where there is SIMD
  // (detail/skip_blocks.h); anything that skip does not accept, errors
  // included, is skipped again by skip_value_exact, which says where.
  // Minified text goes to skip_value_exact at once: with a token every few
  // bytes and no whitespace to pass over, going token by token costs less
  // than the blocks' masks (side by side, minified citm: 20% slower read
  // through the blocks, the file as distributed 43% faster).
  // Not with clang: its code for the block skip ran fewer instructions
  // (callgrind, partial citm: -22%) but took longer (side by side, clang 19:
  // the partial citm file read 12% slower); not understood yet.
  JSONGEN_ALWAYS_INLINE const char* skip_value(const char* p) {
#if defined(JSONGEN_HAVE_SIMD) && !defined(__clang__)
    if (end_ - p >= 2 && (*p == '{' || *p == '[') && is_whitespace_byte(p[1]) && depth_ < Options::max_depth) {
      const char* q = skip_container_blocks<Options::utf8>(p, end_, Options::max_depth - depth_);
      if (JSONGEN_LIKELY(q != nullptr)) return q;
    }
#endif
    return skip_value_exact(p);
  }
  const char* skip_value_exact(const char* p);

  // ---- Failures: each records the first error and returns nullptr ------------

  // code at `where`; `expected` says what would have been right there.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail(errc code, const char* where, const char* expected) noexcept {
    if (failure_.code == errc::ok) {
      failure_.code = code;
      failure_.where = where;
      failure_.expected = expected;
    }
    return nullptr;
  }
  // code at `where`, with a message of its own.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_with(errc code, const char* where, std::string detail) noexcept {
    if (failure_.code == errc::ok) {
      fail(code, where, nullptr);
      failure_.detail = std::move(detail);
    }
    return nullptr;
  }
  // Not JSON at `where`: errc::syntax_error, or errc::unexpected_end at the end.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_syntax(const char* where, const char* expected) noexcept {
    return fail(where == end_ ? errc::unexpected_end : errc::syntax_error, where, expected);
  }
  // Something else than `expected` at `where`: errc::wrong_type when it is
  // the start of another JSON value, else as fail_syntax.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_type(const char* where, const char* expected) noexcept {
    if (where != end_ && starts_value(where)) return fail(errc::wrong_type, where, expected);
    return fail_syntax(where, expected);
  }
  // Not the literal `word` at p: cut short by the end, misspelt, or another value.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_literal(const char* p, const char* word, std::size_t n,
                                                         const char* expected) noexcept {
    if (p == end_ || *p != word[0]) return fail_type(p, expected);
    std::size_t same = 0;
    while (same < n && p + same != end_ && p[same] == word[same]) ++same;
    if (p + same == end_) return fail(errc::unexpected_end, end_, expected);
    return fail_with(errc::syntax_error, p + same, "invalid literal " + describe_found(p, end_));
  }
  // A number the parser rejected (read_number.h); its start is `start`.
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_number(const char* start, number_result n,
                                                        const char* expected) noexcept {
    switch (n.error) {
      case number_error::out_of_range: return fail(errc::number_out_of_range, start, expected);
      case number_error::not_integer: return fail(errc::wrong_type, start, expected);
      default: break;
    }
    if (n.ptr != end_ && n.ptr > start && n.ptr[-1] == '0' && n.ptr[0] >= '0' && n.ptr[0] <= '9') {
      return fail_with(errc::syntax_error, n.ptr, "a number has no leading zeros");
    }
    return fail_syntax(n.ptr, "a digit");
  }
  // A string the decoder rejected (read_string.h).
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_string(string_result s) noexcept {
    switch (s.error) {
      case string_error::unterminated: return fail(errc::unexpected_end, s.ptr, "'\"' (the end of the string)");
      case string_error::control_character:
        return fail_with(errc::syntax_error, s.ptr, "a control character in a string must be escaped (\\n, \\u001f)");
      case string_error::invalid_escape:
        return fail_with(errc::syntax_error, s.ptr, "an escape is one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
      case string_error::invalid_unicode_escape:
        return fail_with(errc::syntax_error, s.ptr, "\\u is followed by four hexadecimal digits");
      case string_error::unpaired_surrogate:
        return fail_with(errc::invalid_utf8, s.ptr, "an unpaired surrogate in a \\u escape");
      case string_error::invalid_utf8: {
        static const char hex[] = "0123456789abcdef";
        const unsigned char b = static_cast<unsigned char>(*s.ptr);
        const char text[] = {'0', 'x', hex[b >> 4], hex[b & 15], '\0'};
        return fail_with(errc::invalid_utf8, s.ptr, std::string("the byte ") + text + " is not valid UTF-8 there");
      }
      case string_error::none: break;
    }
    return fail(errc::syntax_error, s.ptr, nullptr);
  }
  // A user-written deserializer threw (jsongen.h's from_json catches it):
  // the non-throwing API reports it, the throwing one rethrows it as it was.
#if JSONGEN_EXCEPTIONS
  JSONGEN_NOINLINE JSONGEN_COLD const char* fail_exception(const char* where, std::exception_ptr e,
                                                           std::string what) noexcept {
    if (failure_.code == errc::ok) {
      fail_with(errc::user_exception, where, std::move(what));
      failure_.exception = std::move(e);
    }
    return nullptr;
  }
#endif

  // ---- The path, on the way out of a failure: each returns nullptr ------------

  template <std::size_t N>
  JSONGEN_NOINLINE JSONGEN_COLD const char* in_field(const char (&key)[N]) noexcept {
    return step(path_entry::kind_field, key, N - 1, 0);
  }
  JSONGEN_NOINLINE JSONGEN_COLD const char* in_field(std::string_view key) noexcept {
    return step(path_entry::kind_field, key.data(), key.size(), 0);
  }
  JSONGEN_NOINLINE JSONGEN_COLD const char* in_index(std::size_t i) noexcept {
    return step(path_entry::kind_index, nullptr, 0, i);
  }
  // A map key as it was in the input (its JSON text, quotes included):
  // `key_start` is at its opening '"'.
  JSONGEN_NOINLINE JSONGEN_COLD const char* in_map_key(const char* key_start) noexcept {
    std::size_t n = 1;
    while (key_start + n < end_ && key_start[n] != '"') n += (key_start[n] == '\\' && key_start + n + 1 < end_) ? 2 : 1;
    if (key_start + n < end_) ++n;
    return step(path_entry::kind_map_key, key_start, n, 0);
  }

  // ---- After the read ----------------------------------------------------------

  bool failed() const { return failure_.code != errc::ok; }
  read_failure& failure() { return failure_; }
  std::string& scratch() { return scratch_; }
  unsigned depth() const { return depth_; }

  // The status of the read: ok, or the first error with its path, position
  // and message. Allocates only on failure.
  JSONGEN_NOINLINE JSONGEN_COLD status failure_status() const;

 private:
  static bool starts_value(const char* p) {
    switch (*p) {
      case '{': case '[': case '"': case '-': case 't': case 'f': case 'n':
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
        return true;
      case 'N': case 'I': return Options::nan == nan_policy::literal;
      default: return false;
    }
  }

  // Options::allow_comments: p at a '/'. Past every comment and the
  // whitespace between them; at a '/' that opens none (a syntax error for
  // the caller to find). An unterminated /* is errc::unexpected_end at its
  // start: the end of the input is returned, where the caller fails too
  // (the first failure stands) or finds the end it expected (so the
  // caller of a whole input checks failed(): from_json.h, read_lines.h).
  JSONGEN_NOINLINE const char* skip_comments(const char* p, unsigned level) {
    while (p != end_ && *p == '/' && p + 1 != end_ && (p[1] == '/' || p[1] == '*')) {
      if (p[1] == '/') {
        const void* nl = std::memchr(p + 2, '\n', static_cast<std::size_t>(end_ - (p + 2)));
        p = nl ? static_cast<const char*>(nl) : end_;
      } else {
        const char* q = p + 2;
        for (;;) {
          const void* star = std::memchr(q, '*', static_cast<std::size_t>(end_ - q));
          if (star == nullptr) {
            fail_with(errc::unexpected_end, p, "a comment that /* opens is not closed by */");
            return end_;
          }
          q = static_cast<const char*>(star) + 1;
          if (q != end_ && *q == '/') break;
        }
        p = q + 1;
      }
      p = skip_whitespace_predicted(p, end_, run_lengths_[level % kRunLevels]);
    }
    return p;
  }

  // (Whitespace after a value comes before the ',' or the closing bracket:
  // indented as the level above.)
  JSONGEN_NOINLINE const char* next_member_slow(const char* p) {
    p = skip_whitespace(p, depth_ - 1);
    if (p != end_ && (*p == ',' || *p == '}')) return next_member(p);
    return fail_syntax(p, "',' or '}'");
  }
  JSONGEN_NOINLINE const char* next_element_slow(const char* p) {
    p = skip_whitespace(p, depth_ - 1);
    if (p != end_ && (*p == ',' || *p == ']')) return next_element(p);
    return fail_syntax(p, "',' or ']'");
  }

  JSONGEN_NOINLINE JSONGEN_COLD const char* step(path_entry::kind_t kind, const char* text, std::size_t length,
                                                 std::size_t index) noexcept {
#if JSONGEN_EXCEPTIONS
    try {
#endif
      failure_.reversed_path.push_back({kind, text ? std::string(text, length) : std::string(), index});
#if JSONGEN_EXCEPTIONS
    } catch (...) {  // no memory for the path: the error itself stands
    }
#endif
    return nullptr;
  }

  const char* begin_;
  const char* end_;
  unsigned depth_ = 0;
  // The length of the last run of whitespace at each level of nesting
  // (levels kRunLevels apart share one): skip_whitespace's prediction.
  static constexpr unsigned kRunLevels = 16;
  std::uint8_t run_lengths_[kRunLevels] = {};
  std::string scratch_;  // keys with escapes
  read_failure failure_;
};

template <class Options>
status basic_reader<Options>::failure_status() const {
  status s;
  s.code = failure_.code;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    s.path = path_string(std::vector<path_entry>(failure_.reversed_path.rbegin(), failure_.reversed_path.rend()));
    const char* where = failure_.where ? failure_.where : begin_;
    s.has_position = true;
    s.offset = static_cast<std::size_t>(where - begin_);
    s.line = 1;
    const char* line_start = begin_;
    for (const char* q = begin_; q != where; ++q) {
      if (*q == '\n') {
        ++s.line;
        line_start = q + 1;
      }
    }
    s.column = static_cast<std::size_t>(where - line_start) + 1;
    if (!failure_.detail.empty()) {
      s.detail = failure_.detail;
    } else if (failure_.code == errc::too_deep) {
      s.detail = "more than " + std::to_string(Options::max_depth) + " objects and arrays nested (max_depth)";
    } else if (failure_.expected != nullptr) {
      s.detail = "expected ";
      s.detail += failure_.expected;
      // The field whose value this is, when the path ends at one.
      if (!failure_.reversed_path.empty() && failure_.reversed_path.front().kind == path_entry::kind_field) {
        s.detail += " for '" + failure_.reversed_path.front().text + "'";
      }
      s.detail += ", found " + describe_found(where, end_);
    }
#if JSONGEN_EXCEPTIONS
  } catch (...) {  // no memory for the message: the code and offset alone
  }
#endif
  return s;
}

// ---- Skipping a value ------------------------------------------------------------

template <class Options>
const char* basic_reader<Options>::skip_value_exact(const char* p) {
  // Which containers are open, innermost last: a bit per level (1: object),
  // in a buffer that grows only past 1024 levels deep.
  std::uint64_t local[16];
  std::vector<std::uint64_t> heap;
  std::uint64_t* kinds = local;
  std::size_t capacity = 16 * 64;
  std::size_t open = 0;
  const unsigned base_depth = depth_;
  for (;;) {
    // A value at p.
    if (JSONGEN_UNLIKELY(p == end_)) return fail(errc::unexpected_end, p, "a value");
    switch (*p) {
      case '"': {
        const string_result s = detail::skip_string<Options::utf8>(p + 1, end_);
        if (JSONGEN_UNLIKELY(s.error != string_error::none)) return fail_string(s);
        p = s.ptr;
        break;
      }
      case '{':
      case '[': {
        if (JSONGEN_UNLIKELY(base_depth + open + 1 > Options::max_depth)) return fail(errc::too_deep, p, nullptr);
        if (open == capacity) {
          heap.assign(kinds, kinds + capacity / 64);
          heap.resize(heap.size() * 2);
          kinds = heap.data();
          capacity *= 2;
        }
        const bool object = *p == '{';
        std::uint64_t& word = kinds[open / 64];
        const std::uint64_t bit = std::uint64_t{1} << (open % 64);
        word = object ? (word | bit) : (word & ~bit);
        ++open;
        p = skip_whitespace(p + 1);
        if (p != end_ && *p == (object ? '}' : ']')) {  // empty
          --open;
          ++p;
          break;
        }
        if (object) {
          if (JSONGEN_UNLIKELY(p == end_ || *p != '"')) return fail_syntax(p, "a key (a string) or '}'");
          p = skip_key(p);
          if (JSONGEN_UNLIKELY(!p)) return p;
        }
        continue;  // the first value inside
      }
      case 't': p = literal(p, "true", "a value"); if (!p) return p; break;
      case 'f': p = literal(p, "false", "a value"); if (!p) return p; break;
      case 'n': p = literal(p, "null", "a value"); if (!p) return p; break;
      default: {
        if (Options::nan == nan_policy::literal && (*p == 'N' || *p == 'I' || (*p == '-' && end_ - p > 1 && p[1] == 'I'))) {
          const char* q = *p == 'N' ? literal(p, "NaN", "a value") : literal(p + (*p == '-'), "Infinity", "a value");
          if (!q) return q;
          p = q;
          break;
        }
        if (*p != '-' && (*p < '0' || *p > '9')) return fail_syntax(p, "a value");
        const number_result n = skip_number(p, end_);  // its grammar: the value is not needed
        if (JSONGEN_UNLIKELY(n.error != number_error::none)) return fail_number(p, n, "a value");
        p = n.ptr;
        break;
      }
    }
    // After a value: the next one of the innermost container, or its end.
    for (;;) {
      if (open == 0) return p;
      const bool object = (kinds[(open - 1) / 64] >> ((open - 1) % 64)) & 1;
      p = skip_whitespace(p);
      if (JSONGEN_UNLIKELY(p == end_)) return fail(errc::unexpected_end, p, object ? "',' or '}'" : "',' or ']'");
      if (*p == ',') {
        p = skip_whitespace(p + 1);
        if constexpr (Options::allow_trailing_commas) {
          if (p != end_ && *p == (object ? '}' : ']')) continue;  // to the closing bracket
        }
        if (object) {
          if (JSONGEN_UNLIKELY(p == end_ || *p != '"')) return fail_syntax(p, "a key (a string)");
          p = skip_key(p);
          if (JSONGEN_UNLIKELY(!p)) return p;
        } else if (JSONGEN_UNLIKELY(p != end_ && *p == ']')) {
          return fail_syntax(p, "a value");
        }
        break;  // to the value
      }
      if (*p == (object ? '}' : ']')) {
        --open;
        ++p;
        continue;
      }
      return fail_syntax(p, object ? "',' or '}'" : "',' or ']'");
    }
  }
}

}  // namespace detail
}  // namespace jsongen
