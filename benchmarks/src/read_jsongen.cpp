// jsongen's reader: the generated from_json, as a user's file calls it (the
// .json.h files declare the readers the generated .json.cpp files compile),
// with the default options: unknown keys skipped, a missing key an error
// unless the member is optional, strict RFC 8259, UTF-8 validated.
//
// Built with JSONGEN_BENCH_HAVE_FROM_JSON (cmake -DJSONGEN_BENCH_FROM_JSON,
// ON by default); without it make_jsongen_reader() returns nullptr and the
// benchmark compares the other readers with the fastest of them.
#include "readers.h"

#if defined(JSONGEN_BENCH_HAVE_FROM_JSON) && JSONGEN_BENCH_HAVE_FROM_JSON

#include <jsongen/jsongen.h>

#include <string_view>

#include "bench/canada.json.h"
#include "bench/citm.json.h"
#include "bench/citm_partial.json.h"
#include "bench/synthetic.json.h"
#include "bench/twitter.json.h"
#include "bench/twitter_partial.json.h"

namespace bench {
namespace {

class JsongenReader final : public Reader {
 public:
  std::string name() const override { return "jsongen"; }
  std::string about() const override { return "from_json, default options"; }
  bool read(const std::string& json, citm::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter::SearchResult& v) override { return run(json, v); }
  bool read(const std::string& json, canada::FeatureCollection& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::StringRecord>& v) override { return run(json, v); }
  bool reads_partial_models() const override { return true; }
  bool read(const std::string& json, citm_partial::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter_partial::SearchResult& v) override { return run(json, v); }

 private:
  template <class T>
  bool run(const std::string& json, T& value) {
    const jsongen::status status = jsongen::from_json(std::string_view(json), value);
    if (status.ok()) return true;
    error_ = std::string(status.message());
    return false;
  }
};

}  // namespace

std::unique_ptr<Reader> make_jsongen_reader() { return std::make_unique<JsongenReader>(); }

}  // namespace bench

#else

namespace bench {

std::unique_ptr<Reader> make_jsongen_reader() { return nullptr; }

}  // namespace bench

#endif
