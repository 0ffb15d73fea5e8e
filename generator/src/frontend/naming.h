// Key naming policies (JSONGEN_NAMING): C++ member names to JSON keys.
#pragma once

#include <optional>
#include <string>

namespace jsongen {

enum class NamingPolicy { AsIs, CamelCase, SnakeCase, PascalCase, KebabCase, ScreamingSnakeCase };

// "camelCase", "snake_case", "PascalCase", "kebab-case", "SCREAMING_SNAKE_CASE"; empty when unknown.
std::optional<NamingPolicy> parse_naming_policy(const std::string& name);

// Splits `identifier` into words (at underscores, lower-to-upper steps,
// and the end of an acronym: "HTTPServer2x" -> http, server2x) and joins
// them as the policy says.
std::string apply_naming_policy(NamingPolicy policy, const std::string& identifier);

}  // namespace jsongen
