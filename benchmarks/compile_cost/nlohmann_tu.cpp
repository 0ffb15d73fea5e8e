// compile_cost.sh: the same structs serialized with nlohmann::json (to_json
// only, from the benchmark's bindings, then dump()).
#include <string>

#define BENCH_NLOHMANN_TO_JSON_ONLY
#include "nlohmann_bindings.h"

std::string citm_to_json(const citm::Catalog& value) { return nlohmann::json(value).dump(); }
std::string twitter_to_json(const twitter::SearchResult& value) { return nlohmann::json(value).dump(); }
