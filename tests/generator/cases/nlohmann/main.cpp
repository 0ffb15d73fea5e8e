#include <cstdio>

#include "conventions.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  legacy::Record r;
  r.name = "probe \"A\"";
  r.mode = legacy::Mode::on;
  r.channel = legacy::blue;
  r.readings = {{'K', 0.1f, 0.1, -3}, {'\x7f', -1.5f, 1e300, 127}};
  r.by_line = {{-2, "minus"}, {10, "ten"}};
  r.gains = {{legacy::green, 0.3f}};
  r.per_mode = {{legacy::Mode::unset, 0}, {legacy::Mode::off, 2}};
  r.tags = {{"b", 2}, {"a", 1}, {"a", 9}};
  r.codes = {'z', 'a'};
  r.deep = {{{'q', {1.0f, 0.2f}}}, {}};
  r.initials = {{"only", 'o'}};
  r.internal_counter = 99;
  // A missing member of a _WITH_DEFAULT type takes its default.
  legacy::Defaults d;
  d.retries = 7;
  d.host = "elsewhere";
  if (!jsongen::from_json(R"({"host":"example.org"})", d)) return 1;
  const std::string text = "[" + jsongen_test::to_json(r) + "," + jsongen_test::to_json(d) + "]";
  std::puts(text.c_str());
}
