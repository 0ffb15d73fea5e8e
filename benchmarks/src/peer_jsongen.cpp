// jsongen: the generated serializers, writing into one reused std::string.
// Two peers: the default options (the reference, checking UTF-8), and the
// same with utf8_policy::pass, which copies bytes from 0x80 up unchecked as
// the other serializers do: the difference is what validation costs.
#include "bench/canada.json.h"
#include "bench/citm.json.h"
#include "bench/synthetic.json.h"
#include "bench/twitter.json.h"
#include "peers.h"

namespace bench {
namespace {

struct UncheckedOptions : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};

template <class Options>
class JsongenPeer final : public Peer {
 public:
  explicit JsongenPeer(std::string name) : name_(std::move(name)) {}
  std::string name() const override { return name_; }
  std::string_view serialize(const citm::Catalog& v) override { return run(v); }
  std::string_view serialize(const twitter::SearchResult& v) override { return run(v); }
  std::string_view serialize(const canada::FeatureCollection& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::IntegerRecord>& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::StringRecord>& v) override { return run(v); }

 private:
  template <class T>
  std::string_view run(const T& value) {
    jsongen::to_json<Options>(value, out_);
    return out_;
  }
  std::string name_;
  std::string out_;
};

}  // namespace

const char* jsongen_escaper() {
#if defined(JSONGEN_HAVE_X86_LEVELS)
  switch (jsongen::detail::simd_level()) {
    case jsongen::detail::simd_avx2: return "AVX2, picked at run time";
    case jsongen::detail::simd_ssse3: return "SSSE3, picked at run time";
    default: return "SSE2, picked at run time";
  }
#elif defined(JSONGEN_HAVE_SSE2)
  return "SSE2";
#elif defined(JSONGEN_HAVE_NEON)
  return "NEON";
#else
  return "portable (no SIMD)";
#endif
}

std::unique_ptr<Peer> make_jsongen_peer() {
  return std::make_unique<JsongenPeer<jsongen::default_options>>("jsongen");
}
std::unique_ptr<Peer> make_jsongen_unchecked_peer() {
  return std::make_unique<JsongenPeer<UncheckedOptions>>("jsongen, no UTF-8 check");
}

}  // namespace bench
