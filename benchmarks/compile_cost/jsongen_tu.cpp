// compile_cost.sh: a user's file that serializes the CITM catalog and Twitter
// structs with jsongen (compiled against the split layout's .json.h files,
// and against the header-only layout's); with -DCOMPILE_COST_READS it reads
// them too.
#include <string>
#include <string_view>

#include "bench/citm.json.h"
#include "bench/twitter.json.h"

std::string citm_to_json(const citm::Catalog& value) { return jsongen::to_json(value); }
std::string twitter_to_json(const twitter::SearchResult& value) { return jsongen::to_json(value); }
#if defined(COMPILE_COST_READS)
jsongen::status citm_from_json(std::string_view text, citm::Catalog& value) { return jsongen::from_json(text, value); }
jsongen::status twitter_from_json(std::string_view text, twitter::SearchResult& value) {
  return jsongen::from_json(text, value);
}
#endif
