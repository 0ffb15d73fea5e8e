// Options for writing and reading, chosen at compile time so that the
// default (minified, strict) path pays nothing for the others. One options
// type serves both directions: what a policy writes (NaN as a literal, say)
// is what from_json with the same options accepts.
//
//   struct my_options : jsongen::default_options {
//     static constexpr bool pretty = true;
//     static constexpr unsigned indent = 4;
//     static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;
//   };
//   jsongen::to_json<my_options>(value, out);
#pragma once

#include "require_cxx17.h"

namespace jsongen {

// What NaN and the infinities become; JSON has no number for them. Reading
// a float or double accepts what the policy writes:
enum class nan_policy {
  null,     // null (the default); read back as a quiet NaN
  error,    // a serialization error (errc::non_finite_number); reading: numbers only
  literal,  // NaN, Infinity and -Infinity, as JavaScript's JSON5 reads them: not strict JSON
};

// What a string that is not valid UTF-8 becomes.
enum class utf8_policy {
  error,    // a serialization error naming the field (the default)
  replace,  // each maximal ill-formed subsequence becomes U+FFFD
  pass,     // the bytes are copied unchanged (the output may not be valid JSON text)
};

// How a std::chrono::duration is written.
enum class duration_format {
  ticks,    // its count(), in its own period (the default)
  seconds,  // seconds, as a double
};

// How std::multimap and std::unordered_multimap are written.
enum class multimap_format {
  pairs,          // an array of [key, value] pairs (the default: any key, nothing lost)
  repeated_keys,  // an object that repeats a key once per value
};

// Reading: a key that no field of the struct has.
enum class unknown_key_policy {
  skip,   // its value is validated and skipped (the default)
  error,  // errc::unknown_field
};

// Reading: a field that the input does not have. std::optional fields,
// pointers and fields written JSONGEN_OMIT_EMPTY or JSONGEN_OMIT_NULL
// are never required: they are reset (empty, null) when absent.
enum class missing_field_policy {
  error,  // errc::missing_field (the default)
  keep,   // every absent field keeps the value it had
};

// Reading: a key that appears twice in one object (also a map's key).
enum class duplicate_key_policy {
  error,      // errc::duplicate_key (the default)
  last_wins,  // the later value replaces the earlier one
};

struct default_options {
  static constexpr bool pretty = false;  // newlines and indentation
  static constexpr unsigned indent = 2;  // spaces per level when pretty
  static constexpr nan_policy nan = nan_policy::null;
  static constexpr utf8_policy utf8 = utf8_policy::error;
  // U+2028 and U+2029 as \u2028 and \u2029, for JSON embedded in JavaScript or HTML.
  static constexpr bool escape_line_separators = false;
  // Control characters as \u001F rather than \u001f.
  static constexpr bool uppercase_hex = false;
  static constexpr duration_format durations = duration_format::ticks;
  static constexpr multimap_format multimaps = multimap_format::pairs;
  // Reading (from_json):
  static constexpr unknown_key_policy unknown_keys = unknown_key_policy::skip;
  static constexpr missing_field_policy missing_fields = missing_field_policy::error;
  static constexpr duplicate_key_policy duplicate_keys = duplicate_key_policy::error;
  // Objects and arrays nested deeper than this are errc::too_deep: the
  // reader's stack use is bounded whatever the input.
  static constexpr unsigned max_depth = 512;
  // Lenient input, for files people write by hand (configuration): not
  // JSON, so off by default, where a comment or a trailing comma is a
  // syntax error. Comments: `// to the end of the line` and `/* ... */`
  // wherever whitespace may be (an unterminated one is errc::unexpected_end
  // at its start). Trailing commas: one ',' before an object's '}' or an
  // array's ']' ([1,2,] {"a":1,}); never alone ([,] {,}).
  static constexpr bool allow_comments = false;
  static constexpr bool allow_trailing_commas = false;
};

// Lenient input: comments and trailing commas (see default_options).
struct lenient_options : default_options {
  static constexpr bool allow_comments = true;
  static constexpr bool allow_trailing_commas = true;
};

// Pretty printing with `Indent` spaces per level.
template <unsigned Indent = 2>
struct pretty_options : default_options {
  static constexpr bool pretty = true;
  static constexpr unsigned indent = Indent;
};

}  // namespace jsongen
