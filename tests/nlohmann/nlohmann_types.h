// Types declared for nlohmann::json the way its users declare them, which
// jsongen --nlohmann generates for without an edit: each macro's members,
// nlohmann's enum tables, and nlohmann's conventions for chars, floats and
// maps (docs/nlohmann.md).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "adapters.h"
#include "wrapped_macros.h"

namespace shop {

// A table with a null entry and every value listed.
enum class Status { unknown, active, suspended, closed };
NLOHMANN_JSON_SERIALIZE_ENUM(Status, {
                                         {Status::unknown, nullptr},
                                         {Status::active, "active"},
                                         {Status::suspended, "on hold"},
                                         {Status::closed, "closed"},
                                     })

// An unscoped enum whose table leaves a value out (written as the first
// entry) and names a value twice (the first name is written).
enum Level { low = 1, mid = 5, high = 9 };
NLOHMANN_JSON_SERIALIZE_ENUM(Level, {{low, "low"}, {high, "high"}, {high, "top"}})

// No table: its number, as nlohmann::json writes enums.
enum class Priority : std::uint8_t { p0, p1, p2 };

struct Item {
  std::string sku;
  char grade = 'a';
  float weight = 0;
  double price = 0;
  std::int64_t stock = 0;
  std::uint8_t flags = 0;
  std::int8_t delta = 0;
  bool active = false;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Item, sku, grade, weight, price, stock, flags, delta, active)
};

struct Order {
  std::uint64_t id = 0;
  Status status = Status::active;
  Level level = low;
  Priority priority = Priority::p0;
  std::vector<Item> items;
  std::map<std::string, float> totals;
  std::map<int, std::string> notes_by_line;
  std::map<Priority, int> counts;
  std::map<Status, std::string> by_status;
  std::multimap<std::string, int> tags;
  std::set<char> codes;
  std::array<char, 3> currency{{'E', 'U', 'R'}};
  std::pair<char, float> corner{'x', 0.0f};
  std::tuple<int, char, std::string> triple;
  std::vector<std::vector<float>> matrix;
  std::unordered_map<std::string, std::vector<char>> blobs;
  std::map<std::int64_t, std::map<char, double>> nested;
  std::vector<std::pair<std::string, Level>> levels;
  vendor::Point origin;
  std::vector<vendor::Point> path;
  std::function<void()> on_change;  // not in the macro: not in the JSON
  std::string cache;                // neither
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Order, id, status, level, priority, items, totals, notes_by_line, counts,
                                   by_status, tags, codes, currency, corner, triple, matrix, blobs, nested, levels,
                                   origin, path)

// Members the JSON lacks keep the defaults.
struct Settings {
  int retries = 3;
  std::string mode = "fast";
  std::vector<int> ports{80, 443};
  float ratio = 0.5f;
  Status status = Status::closed;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE_WITH_DEFAULT(Settings, retries, mode, ports, ratio, status)
};

// A base's members, listed by the derived type's macro, in the macro's order.
struct Base {
  int base_id = 0;
  char tag = 'b';
};
struct Derived : Base {
  std::string name;
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Derived, name, base_id, tag)

// A derived type that declares a base's member again: the derived one hides
// the base's, as in C++, and is the one written and read.
struct Switch {
  bool enabled = false;
  int channel = 0;
};
struct Relay : Switch {
  bool enabled = true;
  std::string label;
};
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Relay, enabled, channel, label)

// Members of any JSON value (protocol code's params and data).
struct Envelope {
  std::string method;
  nlohmann::json params;
  std::vector<nlohmann::json> batch;
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Envelope, method, params, batch)
};

// Private members that the macro lists (the friend functions it declares
// may read them): jsongen reaches them without JSONGEN_FRIEND, through
// member pointers that nlohmann_types.json.cpp's explicit instantiations take.
class Vault {
 public:
  std::string label;
  void set(std::int64_t balance, std::vector<std::string> keys, float rate, Status status) {
    balance_ = balance;
    keys_ = std::move(keys);
    rate_ = rate;
    status_ = status;
  }

 private:
  std::int64_t balance_ = 0;
  std::vector<std::string> keys_;
  float rate_ = 0;  // written as nlohmann widens it

 protected:
  Status status_ = Status::unknown;

 public:
  NLOHMANN_DEFINE_TYPE_INTRUSIVE(Vault, label, balance_, keys_, rate_, status_)
};

}  // namespace shop
