// jsongen: the generated serializers, writing into one reused std::string.
#include "bench/canada.json.h"
#include "bench/citm.json.h"
#include "bench/synthetic.json.h"
#include "bench/twitter.json.h"
#include "peers.h"

namespace bench {
namespace {

class JsongenPeer final : public Peer {
 public:
  std::string name() const override { return "jsongen"; }
  std::string_view serialize(const citm::Catalog& v) override { return run(v); }
  std::string_view serialize(const twitter::SearchResult& v) override { return run(v); }
  std::string_view serialize(const canada::FeatureCollection& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::IntegerRecord>& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::StringRecord>& v) override { return run(v); }

 private:
  template <class T>
  std::string_view run(const T& value) {
    jsongen::to_json(value, out_);
    return out_;
  }
  std::string out_;
};

}  // namespace

std::unique_ptr<Peer> make_jsongen_peer() { return std::make_unique<JsongenPeer>(); }

}  // namespace bench
