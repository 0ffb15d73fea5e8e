#include <cstdio>

#include "round_trip.h"  // every value read back and written again

// Written with options other than the defaults: the definitions, which the
// split layout keeps in the .json.inl.h (the header-only one in the .json.h).
#if __has_include("variants.json.inl.h")
#include "variants.json.inl.h"
#else
#include "variants.json.h"
#endif

int main() {
  Variants v;
  v.plain_int = 7;
  v.plain_struct = shapes::Circle{1.5};
  v.plain_none = std::monostate{};
  v.external = shapes::Square{2, "sq"};
  v.external_int = 42;
  v.internal = shapes::Circle{0.5};
  v.internal_empty = shapes::Empty{};
  v.internal_none = std::monostate{};
  v.list = {true, 2.5};
  TaggedInside inside{shapes::Square{1, "s"},
                      std::nullopt,
                      {shapes::Circle{2}, std::string("text")},
                      {std::monostate{}, shapes::Circle{3}, shapes::Square{4, "q"}},
                      {},
                      {{5, std::string("five")}}};
  TaggedInside small{std::nullopt, shapes::Circle{1}, {shapes::Circle{2}}, {}, {}, {{1, 2}}};
  // The path of an error inside a tagged container's variant.
  TaggedInside bad = small;
  bad.drawn = {shapes::Circle{1}, shapes::Square{2, "\xff"}};
  std::string out;
  const jsongen::status st = jsongen::try_to_json(bad, out);
  std::string text = "[" + jsongen_test::to_json(v) + "," + jsongen_test::to_json<jsongen::pretty_options<2>>(v.internal) +
                     "," + jsongen_test::to_json(inside) + "," + jsongen_test::to_json<jsongen::pretty_options<2>>(small) +
                     ",\"" + st.message() + "\"]";
  std::puts(text.c_str());
}
