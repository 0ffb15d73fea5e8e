// compile_cost.sh: the same structs with nlohmann::json, from the benchmark's
// bindings: written (to_json, then dump()); with -DCOMPILE_COST_READS also
// read (parse(), then get()), as citm.json.cpp and twitter.json.cpp do.
#include <string>
#include <string_view>

#if !defined(COMPILE_COST_READS)
#define BENCH_NLOHMANN_TO_JSON_ONLY
#endif
#include "nlohmann_bindings.h"

std::string citm_to_json(const citm::Catalog& value) { return nlohmann::json(value).dump(); }
std::string twitter_to_json(const twitter::SearchResult& value) { return nlohmann::json(value).dump(); }
#if defined(COMPILE_COST_READS)
void citm_from_json(std::string_view text, citm::Catalog& value) {
  value = nlohmann::json::parse(text).get<citm::Catalog>();
}
void twitter_from_json(std::string_view text, twitter::SearchResult& value) {
  value = nlohmann::json::parse(text).get<twitter::SearchResult>();
}
#endif
