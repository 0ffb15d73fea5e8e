#pragma once
#include <jsongen/jsongen.h>

#include <optional>
#include <string>
#include <variant>
#include <vector>

// Variants tagged by key, {"Circle":{...}} (serde's default, reflect-cpp's
// TaggedUnion by key), with per-alternative tag values by JSONGEN_RENAME on
// the alternative's struct ("put_action" rather than the type name).
namespace keyed {

struct JSONGEN_SERIALIZE Circle {
  double r = 0;
};

struct JSONGEN_SERIALIZE JSONGEN_RENAME("put_action") PutAction {
  std::string key;
  int value = 0;
};

struct JSONGEN_SERIALIZE Drawing {
  std::variant<Circle, PutAction> shape JSONGEN_TAG_AS_KEY;
  std::optional<std::variant<Circle, PutAction>> maybe JSONGEN_TAG_AS_KEY;
  std::vector<std::variant<std::monostate, Circle, PutAction>> many JSONGEN_TAG_AS_KEY;
};

}  // namespace keyed
