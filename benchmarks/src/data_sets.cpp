#include "data_sets.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "fail.h"
#include "integers_workload.h"
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
