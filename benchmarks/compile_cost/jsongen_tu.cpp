// compile_cost.sh: the CITM catalog and Twitter structs serialized with jsongen.
#include <string>

#include "bench/citm.json.h"
#include "bench/twitter.json.h"

std::string citm_to_json(const citm::Catalog& value) { return jsongen::to_json(value); }
std::string twitter_to_json(const twitter::SearchResult& value) { return jsongen::to_json(value); }
