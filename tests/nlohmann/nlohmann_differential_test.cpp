// jsongen --nlohmann against nlohmann::json itself, on random values of the
// types nlohmann_types.h declares with nlohmann's macros: jsongen writes the
// JSON value nlohmann::json writes, reads what nlohmann::json writes, and
// nlohmann::json reads what jsongen writes.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iostream>
#include <limits>
#include <string>

#include "nlohmann_types.json.h"
#include "wrapped_macros.json.h"

namespace {

// splitmix64: the same values on every platform.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

 private:
  std::uint64_t state_;
};

// Values that lean towards the edges: extremes, NaN and infinities (both
// libraries write null), subnormals, every byte of a char, escapes and
// multi-byte UTF-8 in strings.
void fill(Random& r, bool& v) { v = r.next() & 1; }
void fill(Random& r, char& v) { v = static_cast<char>(r.next()); }
template <class T>
std::enable_if_t<std::is_integral<T>::value && !std::is_same<T, bool>::value && !std::is_same<T, char>::value> fill(
    Random& r, T& v) {
  switch (r.below(4)) {
    case 0: v = std::numeric_limits<T>::min(); break;
    case 1: v = std::numeric_limits<T>::max(); break;
    case 2: v = static_cast<T>(r.below(100)); break;
    default: v = static_cast<T>(r.next()); break;
  }
}
template <class T>
std::enable_if_t<std::is_floating_point<T>::value> fill(Random& r, T& v) {
  switch (r.below(8)) {
    case 0: v = std::numeric_limits<T>::quiet_NaN(); break;
    case 1: v = (r.next() & 1 ? 1 : -1) * std::numeric_limits<T>::infinity(); break;
    case 2: v = std::numeric_limits<T>::denorm_min(); break;
    case 3: v = std::numeric_limits<T>::max(); break;
    case 4: v = static_cast<T>(static_cast<double>(r.below(1000)) / 10); break;
    default: {
      std::uint64_t bits = r.next();
      if (sizeof(T) == 4) {
        std::uint32_t narrow = static_cast<std::uint32_t>(bits);
        std::memcpy(&v, &narrow, 4);
      } else {
        std::memcpy(&v, &bits, sizeof v);
      }
      break;
    }
  }
}
void fill(Random& r, std::string& v) {
  static const char* const pieces[] = {"a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\x01", "\x1f", "\x7f",
                                       "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "key", "on hold"};
  v.clear();
  const std::size_t n = r.below(12);
  for (std::size_t i = 0; i < n; ++i) v += pieces[r.below(sizeof pieces / sizeof pieces[0])];
}
void fill(Random& r, shop::Status& v) { v = static_cast<shop::Status>(r.below(4)); }
void fill(Random& r, shop::Level& v) {
  static const shop::Level levels[] = {shop::low, shop::mid, shop::high};
  v = levels[r.below(3)];
}
void fill(Random& r, shop::Priority& v) { v = static_cast<shop::Priority>(r.below(3)); }
template <class A, class B>
void fill(Random& r, std::pair<A, B>& v) {
  fill(r, v.first);
  fill(r, v.second);
}
template <class... Ts>
void fill(Random& r, std::tuple<Ts...>& v) {
  std::apply([&r](auto&... element) { (fill(r, element), ...); }, v);
}
template <class T, std::size_t N>
void fill(Random& r, std::array<T, N>& v) {
  for (auto& element : v) fill(r, element);
}
template <class T>
void fill(Random& r, std::vector<T>& v) {
  v.resize(r.below(5));
  for (auto& element : v) fill(r, element);
}
template <class Container>
void fill_entries(Random& r, Container& v) {
  v.clear();
  const std::size_t n = r.below(5);
  for (std::size_t i = 0; i < n; ++i) {
    typename Container::value_type entry;
    fill(r, entry);
    v.insert(std::move(entry));
  }
}
template <class T>
void fill(Random& r, std::set<T>& v) {
  fill_entries(r, v);
}
template <class K, class V>
void fill(Random& r, std::pair<const K, V>& v) {
  fill(r, const_cast<K&>(v.first));
  fill(r, v.second);
}
template <class Map>
void fill_map(Random& r, Map& v) {
  v.clear();
  const std::size_t n = r.below(5);
  for (std::size_t i = 0; i < n; ++i) {
    typename Map::key_type key{};
    fill(r, key);
    fill(r, v[key]);
  }
}
template <class K, class V>
void fill(Random& r, std::map<K, V>& v) {
  fill_map(r, v);
}
template <class K, class V>
void fill(Random& r, std::unordered_map<K, V>& v) {
  fill_map(r, v);
}
template <class K, class V>
void fill(Random& r, std::multimap<K, V>& v) {
  v.clear();
  const std::size_t n = r.below(6);
  for (std::size_t i = 0; i < n; ++i) {
    std::pair<K, V> entry;
    fill(r, entry);
    if (i > 0 && r.below(2) == 0) entry.first = v.begin()->first;  // repeated keys
    v.insert(std::move(entry));
  }
}
void fill(Random& r, vendor::Point& v) {
  fill(r, v.x);
  fill(r, v.y);
  fill(r, v.z);
}
void fill(Random& r, shop::Item& v) {
  fill(r, v.sku);
  fill(r, v.grade);
  fill(r, v.weight);
  fill(r, v.price);
  fill(r, v.stock);
  fill(r, v.flags);
  fill(r, v.delta);
  fill(r, v.active);
}
void fill(Random& r, shop::Order& v) {
  fill(r, v.id);
  fill(r, v.status);
  fill(r, v.level);
  fill(r, v.priority);
  fill(r, v.items);
  fill(r, v.totals);
  fill(r, v.notes_by_line);
  fill(r, v.counts);
  fill(r, v.by_status);
  fill(r, v.tags);
  fill(r, v.codes);
  fill(r, v.currency);
  fill(r, v.corner);
  fill(r, v.triple);
  fill(r, v.matrix);
  fill(r, v.blobs);
  fill(r, v.nested);
  fill(r, v.levels);
  fill(r, v.origin);
  fill(r, v.path);
  fill(r, v.cache);
}
void fill(Random& r, shop::Settings& v) {
  fill(r, v.retries);
  fill(r, v.mode);
  fill(r, v.ports);
  fill(r, v.ratio);
  fill(r, v.status);
}
void fill(Random& r, shop::Derived& v) {
  fill(r, v.base_id);
  fill(r, v.tag);
  fill(r, v.name);
}
void fill(Random& r, shop::Relay& v) {
  fill(r, static_cast<shop::Switch&>(v).enabled);
  fill(r, v.enabled);
  fill(r, v.channel);
  fill(r, v.label);
}
// A random JSON value, a few levels deep.
template <class Json>
void fill_json(Random& r, Json& v, int depth = 0) {
  switch (r.below(depth > 2 ? 4 : 6)) {
    case 0:
      v = nullptr;
      break;
    case 1:
      v = static_cast<std::int64_t>(r.next());
      break;
    case 2: {
      double d;
      fill(r, d);
      v = d;
      break;
    }
    case 3: {
      std::string s;
      fill(r, s);
      v = s;
      break;
    }
    case 4: {
      v = Json::array();
      for (std::size_t i = r.below(4); i > 0; --i) fill_json(r, v.emplace_back(), depth + 1);
      break;
    }
    default: {
      v = Json::object();
      for (std::size_t i = r.below(4); i > 0; --i) {
        std::string key;
        fill(r, key);
        fill_json(r, v[key], depth + 1);
      }
    }
  }
}
void fill(Random& r, shop::Envelope& v) {
  fill(r, v.method);
  fill_json(r, v.params);
  v.batch.resize(r.below(3));
  for (auto& item : v.batch) fill_json(r, item);
}
void fill(Random& r, shop::Vault& v) {
  fill(r, v.label);
  std::int64_t balance;
  std::vector<std::string> keys;
  float rate;
  shop::Status status;
  fill(r, balance);
  fill(r, keys);
  fill(r, rate);
  fill(r, status);
  v.set(balance, std::move(keys), rate, status);
}
void fill(Random& r, telemetry::Axis& v) { v = static_cast<telemetry::Axis>(r.below(3)); }
void fill(Random& r, telemetry::Sample& v) {
  fill(r, v.value);
  fill(r, v.axis);
  fill(r, v.tick);
  fill(r, v.unused_by_json);
}
void fill(Random& r, telemetry::Stamp& v) {
  fill(r, v.at);
  fill(r, v.zone);
}
void fill(Random& r, telemetry::Batch& v) {
  fill(r, v.id);
  fill(r, v.samples);
  fill(r, v.source);
}

// What nlohmann::json writes for v, parsed again: a NaN is null there too.
template <class T>
nlohmann::json written_by_nlohmann(const T& v) {
  return nlohmann::json::parse(nlohmann::json(v).dump());
}

std::size_t read_back_by_nlohmann = 0;

// For `count` random values of T: the three agreements; returns how many
// values were checked.
template <class T>
std::size_t check_random_values(std::uint64_t seed, std::size_t count) {
  Random random(seed);
  for (std::size_t i = 0; i < count; ++i) {
    T v{};
    fill(random, v);
    const nlohmann::json expected = written_by_nlohmann(v);
    // jsongen writes what nlohmann::json writes.
    const std::string written = jsongen::to_json(v);
    INFO("value " << i << ": jsongen wrote " << written);
    INFO("nlohmann::json wrote " << expected.dump());
    REQUIRE(nlohmann::json::parse(written) == expected);
    // jsongen reads what nlohmann::json writes, into the same value
    // (as nlohmann::json sees it: the same JSON again).
    T read{};
    const jsongen::status status = jsongen::from_json(nlohmann::json(v).dump(), read);
    INFO("from_json: " << status.message());
    REQUIRE(status.ok());
    REQUIRE(written_by_nlohmann(read) == expected);
    // nlohmann::json reads what jsongen writes, where it reads what it
    // writes itself (it reads no null into a double: NaN and infinities).
    bool nlohmann_reads_itself = true;
    try {
      (void)expected.get<T>();
    } catch (const nlohmann::json::exception&) {
      nlohmann_reads_itself = false;
    }
    if (nlohmann_reads_itself) {
      REQUIRE(written_by_nlohmann(nlohmann::json::parse(written).get<T>()) == expected);
      ++read_back_by_nlohmann;
    }
  }
  return count;
}

}  // namespace

TEST_CASE("--nlohmann: jsongen and nlohmann::json write, and read, the same JSON for random values") {
  std::size_t checked = 0;
  checked += check_random_values<vendor::Point>(1, 300);
  checked += check_random_values<shop::Item>(2, 500);
  checked += check_random_values<shop::Order>(3, 400);
  checked += check_random_values<shop::Settings>(4, 300);
  checked += check_random_values<shop::Derived>(5, 300);
  checked += check_random_values<shop::Relay>(7, 200);       // a member hiding a base's
  checked += check_random_values<shop::Envelope>(8, 300);    // nlohmann::json members
  checked += check_random_values<shop::Vault>(9, 300);       // private members, without JSONGEN_FRIEND
  checked += check_random_values<telemetry::Batch>(6, 300);  // macros wrapped in the project's own
  checked += check_random_values<telemetry::Stamp>(9, 100);  // ... named like nlohmann's
  std::cout << "nlohmann differential: " << checked << " random values of 8 types written by both and read by "
            << "jsongen, " << read_back_by_nlohmann << " of them (those without NaN or infinities) read by "
            << "nlohmann::json from jsongen's JSON: all agree\n";
}

TEST_CASE("--nlohmann: nlohmann's conventions, value by value") {
  shop::Order order;
  order.level = shop::mid;  // not in Level's table: its first entry
  order.status = shop::Status::unknown;  // nullptr in the table
  order.counts = {{shop::Priority::p2, 7}};
  order.tags = {{"a", 1}, {"a", 2}, {"b", 3}};  // a multimap with text keys: each key's first value
  order.corner = {'A', 0.1f};
  const nlohmann::json j = nlohmann::json::parse(jsongen::to_json(order));
  CHECK(j["level"] == "low");
  CHECK(j["status"].is_null());
  CHECK(j["priority"] == 0);
  CHECK(j["counts"] == nlohmann::json::parse("[[2,7]]"));
  CHECK(j["tags"] == nlohmann::json::parse(R"({"a":1,"b":3})"));
  CHECK(j["corner"][0] == 65);
  CHECK(j["corner"][1].get<double>() == static_cast<double>(0.1f));
  CHECK(j["currency"] == nlohmann::json::parse("[69,85,82]"));
  CHECK(!j.contains("on_change"));
  CHECK(!j.contains("cache"));
  shop::Item item;
  item.grade = 'b';
  item.weight = 0.1f;
  CHECK(jsongen::to_json(item) ==
        R"({"sku":"","grade":98,"weight":0.10000000149011612,"price":0,"stock":0,"flags":0,"delta":0,"active":false})");
}

TEST_CASE("--nlohmann: _WITH_DEFAULT members the JSON lacks take their defaults; others are required") {
  shop::Settings settings;
  settings.retries = 9;
  settings.ports = {1};
  REQUIRE(jsongen::from_json(R"({"mode":"slow"})", settings).ok());
  CHECK(settings.retries == 3);
  CHECK(settings.mode == "slow");
  CHECK(settings.ports == std::vector<int>{80, 443});
  CHECK(settings.status == shop::Status::closed);
  shop::Derived derived;
  derived.tag = 'x';
  REQUIRE(jsongen::from_json(R"({"name":"n","base_id":4})", derived).ok());
  CHECK(derived.tag == 'b');
  CHECK(derived.base_id == 4);

  shop::Item item;
  const jsongen::status missing = jsongen::from_json(R"({"sku":"x"})", item);
  CHECK(missing.code == jsongen::errc::missing_field);
  // A char is a number of char's range.
  const jsongen::status too_big = jsongen::from_json(
      R"({"sku":"","grade":300,"weight":0,"price":0,"stock":0,"flags":0,"delta":0,"active":false})", item);
  CHECK(too_big.code == jsongen::errc::number_out_of_range);
  CHECK(too_big.message().find("grade") != std::string::npos);
}
