// nlohmann::json (and nlohmann::ordered_json, any nlohmann::basic_json) as
// a member: an arbitrary JSON value, written by nlohmann's dump() and read
// by nlohmann's parser from the value's span. The generated headers include
// this one when a field holds one; it needs <nlohmann/json.hpp>, which only
// a program that uses nlohmann::json has.
//
// Reading: the reader first skips the value as strictly as it reads any
// (UTF-8 checked, nesting limited, the error located with its path and
// byte), then nlohmann parses exactly that span into the member, so the
// input's own errors are jsongen's, located in the whole document.
// Writing: dump() as nlohmann writes it (its number formats, its escapes);
// invalid UTF-8 in a string makes dump() throw, which is reported as a
// user's exception at the member's path.
#pragma once

#include <nlohmann/json.hpp>
#include <type_traits>

#include "deserializer_core.h"
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {

template <class T>
struct serializer<T, std::enable_if_t<nlohmann::detail::is_basic_json<T>::value>> {
  template <class W>
  static char* write(W& w, char* p, const T& v) {
    const std::string text = v.dump();
    return w.write(p, text.data(), text.size());
  }
};

template <class T>
struct deserializer<T, std::enable_if_t<nlohmann::detail::is_basic_json<T>::value>> {
  template <class R>
  static const char* read(R& r, const char* p, T& v) {
    const char* end = r.skip_value(p);
    if (end != nullptr) v = T::parse(p, end);
    return end;
  }
};

}  // namespace jsongen
