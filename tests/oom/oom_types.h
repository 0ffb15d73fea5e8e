// A value for the out-of-memory tests (oom_test.cpp): nested containers,
// strings that need escapes, optionals, pointers, variants and maps, so that
// writing it grows the output buffer many times, and with path tracking
// (after an error) allocates for the path too.
#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace oom {

enum class Kind { Plain, Fancy JSONGEN_RENAME("fancy \"one\"") };

struct JSONGEN_SERIALIZE Item {
  std::uint64_t id;
  std::string name;
  std::optional<double> price;
  std::vector<std::string> tags;
  Kind kind;
};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Order {
  std::string customer;
  std::vector<Item> items;
  std::map<std::string, std::vector<double>> history;
  std::map<int, Item> by_number;
  std::unique_ptr<Item> featured;
  std::variant<std::monostate, std::int64_t, std::string, Item> extra;
  std::optional<std::string> note;
};

}  // namespace oom
