// The project's per-field writer that config.toml names (with =
// "app::Shout"). Kept out of app.h, which the mutation tests change: an
// error in a template's body shows only where generated code uses it.
#pragma once

#include <jsongen/jsongen.h>

#include <string>

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

}  // namespace app
