#pragma once
#include <jsongen/jsongen.h>
#include <jsongen/raw_json.h>

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

// Members that hold any JSON value: carried through as text
// (jsongen::raw_json, no dependency) or as nlohmann's DOM, at any depth.
namespace protocol {

struct JSONGEN_SERIALIZE Request {
  int id = 0;
  std::string method;
  jsongen::raw_json params;                // exactly as read, whitespace inside included
  std::optional<jsongen::raw_json> trace;  // absent or null: empty
  std::vector<jsongen::raw_json> batch;
  std::map<std::string, jsongen::raw_json> extensions;
};

struct JSONGEN_SERIALIZE Event {
  std::string kind;
  nlohmann::json data;
  nlohmann::ordered_json ordered;  // keeps the input's key order
  std::optional<nlohmann::json> adapter_data;
  std::vector<nlohmann::json> history;
  std::unique_ptr<nlohmann::json> detail;
};

}  // namespace protocol
