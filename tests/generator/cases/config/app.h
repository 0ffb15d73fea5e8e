#pragma once
#include <jsongen/jsongen.h>

#include <string>

#include "vendor/sdk.h"

// vendor/sdk.h's types are generated and configured by config.toml
// (app.h.args: --config config.toml).

namespace app {

// A per-field writer the configuration names (with = "app::Shout").
struct Shout {
  template <class W>
  static char* write(W& w, char* p, const std::string& s) {
    std::string upper = s;
    for (auto& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    return jsongen::write_value(w, p, upper);
  }
  template <class R>
  static const char* read(R& r, const char* p, std::string& s) {
    return jsongen::read_value(r, p, s);  // as written (upper case)
  }
};

// Annotated, and matched by the configuration's pattern "app::Rep*": its
// naming comes from there; its own JSONGEN_RENAME wins over the file's.
struct JSONGEN_SERIALIZE Report {
  sdk::Reading reading;
  int count_of_things = 0;
  JSONGEN_RENAME("header_wins") int renamed_in_both = 0;
};

}  // namespace app
