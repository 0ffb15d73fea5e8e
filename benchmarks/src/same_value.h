// Whether a value read holds what the reference holds, field by field: both
// are rendered by nlohmann_bindings.h's to_json (which names every member)
// and the renderings walked together. Doubles must have the same bits, unless
// `rounding` allows a reader whose doubles are not correctly rounded some
// units in the last place (it counts those that differ). Returns "" when they
// agree, else where they first differ and how
// ("/statuses/3/user/name: expected \"Ann\", found \"An\"").
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/citm_partial.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"
#include "bench/twitter_partial.h"

namespace bench {

struct Rounding {
  int allowed_ulps = 0;        // how far a double may be from the reference's
  std::size_t doubles = 0;     // doubles compared
  std::size_t off = 0;         // of which not the same bits (within allowed_ulps)
  std::uint64_t max_ulps = 0;  // the farthest of them
};

std::string first_difference(const citm::Catalog& expected, const citm::Catalog& actual, Rounding& rounding);
std::string first_difference(const twitter::SearchResult& expected, const twitter::SearchResult& actual,
                             Rounding& rounding);
std::string first_difference(const canada::FeatureCollection& expected, const canada::FeatureCollection& actual,
                             Rounding& rounding);
std::string first_difference(const std::vector<synthetic::IntegerRecord>& expected,
                             const std::vector<synthetic::IntegerRecord>& actual, Rounding& rounding);
std::string first_difference(const std::vector<synthetic::StringRecord>& expected,
                             const std::vector<synthetic::StringRecord>& actual, Rounding& rounding);

std::string first_difference(const citm_partial::Catalog& expected, const citm_partial::Catalog& actual,
                             Rounding& rounding);
std::string first_difference(const twitter_partial::SearchResult& expected, const twitter_partial::SearchResult& actual,
                             Rounding& rounding);

// Whether a partial model's value holds what the full model's holds in the
// members it keeps (and no member the full model lacks): "" or where not.
std::string first_difference_in_kept_members(const citm::Catalog& full, const citm_partial::Catalog& partial);
std::string first_difference_in_kept_members(const twitter::SearchResult& full,
                                             const twitter_partial::SearchResult& partial);

}  // namespace bench
