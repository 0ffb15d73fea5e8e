// A model header as the README has users write it: the annotation macros
// only, not the runtime.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shop {

enum class Tier { Basic, Silver, Gold };
enum class JSONGEN_ENUM_AS_NUMBER Code { A = 1, B = 2 };

struct JSONGEN_SERIALIZE Line {
  std::string sku;
  std::uint32_t quantity = 0;
  double price = 0;
};

struct JSONGEN_SERIALIZE Order {
  std::uint64_t id = 0;
  std::string customer JSONGEN_RENAME("customer_name");
  std::optional<std::string> note;
  Tier tier = Tier::Basic;
  Code code = Code::A;
  std::vector<Line> lines;
  std::map<Tier, int> counts;
  std::map<std::string, std::vector<Line>> by_store;
};

}  // namespace shop
