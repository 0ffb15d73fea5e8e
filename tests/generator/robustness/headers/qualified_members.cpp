#include <iostream>

#include "qualified_members.json.h"

int Qualified::instances = 0;
int OnlyStatic::counter = 0;

int main() {
  Qualified q{7, 8, "cached", "name"};
  std::cout << "[" << jsongen::to_json(q) << "," << jsongen::to_json(OnlyStatic{}) << "]";
}
