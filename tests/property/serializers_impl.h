// Definitions for serializers.h; include after the generated header.
#pragma once

#include "serializers.h"

namespace prop_test {

template <class Options, class T>
jsongen::status serialize(const T& v, std::string& out) {
  return jsongen::try_to_json<Options>(v, out);
}

template <class T>
void serialize_throwing(const T& v, std::string& out) {
  jsongen::to_json(v, out);
}

#define PROP_TEST_INSTANTIATE_ONE(Options, T) template jsongen::status serialize<Options, T>(const T&, std::string&);

}  // namespace prop_test
