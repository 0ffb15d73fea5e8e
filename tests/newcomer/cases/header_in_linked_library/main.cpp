#include <iostream>

#include "geo/point.json.h"

int main() { std::cout << jsongen::to_json(geo::Point{51.5, -0.1}) << '\n'; }
