// Output options, chosen at compile time so that the default (minified)
// path pays nothing for the others:
//
//   struct my_options : jsongen::default_options {
//     static constexpr bool pretty = true;
//     static constexpr unsigned indent = 4;
//     static constexpr jsongen::nan_policy nan = jsongen::nan_policy::literal;
//   };
//   jsongen::to_json<my_options>(value, out);
#pragma once

namespace jsongen {

// What NaN and the infinities become; JSON has no number for them.
enum class nan_policy {
  null,     // null (the default)
  error,    // a serialization error (errc::non_finite_number)
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
};

// Pretty printing with `Indent` spaces per level.
template <unsigned Indent = 2>
struct pretty_options : default_options {
  static constexpr bool pretty = true;
  static constexpr unsigned indent = Indent;
};

}  // namespace jsongen
