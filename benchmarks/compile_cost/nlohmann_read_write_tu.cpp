// compile_cost.sh: nlohmann::json's unit that does what citm.json.cpp and
// twitter.json.cpp hold: both structs written (to_json, then dump()) and read
// (parse(), then get()), from the benchmark's bindings.
#include <string>
#include <string_view>

#include "nlohmann_bindings.h"

std::string citm_to_json(const citm::Catalog& value) { return nlohmann::json(value).dump(); }
std::string twitter_to_json(const twitter::SearchResult& value) { return nlohmann::json(value).dump(); }
void citm_from_json(std::string_view text, citm::Catalog& value) {
  value = nlohmann::json::parse(text).get<citm::Catalog>();
}
void twitter_from_json(std::string_view text, twitter::SearchResult& value) {
  value = nlohmann::json::parse(text).get<twitter::SearchResult>();
}
