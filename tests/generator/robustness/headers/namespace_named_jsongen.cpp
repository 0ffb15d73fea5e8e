#include <iostream>

#include "namespace_named_jsongen.json.h"

int main() { std::cout << jsongen::to_json(app::jsongen::Config{3}); }
