// jsongen::raw_json: one JSON value kept as its text, for a member whose
// content the program carries without looking into it (a protocol's
// `params` or `data`, an extension point, a newer format's payload).
//
//   struct JSONGEN_SERIALIZE Request { std::string method; jsongen::raw_json params; };
//   // reading {"method":"open","params":{"uri":"a.txt","flags":[1,2]}}
//   // keeps params.text() == R"({"uri":"a.txt","flags":[1,2]})", written back as is.
//
// Its text is always one valid JSON value (RFC 8259, UTF-8): reading checks
// it as strictly as any value (the span is skipped by the reader's own
// skipping, then copied), and a raw_json made from text checks it too, so
// that writing it can never produce invalid JSON. The text is kept as it
// was, whitespace inside the value included; what surrounds it is not.
// A default raw_json is `null`.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

#include "config.h"
#include "deserializer_core.h"
#include "error.h"
#include "options.h"
#include "reader.h"
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {

class raw_json {
 public:
  raw_json() = default;  // null
  // The text of one JSON value (whitespace around it is dropped); throws
  // jsongen::error, located in `text`, when it is not exactly one value.
  explicit raw_json(std::string_view text) {
    status s = assign(text);
    if (s) return;
#if JSONGEN_EXCEPTIONS
    throw error(s);
#else
    std::fprintf(stderr, "%s\n", s.message().c_str());
    std::abort();
#endif
  }
  // The same without exceptions: on failure the value is left as it was.
  [[nodiscard]] status assign(std::string_view text) {
    detail::basic_reader<default_options> r(text.data(), text.data() + text.size());
    const char* begin = r.skip_whitespace(r.begin());
    const char* end = r.skip_value(begin);
    if (end != nullptr && r.skip_whitespace(end) != r.end()) {
      r.fail_with(errc::syntax_error, r.skip_whitespace(end), "expected one JSON value, found more after it");
      end = nullptr;
    }
    if (end == nullptr) return r.failure_status();
    text_.assign(begin, static_cast<std::size_t>(end - begin));
    return {};
  }

  // The value's text: one valid JSON value.
  const std::string& text() const noexcept { return text_; }
  bool is_null() const noexcept { return text_ == "null"; }

  friend bool operator==(const raw_json& a, const raw_json& b) noexcept { return a.text_ == b.text_; }
  friend bool operator!=(const raw_json& a, const raw_json& b) noexcept { return a.text_ != b.text_; }

 private:
  template <class, class>
  friend struct deserializer;
  std::string text_ = "null";
};

template <>
struct serializer<raw_json> {
  template <class W>
  static char* write(W& w, char* p, const raw_json& v) {
    return w.write(p, v.text().data(), v.text().size());
  }
  // Its text is valid JSON already: writing it cannot fail.
  template <class L>
  static bool locate(L&, const raw_json&) {
    return false;
  }
};

template <>
struct deserializer<raw_json> {
  // The value at p, checked as strictly as reading it would be, copied.
  template <class R>
  static const char* read(R& r, const char* p, raw_json& v) {
    const char* end = r.skip_value(p);
    if (end != nullptr) v.text_.assign(p, static_cast<std::size_t>(end - p));
    return end;
  }
};

}  // namespace jsongen
