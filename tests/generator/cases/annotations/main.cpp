#include <cstdio>

#include "annotations.json.h"

int main() {
  Annotated a{{1, std::make_unique<int>(2), "t", {3}, {{"k", 4}}, "abc", "c", std::nullopt},
              {std::nullopt, nullptr, "", {}, {}, "", "", std::nullopt},
              {std::nullopt, 1, nullptr, nullptr, {}},
              {5, 2, "b", std::make_shared<int>(3), {1}},
              {1, 2, 3},
              {4, 5},
              {6},
              {7, 8},
              {9},
              Color::LightBlue,
              Color::LightBlue,
              Color::DarkRed,
              std::nullopt,
              {{Color::DarkRed, 1}},
              money::Amount(1205),
              {money::Amount(7), std::nullopt},
              "quiet",
              {{1, 2}},
              money::Ledger<money::Amount>{{money::Amount(5)}}};
  std::puts(jsongen::to_json(a).c_str());
}
