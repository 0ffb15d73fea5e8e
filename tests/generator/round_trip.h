// The end-to-end cases write their values through jsongen_test::to_json:
// the JSON is read back with from_json into a new value, which must write
// the same bytes. Any failure prints what and where, and exits 1.
//
// The new value is value-initialized where the type allows it (so that
// every field must come from the JSON), else a copy of the original.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>

#include <jsongen/compiled.h>
#include <jsongen/error.h>

namespace jsongen_test {

template <class Options = jsongen::default_options, class T>
std::string to_json(const T& value, const char* what = "value") {
  const std::string text = jsongen::to_json<Options>(value);
  auto fresh = [&value]() -> T {
    if constexpr (std::is_default_constructible<T>::value) {
      (void)value;
      return T{};
    } else {
      return value;
    }
  };
  T copy = fresh();
  const jsongen::status s = jsongen::from_json<Options>(text, copy);
  if (!s) {
    std::fprintf(stderr, "round trip of %s: from_json failed: %s\n  json: %s\n", what, s.message().c_str(), text.c_str());
    std::exit(1);
  }
  const std::string again = jsongen::to_json<Options>(copy);
  if (again != text) {
    std::fprintf(stderr, "round trip of %s: read back, it writes\n  %s\nnot\n  %s\n", what, again.c_str(), text.c_str());
    std::exit(1);
  }
  return text;
}

}  // namespace jsongen_test
