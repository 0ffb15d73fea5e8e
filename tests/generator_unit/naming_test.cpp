// Naming policies (frontend/naming.h): member names to JSON keys.
#include "frontend/naming.h"

#include <catch2/catch.hpp>

using jsongen::apply_naming_policy;
using jsongen::NamingPolicy;

TEST_CASE("each policy by its name") {
  CHECK(jsongen::parse_naming_policy("camelCase") == NamingPolicy::CamelCase);
  CHECK(jsongen::parse_naming_policy("snake_case") == NamingPolicy::SnakeCase);
  CHECK(jsongen::parse_naming_policy("PascalCase") == NamingPolicy::PascalCase);
  CHECK(jsongen::parse_naming_policy("kebab-case") == NamingPolicy::KebabCase);
  CHECK(jsongen::parse_naming_policy("SCREAMING_SNAKE_CASE") == NamingPolicy::ScreamingSnakeCase);
  CHECK_FALSE(jsongen::parse_naming_policy("camel").has_value());
  CHECK_FALSE(jsongen::parse_naming_policy("").has_value());
}

TEST_CASE("words split at underscores, case steps and acronyms") {
  CHECK(apply_naming_policy(NamingPolicy::CamelCase, "user_id") == "userId");
  CHECK(apply_naming_policy(NamingPolicy::SnakeCase, "userId") == "user_id");
  CHECK(apply_naming_policy(NamingPolicy::PascalCase, "user_id") == "UserId");
  CHECK(apply_naming_policy(NamingPolicy::KebabCase, "UserID") == "user-id");
  CHECK(apply_naming_policy(NamingPolicy::ScreamingSnakeCase, "maxCount") == "MAX_COUNT");
  CHECK(apply_naming_policy(NamingPolicy::SnakeCase, "HTTPServer2x") == "http_server2x");
  CHECK(apply_naming_policy(NamingPolicy::CamelCase, "_leading__double_") == "leadingDouble");
  CHECK(apply_naming_policy(NamingPolicy::AsIs, "m_Name") == "m_Name");
}

TEST_CASE("a name without words stays as it is") {
  CHECK(apply_naming_policy(NamingPolicy::CamelCase, "_") == "_");
  CHECK(apply_naming_policy(NamingPolicy::SnakeCase, "x") == "x");
}
