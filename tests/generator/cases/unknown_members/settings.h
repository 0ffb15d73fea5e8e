#pragma once
#include <jsongen/jsongen.h>
#include <jsongen/raw_json.h>

#include <map>
#include <string>
#include <vector>

// A program that reads and writes a newer version of its format: the
// members it does not know are kept and written back after its own.
namespace app {

struct JSONGEN_SERIALIZE Window {
  int width = 0;
  int height = 0;
  std::map<std::string, jsongen::raw_json> rest JSONGEN_UNKNOWN_MEMBERS;
};

struct JSONGEN_SERIALIZE Settings {
  std::string theme;
  std::vector<Window> windows;
  std::map<std::string, jsongen::raw_json> newer JSONGEN_UNKNOWN_MEMBERS;
};

// Only unknown members: every member is kept.
struct JSONGEN_SERIALIZE Anything {
  std::map<std::string, jsongen::raw_json> members JSONGEN_UNKNOWN_MEMBERS;
};

}  // namespace app
