#include <string>

#include <jsongen/jsongen.h>

struct Point {
  int x;
  int y;
};

std::string write(const Point& p) { return jsongen::to_json(p); }
