// Compiled as C++23 (cxxflags), where the writer grows its std::string with
// resize_and_overwrite and never zero-fills: every way of handing it a
// buffer must give the same bytes.
#pragma once

#include <jsongen/jsongen.h>

#include <cstdint>
#include <string>
#include <vector>

struct JSONGEN_SERIALIZE Line {
  std::int64_t number = 0;
  std::string text;
  std::vector<std::int32_t> marks;
};

struct JSONGEN_SERIALIZE Document {
  std::string title;
  std::vector<Line> lines;
};
