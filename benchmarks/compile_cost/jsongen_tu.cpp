// compile_cost.sh: a user's file that serializes the CITM catalog and Twitter
// structs with jsongen (compiled against the split layout's .json.h files,
// and against the header-only layout's).
#include <string>

#include "bench/citm.json.h"
#include "bench/twitter.json.h"

std::string citm_to_json(const citm::Catalog& value) { return jsongen::to_json(value); }
std::string twitter_to_json(const twitter::SearchResult& value) { return jsongen::to_json(value); }
