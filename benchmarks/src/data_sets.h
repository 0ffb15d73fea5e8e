// What both benchmarks work on: the three data files, as text and loaded into
// their structs, and the two generated workloads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/citm_partial.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"
#include "bench/twitter_partial.h"
#include "random.h"  // kSeed

namespace bench {

struct DataSets {
  std::string citm_text;  // citm_catalog.json as read
  std::string twitter_text;
  std::string canada_text;
  citm::Catalog citm;  // the same, loaded by nlohmann::json (not timed)
  twitter::SearchResult twitter;
  canada::FeatureCollection canada;
  citm_partial::Catalog citm_partial;              // citm_catalog.json and twitter.json loaded into the partial
  twitter_partial::SearchResult twitter_partial;   // models (checked against the full ones)
  std::vector<synthetic::IntegerRecord> integers;  // 100k, from kSeed
  std::vector<synthetic::StringRecord> strings;    // 20k, from kSeed + 1
  double escaped_share = 0;                        // of the strings' strings that need escapes
};

// Reads citm_catalog.json, twitter.json and canada.json from `dir` and makes
// the generated workloads; stops the program if a file is missing or does
// not fit its structs.
DataSets load_data_sets(const std::string& dir);

}  // namespace bench
