// --type and [select] patterns (frontend/type_pattern.h).
#include "frontend/type_pattern.h"

#include <catch2/catch.hpp>

using jsongen::matches_type_pattern;

TEST_CASE("an exact name matches itself only") {
  CHECK(matches_type_pattern("geo::Point", "geo::Point"));
  CHECK_FALSE(matches_type_pattern("geo::Point", "geo::Point3"));
  CHECK_FALSE(matches_type_pattern("geo::Point", "x::geo::Point"));
}

TEST_CASE("a star is any run of characters, '::' included") {
  CHECK(matches_type_pattern("geo::*", "geo::Point"));
  CHECK(matches_type_pattern("geo::*", "geo::detail::Cache"));
  CHECK(matches_type_pattern("geo::*", "geo::"));
  CHECK_FALSE(matches_type_pattern("geo::*", "geometry::Point"));
  CHECK(matches_type_pattern("*Point", "geo::Point"));
  CHECK(matches_type_pattern("a*b*c", "a::x::b::y::c"));
  CHECK_FALSE(matches_type_pattern("a*b*c", "a::x::c::y::b"));
  CHECK(matches_type_pattern("*", "anything<int>"));
  CHECK(matches_type_pattern("geo::Box<*>", "geo::Box<int>"));
}
