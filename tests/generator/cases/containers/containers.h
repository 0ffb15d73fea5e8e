#pragma once
#include <jsongen/jsongen.h>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

struct JSONGEN_SERIALIZE Point {
  int x;
  int y;
};

struct JSONGEN_SERIALIZE Containers {
  std::vector<int> empty;
  std::vector<std::string> words;
  std::vector<bool> flags;
  std::array<double, 3> triple;
  int grid[2][3];
  char name[8];
  char full[3];
  std::optional<int> some;
  std::optional<int> nothing;
  std::optional<Point> where;
  std::map<std::string, int> counts;
  std::unordered_map<std::string, Point> one;
  std::vector<std::optional<Point>> maybe_points;
  std::map<std::string, std::vector<int>> lists;
  std::vector<std::vector<Point>> rows;
};
