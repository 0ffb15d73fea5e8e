// The benchmark's three data sets and its strings and integers workloads, in memory.
#pragma once

#include <string>
#include <vector>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"

struct data_sets {
  citm::Catalog citm;
  twitter::SearchResult twitter;
  canada::FeatureCollection canada;
  std::vector<synthetic::StringRecord> strings;    // the benchmark's strings workload
  std::vector<synthetic::IntegerRecord> integers;  // 100k records, the benchmark's seed
  // The files' own text, which the `read` output parses.
  std::string citm_text, twitter_text, canada_text;
  std::string strings_text;   // the strings as jsongen writes them
  std::string integers_text;  // (written by the driver with jsongen, before counting)
};

void load_data_sets(const std::string& dir, data_sets& d);
