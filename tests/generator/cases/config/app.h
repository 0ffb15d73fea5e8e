#pragma once
#include <jsongen/jsongen.h>

#include "vendor/sdk.h"
#include "vendor/shout.h"

// vendor/sdk.h's types are generated and configured by config.toml
// (app.h.args: --config config.toml).

namespace app {

// Annotated, and matched by the configuration's pattern "app::Rep*": its
// naming comes from there; its own JSONGEN_RENAME wins over the file's.
struct JSONGEN_SERIALIZE Report {
  sdk::Reading reading;
  int count_of_things = 0;
  JSONGEN_RENAME("header_wins") int renamed_in_both = 0;
  sdk::RawBuffer buffer;
  sdk::Frame frame;
};

// Not annotated: the configuration's [types."app::Settings"] entry selects
// it. Being in the input itself, it is compiled in app.json.cpp as Report is.
struct Settings {
  std::string m_name;
  int m_level = 0;
};

}  // namespace app
