// json_check ACTUAL [EXPECTED]: exits 0 when ACTUAL is one valid JSON
// document (parsed by nlohmann::json, independent of jsongen) and, when
// EXPECTED is given, equal to it as JSON values.
#include <nlohmann/json.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

static bool read(const char* path, nlohmann::json& value) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "json_check: cannot open " << path << "\n";
    return false;
  }
  std::stringstream text;
  text << in.rdbuf();
  try {
    value = nlohmann::json::parse(text.str());
  } catch (const std::exception& e) {
    std::cerr << "json_check: " << path << " is not valid JSON: " << e.what() << "\n";
    return false;
  }
  return true;
}

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: json_check ACTUAL.json [EXPECTED.json]\n";
    return 2;
  }
  nlohmann::json actual;
  if (!read(argv[1], actual)) return 1;
  if (argc == 3) {
    nlohmann::json expected;
    if (!read(argv[2], expected)) return 1;
    if (actual != expected) {
      std::cerr << "json_check: " << argv[1] << " differs from " << argv[2] << "\n"
                << "  actual:   " << actual.dump() << "\n  expected: " << expected.dump() << "\n";
      return 1;
    }
  }
  return 0;
}
