// The jsongen peer as a user's file has it: it includes the .json.h files
// (declarations) and calls the serializers that the generated .json.cpp
// files compiled, with the default options. The runtime too: it writes
// vectors of records at the top level (each record through its compiled
// serializer) and names the escaper it runs.
#include <jsongen/jsongen.h>

#include "bench/canada.json.h"
#include "bench/citm.json.h"
#include "bench/synthetic.json.h"
#include "bench/twitter.json.h"
#include "peer_jsongen.h"
#include "peers.h"

namespace bench {

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
#elif defined(JSONGEN_HAVE_VSX)
  return "VSX (POWER8)";
#elif defined(JSONGEN_HAVE_LSX)
  return "LSX";
#elif defined(JSONGEN_HAVE_RVV)
  return "RVV (vector-length agnostic)";
#else
  return "portable (no SIMD)";
#endif
}

std::unique_ptr<Peer> make_jsongen_peer() {
  return std::make_unique<JsongenPeer<jsongen::default_options>>("jsongen");
}

}  // namespace bench
