#include <cstdio>
#include <memory>

#include "floats.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  widen::Sensor s;
  s.gain = 0.1f;
  s.exact = 0.1;
  s.samples = {0.2f, 1.5f, -3.0e-5f};
  s.offset = 0.3f;
  s.by_axis = {{"x", 0.7f}, {"y", 16777217.0f}};
  s.range = {{-0.1f, 100.25f}};
  s.calibrated = {3, 2.2f};
  s.spare = std::make_unique<float>(1e30f);
  s.count = 4;
  widen::Sensor empty;
  widen::Reading r;
  r.shortest = 0.1f;
  r.widened = 0.1f;
  const std::string text =
      "[" + jsongen_test::to_json(s) + "," + jsongen_test::to_json(empty) + "," + jsongen_test::to_json(r) + "]";
  std::puts(text.c_str());
}
