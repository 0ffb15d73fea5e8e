#include <cstdio>

#include "templates.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  Uses u;
  u.ints.origin = 1;
  u.ints.value = 2;
  u.ints.more = {3};
  u.nested.origin = 4;
  u.nested.value.origin = 5;
  u.nested.value.value = 0.5;
  u.special.special = 6;
  u.pair.key = "k";
  u.pair.value.origin = 7;
  u.pair.value.value = 8;
  tmpl::Box<float> f;
  f.origin = 9;
  f.value = 1.25f;
  std::string text = "[" + jsongen_test::to_json(u) + "," + jsongen_test::to_json(f) + "," +
                     jsongen_test::to_json(tmpl::Arr<3>()) + "," + jsongen_test::to_json(tmpl::Arr<-4>()) + "," +
                     jsongen_test::to_json(tmpl::Tagged<tmpl::Kind::b, tmpl::Arr<3>>()) + "," +
                     jsongen_test::to_json(tmpl::Many<'x', true, 18446744073709551615ull>()) + "," +
                     jsongen_test::to_json(tmpl::Derived()) + "]";
  std::puts(text.c_str());
}
