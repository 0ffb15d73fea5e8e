#include "frontend/naming.h"

#include <cctype>
#include <vector>

namespace jsongen {

std::optional<NamingPolicy> parse_naming_policy(const std::string& name) {
  if (name == "camelCase") return NamingPolicy::CamelCase;
  if (name == "snake_case") return NamingPolicy::SnakeCase;
  if (name == "PascalCase") return NamingPolicy::PascalCase;
  if (name == "kebab-case") return NamingPolicy::KebabCase;
  if (name == "SCREAMING_SNAKE_CASE") return NamingPolicy::ScreamingSnakeCase;
  if (name == "as-is") return NamingPolicy::AsIs;
  return std::nullopt;
}

static std::vector<std::string> split_words(const std::string& identifier) {
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) words.push_back(word);
    word.clear();
  };
  const auto is_upper = [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; };
  const auto is_lower = [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; };
  for (std::size_t i = 0; i < identifier.size(); ++i) {
    const char c = identifier[i];
    if (c == '_' || c == '-') {
      flush();
      continue;
    }
    if (is_upper(c) && !word.empty()) {
      const char previous = identifier[i - 1];
      const bool next_is_lower = i + 1 < identifier.size() && is_lower(identifier[i + 1]);
      // fooBar -> foo|Bar; HTTPServer -> HTTP|Server; x2Y -> x2|Y
      if (!is_upper(previous) || next_is_lower) flush();
    }
    word += c;
  }
  flush();
  return words;
}

static std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

static std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

static std::string capitalized(const std::string& s) {
  std::string result = lower(s);
  if (!result.empty()) result[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(result[0])));
  return result;
}

std::string apply_naming_policy(NamingPolicy policy, const std::string& identifier) {
  if (policy == NamingPolicy::AsIs) return identifier;
  const std::vector<std::string> words = split_words(identifier);
  std::string result;
  for (std::size_t i = 0; i < words.size(); ++i) {
    switch (policy) {
      case NamingPolicy::CamelCase:
        result += i == 0 ? lower(words[i]) : capitalized(words[i]);
        break;
      case NamingPolicy::PascalCase:
        result += capitalized(words[i]);
        break;
      case NamingPolicy::SnakeCase:
        result += (i ? "_" : "") + lower(words[i]);
        break;
      case NamingPolicy::ScreamingSnakeCase:
        result += (i ? "_" : "") + upper(words[i]);
        break;
      case NamingPolicy::KebabCase:
        result += (i ? "-" : "") + lower(words[i]);
        break;
      case NamingPolicy::AsIs:
        break;
    }
  }
  return result.empty() ? identifier : result;
}

}  // namespace jsongen
