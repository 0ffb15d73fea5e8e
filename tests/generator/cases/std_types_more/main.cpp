#include <cstdio>

#include "more.json.h"
#include "round_trip.h"  // Flags read back and written again

int main() {
  using namespace std::chrono_literals;
  static const int ints[] = {1, 2, 3};
  static const more::Sample samples[] = {{4}, {5}};
  static const more::Tagged<more::Unit> tagged[] = {{more::Unit::s}};
  const more::Sample referred{6};
  more::Everyday v{ints,
                   samples,
                   tagged,
                   1500ms,
                   std::chrono::duration<double>(0.25),
                   std::nullopt,
                   {2min, 3min},
                   more::Millis(1709622489123ms),
                   std::chrono::time_point<std::chrono::system_clock, std::chrono::seconds>(0s),
                   more::Millis(-1ms),
                   "dir/file.txt",
                   {},
                   {"a", "b/c"},
                   {{"k", 2}, {"k", 1}, {"j", 0}},
                   {{7, more::Unit::ms}},
                   {},
                   42,
                   more::Unit::s,
                   std::cref(referred),
                   {std::cref(referred), std::cref(samples[0])},
                   {{'a', 1}}};
  more::Flags flags;
  flags.raised.test_and_set();
  flags.after = 1;
  const std::string text = "[" + jsongen::to_json(v) + "," + jsongen_test::to_json(flags) + "]";
  std::puts(text.c_str());
}
