// The serializers built into the benchmark, each in its own translation unit.
#pragma once

#include <memory>

#include "peer.h"

namespace bench {

std::unique_ptr<Peer> make_jsongen_peer();  // through the generated .json.cpp, as a user's file
std::unique_ptr<Peer> make_jsongen_inline_peer();  // the same, compiled inline: the header-only layout
std::unique_ptr<Peer> make_jsongen_unchecked_peer();  // utf8_policy::pass: what validation costs
std::unique_ptr<Peer> make_rapidjson_peer();
std::unique_ptr<Peer> make_nlohmann_peer();
std::unique_ptr<Peer> make_boostjson_peer();

// The string escaper jsongen uses on this machine: "AVX2, picked at run time", ...
const char* jsongen_escaper();

}  // namespace bench
