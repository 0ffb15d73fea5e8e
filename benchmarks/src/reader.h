// What every reader under test implements: JSON text -> the workload's
// structs, into a value that an earlier call may have filled (a reused value
// keeps its strings' and vectors' capacity, as in a service's hot loop).
// Each read validates the whole text as its library does by default and
// returns false on any error, with error() saying what.
//
// The text lives in a std::string whose capacity leaves 64 bytes past its end
// (the harness reserves them), so that a parser that wants padding there
// (simdjson) can be measured reading in place as well as copying; a std::string
// also ends in a NUL. jsongen reads [data, data + size) only.
#pragma once

#include <string>
#include <vector>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/citm_partial.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"
#include "bench/twitter_partial.h"

namespace bench {

class Reader {
 public:
  virtual ~Reader() = default;
  virtual std::string name() const = 0;
  virtual std::string about() const = 0;  // how it reads and what it checks, in one line

  virtual bool read(const std::string& json, citm::Catalog& value) = 0;
  virtual bool read(const std::string& json, twitter::SearchResult& value) = 0;
  virtual bool read(const std::string& json, canada::FeatureCollection& value) = 0;
  virtual bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& value) = 0;
  virtual bool read(const std::string& json, std::vector<synthetic::StringRecord>& value) = 0;

  // The partial models (the data sets' files read into structs that leave
  // members out, whose keys the reader skips), for the readers that have
  // them: the others keep these defaults and are left out of those rows.
  virtual bool reads_partial_models() const { return false; }
  virtual bool read(const std::string&, citm_partial::Catalog&) { return no_partial_model(); }
  virtual bool read(const std::string&, twitter_partial::SearchResult&) { return no_partial_model(); }

  // How many units in the last place a double it reads may be from the
  // correctly rounded one (strtod's), where its library does not round
  // correctly; 0: every double must have the same bits.
  virtual int double_error_ulps() const { return 0; }

  // What the last read that returned false found.
  const std::string& error() const { return error_; }

 protected:
  std::string error_;

 private:
  bool no_partial_model() {
    error_ = name() + " has no partial models";
    return false;
  }
};

}  // namespace bench
