// compile_cost.sh: the user's file of jsongen_tu.cpp without the generated
// headers: the same structs from their own headers, passed to functions
// written elsewhere (what the file would cost without serializing).
#include <string>

#include "bench/citm.h"
#include "bench/twitter.h"

std::string write_catalog(const citm::Catalog& value);
std::string write_search_result(const twitter::SearchResult& value);

std::string citm_to_json(const citm::Catalog& value) { return write_catalog(value); }
std::string twitter_to_json(const twitter::SearchResult& value) { return write_search_result(value); }
