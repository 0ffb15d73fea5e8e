// jsongen's peer: the generated serializers, writing into one reused
// std::string with the options given. Included by the two files that make
// the jsongen peers (peer_jsongen.cpp: through the compiled .json.cpp, as a
// user's file that includes the .json.h; peer_jsongen_inline.cpp: with the
// .json.inl.h's definitions, as header-only code, and with other options),
// each with options types of its own.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "peer.h"

namespace bench {

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

}  // namespace bench
