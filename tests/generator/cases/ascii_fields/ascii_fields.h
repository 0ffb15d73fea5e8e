// String fields that hold only ASCII for a while, then other text: each
// string field of a generated serializer carries a hint (jsongen/text_hint.h)
// with which the escaper skips the UTF-8 check while the field has been
// ASCII. main.cpp checks that the hint changes nothing in the output or the
// errors, and that it is set by the first string that is not ASCII.
#pragma once
#include <jsongen/jsongen.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace af {

struct JSONGEN_SERIALIZE Link {
  std::string href;
  std::string_view rel;
};

struct JSONGEN_SERIALIZE Page {
  std::string url;
  std::string title;
  std::optional<std::string> note JSONGEN_OMIT_EMPTY;
  std::vector<Link> links;
  std::vector<std::string> tags;  // elements of a container: no hint, always checked
};

}  // namespace af
