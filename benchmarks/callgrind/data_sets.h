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
};

void load_data_sets(const std::string& dir, data_sets& d);
