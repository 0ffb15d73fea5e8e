// nlohmann::json: the to_json functions of nlohmann_bindings.h (mostly its
// NLOHMANN_DEFINE_TYPE macros) build a json value, and dump() writes it.
// That is the library's one way from structs to text.
#include "nlohmann_bindings.h"
#include "peers.h"

namespace bench {
namespace {

class NlohmannPeer final : public Peer {
 public:
  std::string name() const override { return "nlohmann::json"; }
  std::string_view serialize(const citm::Catalog& v) override { return run(v); }
  std::string_view serialize(const twitter::SearchResult& v) override { return run(v); }
  std::string_view serialize(const canada::FeatureCollection& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::IntegerRecord>& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::StringRecord>& v) override { return run(v); }

 private:
  template <class T>
  std::string_view run(const T& value) {
    const nlohmann::json j = value;
    out_ = j.dump();
    return out_;
  }
  std::string out_;
};

}  // namespace

std::unique_ptr<Peer> make_nlohmann_peer() { return std::make_unique<NlohmannPeer>(); }

}  // namespace bench
