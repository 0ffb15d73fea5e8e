// The benchmark's three data sets, in memory.
#pragma once

#include <string>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/twitter.h"

struct data_sets {
  citm::Catalog citm;
  twitter::SearchResult twitter;
  canada::FeatureCollection canada;
  // The files' own text, which the `read` output parses.
  std::string citm_text, twitter_text, canada_text;
};

void load_data_sets(const std::string& dir, data_sets& d);
