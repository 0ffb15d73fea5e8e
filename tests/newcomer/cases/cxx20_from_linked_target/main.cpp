#include <iostream>

#include "sensor.json.h"

int main() { std::cout << jsongen::to_json(plant::Sensor{"boiler"}) << '\n'; }
