// Loads the benchmark's data sets into their structs (with nlohmann::json, as
// the benchmark does), apart from the serialization under measure.
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "../src/data_sets.h"
#include "../src/integers_workload.h"
#include "../src/nlohmann_bindings.h"
#include "../src/string_maker.h"
#include "data_sets.h"

namespace {
std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}
}  // namespace

void load_data_sets(const std::string& dir, data_sets& d) {
  d.citm_text = read_file(dir + "/citm_catalog.json");
  d.twitter_text = read_file(dir + "/twitter.json");
  d.canada_text = read_file(dir + "/canada.json");
  d.citm = nlohmann::json::parse(d.citm_text).get<citm::Catalog>();
  d.twitter = nlohmann::json::parse(d.twitter_text).get<twitter::SearchResult>();
  d.canada = nlohmann::json::parse(d.canada_text).get<canada::FeatureCollection>();
  double escaped_share = 0;
  d.strings = bench::make_strings(20000, bench::kSeed + 1, &escaped_share);  // as the benchmark does
  d.integers = bench::make_integers(100000, bench::kSeed);
}
