#include <iostream>

#include "tracker/model.json.h"

int main() { std::cout << jsongen::to_json(tracker::Issue{38, "first run"}) << '\n'; }
