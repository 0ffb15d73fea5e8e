// A wide string_view would not own what is read.
// expect: cannot read into a wide string_view
#include <jsongen/jsongen.h>

#include <string_view>
void f() {
  std::u16string_view v;
  (void)jsongen::from_json("\"x\"", v);
}
