// Text shared by every emitter: C++ literals of JSON bytes, guard names, and
// a line writer. Nothing here knows about the model.
#pragma once

#include <fmt/format.h>

#include <iterator>
#include <string>
#include <string_view>
#include <utility>

namespace jsongen {

// The bytes of a JSON string's inside: quote, backslash and control bytes escaped.
std::string json_escape(std::string_view text);

// A C++ string literal holding exactly `bytes`. Bytes outside printable ASCII
// become three-digit octal escapes, which cannot run into a following digit.
std::string cpp_literal(std::string_view bytes);

// The literal a key is written with: separator, quoted key, colon.
std::string key_literal(char separator, const std::string& key);

// The literal of a JSON string value.
std::string string_literal(const std::string& text);

// A macro name unique to `name`, so that several generated headers can each
// define a shared serializer and only the first one counts.
std::string guard_macro(std::string_view prefix, std::string_view name);

// Appends indented lines to a string.
class CodeWriter {
 public:
  explicit CodeWriter(std::string& out) : out_(&out) {}

  template <class... Args>
  void line(int indent, fmt::format_string<Args...> format, Args&&... args) {
    out_->append(static_cast<std::size_t>(indent) * 2, ' ');
    fmt::format_to(std::back_inserter(*out_), format, std::forward<Args>(args)...);
    *out_ += '\n';
  }
  void blank() { *out_ += '\n'; }
  void text(std::string_view text) { out_->append(text); }

 private:
  std::string* out_;
};

}  // namespace jsongen
