// boost::json::value as a member: an arbitrary JSON value, written by
// Boost.JSON's serialize() and read by its parser from the value's span.
// The generated headers include this one when a field holds one; it needs
// Boost.JSON (<boost/json.hpp>, and its library or <boost/json/src.hpp> in
// one source of the program).
//
// Reading: the reader first skips the value as strictly as it reads any
// (UTF-8 checked, nesting limited, the error located with its path and
// byte), then Boost.JSON parses exactly that span into the member.
#pragma once

#include <boost/json.hpp>
#include <string>
#include <string_view>

#include "deserializer_core.h"
#include "require_cxx17.h"
#include "serializer.h"

namespace jsongen {

template <>
struct serializer<boost::json::value> {
  template <class W>
  static char* write(W& w, char* p, const boost::json::value& v) {
    const std::string text = boost::json::serialize(v);
    return w.write(p, text.data(), text.size());
  }
};

template <>
struct deserializer<boost::json::value> {
  template <class R>
  static const char* read(R& r, const char* p, boost::json::value& v) {
    const char* end = r.skip_value(p);
    if (end != nullptr) v = boost::json::parse(boost::json::string_view(p, static_cast<std::size_t>(end - p)));
    return end;
  }
};

}  // namespace jsongen
