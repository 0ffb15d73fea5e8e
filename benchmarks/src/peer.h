// What every serializer under test implements: turn the in-memory structs of
// each workload into minified JSON, reusing its own output buffer, and return
// a view of the bytes it wrote (valid until its next call).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"

namespace bench {

class Peer {
 public:
  virtual ~Peer() = default;
  virtual std::string name() const = 0;

  virtual std::string_view serialize(const citm::Catalog& value) = 0;
  virtual std::string_view serialize(const twitter::SearchResult& value) = 0;
  virtual std::string_view serialize(const canada::FeatureCollection& value) = 0;
  virtual std::string_view serialize(const std::vector<synthetic::IntegerRecord>& value) = 0;
  virtual std::string_view serialize(const std::vector<synthetic::StringRecord>& value) = 0;
};

}  // namespace bench
