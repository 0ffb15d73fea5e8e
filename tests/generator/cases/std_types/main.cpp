#include <cstdio>

#include "std_types.json.h"

int main() {
  static const Leaf leaf{9};
  StdTypes v{{1, "one"},
             {true, 0.25, "t", Leaf{3}},
             {},
             {1, 2},
             {"a", "b"},
             {5, 6, 7},
             {3, 1, 2},
             {2, 1, 2},
             {4},
             std::make_unique<Leaf>(Leaf{1}),
             nullptr,
             std::make_shared<std::vector<int>>(std::vector<int>{8}),
             &leaf,
             nullptr,
             {{-1, "minus"}, {10, "ten"}},
             {{18446744073709551615ull, true}},
             {{Day::Tue, 2}, {Day::Mon, 1}, {static_cast<Day>(7), 7}},
             {{-5, Leaf{5}}}};
  std::puts(jsongen::to_json(v).c_str());
}
