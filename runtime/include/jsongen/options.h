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

struct default_options {
  static constexpr bool pretty = false;  // newlines and indentation
  static constexpr unsigned indent = 2;  // spaces per level when pretty
  static constexpr nan_policy nan = nan_policy::null;
  static constexpr utf8_policy utf8 = utf8_policy::error;
};

// Pretty printing with `Indent` spaces per level.
template <unsigned Indent = 2>
struct pretty_options : default_options {
  static constexpr bool pretty = true;
  static constexpr unsigned indent = Indent;
};

}  // namespace jsongen
