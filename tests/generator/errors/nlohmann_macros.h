// options: --nlohmann
// expect: nlohmann_macros.h:31:61: error: NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE lists 'nope', which is not a data member of 'Listed' or of its bases
// expect: nlohmann_macros.h:29:7: error: field 'hidden' of 'Listed' is not listed in its NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE, so it is not written and its jsongen annotations have no effect
// expect: nlohmann_macros.h:22:51: error: jsongen --nlohmann cannot read this NLOHMANN_JSON_SERIALIZE_ENUM: jsongen takes a string literal or nullptr for each enumerator's JSON value, found '1'
// expect: nlohmann_macros.h:19:59: error: NLOHMANN_JSON_SERIALIZE_ENUM maps 'x', which is not an enumerator of 'Color'
// expect: nlohmann_macros.h:36:3: error: NLOHMANN_DEFINE_TYPE_INTRUSIVE in a class template: jsongen --nlohmann reads the macros of classes and enums, not of templates
// expect: nlohmann_macros.h:44:7: error: field 'secret' of '
// expect: Private' is not public; add JSONGEN_FRIEND inside the class so the generated code may read it, or mark the field JSONGEN_SKIP (without JSONGEN_FRIEND, jsongen reaches it only in the .json.cpp of a struct of the input, and it is in an unnamed namespace, so its serializer is defined in the header)
// expect: nlohmann_macros.h:52:44: error: NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE lists members by name; jsongen --nlohmann cannot read this one
#pragma once
#include <jsongen/jsongen.h>
#include <nlohmann/json.hpp>

#include <string>

enum class Other { x };

enum class Color { red, green };
NLOHMANN_JSON_SERIALIZE_ENUM(Color, {{Color::red, "red"}, {Other::x, "x"}})

enum class Size { small, large };
NLOHMANN_JSON_SERIALIZE_ENUM(Size, {{Size::small, 1}, {Size::large, "large"}})

struct Listed {
  int id = 0;
  Color color = Color::red;
  Size size = Size::small;
  JSONGEN_RENAME("h")
  int hidden = 0;
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Listed, id, color, size, nope)

template <class T>
struct Box {
  T value;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Box, value)
};

namespace {  // its serializer is defined in the header: JSONGEN_FRIEND reaches private members
class Private {
 public:
  int shown = 0;
 private:
  int secret = 0;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Private, shown, secret)
};
}  // namespace

struct Odd {
  int a[2] = {0, 0};
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Odd, a, (a))
