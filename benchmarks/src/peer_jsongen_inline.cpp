// The jsongen peers that see the serializers' definitions (the .json.inl.h
// files), each with options of its own type, so that no instance is shared
// with peer_jsongen.cpp's: the default options' values compiled in this
// file, as the header-only layout has them (beside the compiled peer: what
// compiling once costs), and utf8_policy::pass, which copies bytes from 0x80
// up unchecked as the other serializers do (what validation costs).
#include "bench/canada.json.inl.h"
#include "bench/citm.json.inl.h"
#include "bench/synthetic.json.inl.h"
#include "bench/twitter.json.inl.h"
#include "peer_jsongen.h"
#include "peers.h"

namespace bench {
namespace {

struct InlineOptions : jsongen::default_options {};

struct UncheckedOptions : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};

}  // namespace

std::unique_ptr<Peer> make_jsongen_inline_peer() {
  return std::make_unique<JsongenPeer<InlineOptions>>("jsongen, inline definitions");
}
std::unique_ptr<Peer> make_jsongen_unchecked_peer() {
  return std::make_unique<JsongenPeer<UncheckedOptions>>("jsongen, no UTF-8 check");
}

}  // namespace bench
