// The benchmark's three data sets and its strings workload, in memory.
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
  std::vector<synthetic::StringRecord> strings;  // the benchmark's strings workload
  // The files' own text, which the `read` output parses.
  std::string citm_text, twitter_text, canada_text;
  std::string strings_text;  // the strings as jsongen writes them
};

void load_data_sets(const std::string& dir, data_sets& d);
