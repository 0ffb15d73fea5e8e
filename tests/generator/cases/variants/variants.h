#pragma once
#include <jsongen/jsongen.h>

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace shapes {
struct JSONGEN_SERIALIZE Circle {
  double radius;
};

struct JSONGEN_SERIALIZE JSONGEN_RENAME("square") Square {
  double side;
  std::string label;
};

struct JSONGEN_SERIALIZE Empty {};
}  // namespace shapes

struct JSONGEN_SERIALIZE Variants {
  std::variant<std::monostate, int, std::string, shapes::Circle> plain_int;
  std::variant<std::monostate, int, std::string, shapes::Circle> plain_struct;
  std::variant<std::monostate, int, std::string, shapes::Circle> plain_none;
  std::variant<shapes::Circle, shapes::Square, int, std::string> external JSONGEN_TAGGED("type", "value");
  std::variant<shapes::Circle, shapes::Square, int, std::string> external_int JSONGEN_TAGGED("t", "v");
  std::variant<std::monostate, shapes::Circle, shapes::Square, shapes::Empty> internal JSONGEN_TAG_FIELD("kind");
  std::variant<std::monostate, shapes::Circle, shapes::Square, shapes::Empty> internal_empty JSONGEN_TAG_FIELD("kind");
  std::variant<std::monostate, shapes::Circle, shapes::Square, shapes::Empty> internal_none JSONGEN_TAG_FIELD("kind");
  std::vector<std::variant<bool, double>> list;
};

// Tags on each variant of an optional or a container.
struct JSONGEN_SERIALIZE TaggedInside {
  std::optional<std::variant<shapes::Circle, shapes::Square>> maybe_shape JSONGEN_TAGGED("type", "value");
  std::optional<std::variant<shapes::Circle, shapes::Square>> no_shape JSONGEN_TAG_FIELD("kind");
  std::vector<std::variant<shapes::Circle, shapes::Square, std::string>> shapes JSONGEN_TAGGED("type", "value");
  std::vector<std::variant<std::monostate, shapes::Circle, shapes::Square>> drawn JSONGEN_TAG_FIELD("kind");
  std::vector<std::variant<int, std::string>> none JSONGEN_TAGGED("t", "v") JSONGEN_OMIT_EMPTY;
  std::array<std::variant<int, std::string>, 2> pair JSONGEN_TAGGED("t", "v");
};
