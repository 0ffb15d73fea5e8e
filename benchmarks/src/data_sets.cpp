#include "data_sets.h"

#include <cstdio>
#include <fstream>
#include <limits>
#include <sstream>
#include <type_traits>

#include "fail.h"
#include "nlohmann_bindings.h"
#include "random.h"
#include "same_value.h"
#include "string_maker.h"

namespace bench {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path + " (pass --data DIR)");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A value of T whose digit count is uniform over 1..digits(T::max), so short
// and long numbers are equally common; signed values are negative half the time.
template <class T>
T mixed_magnitude(Random& random) {
  using U = std::make_unsigned_t<T>;
  const std::uint64_t max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  int max_digits = 1;
  for (std::uint64_t m = max; m >= 10; m /= 10) ++max_digits;
  const int digits = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(max_digits)));
  std::uint64_t low = 0;
  std::uint64_t high = 9;
  if (digits > 1) {
    low = 1;
    for (int i = 1; i < digits; ++i) low *= 10;
    high = digits == max_digits ? max : low * 10 - 1;
  }
  const std::uint64_t span = high - low;
  const std::uint64_t magnitude =
      low + (span == std::numeric_limits<std::uint64_t>::max() ? random.next() : random.below(span + 1));
  if constexpr (std::is_signed_v<T>) {
    if (random.chance(0.5)) return static_cast<T>(-static_cast<std::int64_t>(magnitude));
  }
  return static_cast<T>(static_cast<U>(magnitude));
}

std::vector<synthetic::IntegerRecord> make_integers(std::size_t count, std::uint64_t seed) {
  Random random(seed);
  std::vector<synthetic::IntegerRecord> records(count);
  for (auto& r : records) {
    r.id = mixed_magnitude<std::int64_t>(random);
    r.hash = mixed_magnitude<std::uint64_t>(random);
    r.delta = mixed_magnitude<std::int32_t>(random);
    r.count = mixed_magnitude<std::uint32_t>(random);
    r.offset = mixed_magnitude<std::int16_t>(random);
    r.flags = mixed_magnitude<std::uint8_t>(random);
  }
  return records;
}

}  // namespace

DataSets load_data_sets(const std::string& dir) {
  std::fprintf(stderr, "loading data sets from %s ...\n", dir.c_str());
  DataSets d;
  d.citm_text = read_file(dir + "/citm_catalog.json");
  d.twitter_text = read_file(dir + "/twitter.json");
  d.canada_text = read_file(dir + "/canada.json");
  try {
    d.citm = nlohmann::json::parse(d.citm_text).get<citm::Catalog>();
    d.twitter = nlohmann::json::parse(d.twitter_text).get<twitter::SearchResult>();
    d.canada = nlohmann::json::parse(d.canada_text).get<canada::FeatureCollection>();
    d.citm_partial = nlohmann::json::parse(d.citm_text).get<citm_partial::Catalog>();
    d.twitter_partial = nlohmann::json::parse(d.twitter_text).get<twitter_partial::SearchResult>();
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("loading the data sets: ") + e.what());
  }
  for (const std::string& difference : {first_difference_in_kept_members(d.citm, d.citm_partial),
                                        first_difference_in_kept_members(d.twitter, d.twitter_partial)}) {
    if (!difference.empty()) fail("a partial model does not hold what the full model holds: " + difference);
  }
  d.integers = make_integers(100000, kSeed);
  d.strings = make_strings(20000, kSeed + 1, &d.escaped_share);
  return d;
}

}  // namespace bench
