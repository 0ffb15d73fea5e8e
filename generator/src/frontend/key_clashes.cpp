#include "frontend/key_clashes.h"

#include <algorithm>

namespace jsongen {
namespace {

std::string origin(const model::Field& f) {
  return f.base_cast.empty() ? std::string() : " (from '" + f.base_cast + "')";
}

// Whether reading takes `key` for field f.
bool takes(const model::Field& f, const std::string& key) {
  return f.key == key || std::find(f.aliases.begin(), f.aliases.end(), key) != f.aliases.end();
}

}  // namespace

std::optional<std::string> key_clash(const model::Field& field, const std::vector<model::Field>& others,
                                     const std::string& what) {
  for (std::size_t i = 0; i < field.aliases.size(); ++i) {
    const std::string& alias = field.aliases[i];
    const auto before = field.aliases.begin() + static_cast<std::ptrdiff_t>(i);
    if (alias == field.key || std::find(field.aliases.begin(), before, alias) != before) {
      return what + " has the alias \"" + alias + "\" twice (or as its key)";
    }
  }
  for (const auto& other : others) {
    if (other.key == field.key) {
      return what + origin(field) + " uses the JSON key \"" + field.key + "\", already used by field '" + other.member +
             "'" + origin(other) + "; rename or skip one of them";
    }
    for (const std::string& alias : field.aliases) {
      if (takes(other, alias)) {
        return what + origin(field) + " has the alias \"" + alias + "\", which reading already takes for field '" +
               other.member + "'" + origin(other) + "; remove or change one of them";
      }
    }
    if (takes(other, field.key)) {
      return what + origin(field) + " uses the JSON key \"" + field.key + "\", an alias of field '" + other.member +
             "'" + origin(other) + "; remove or change one of them";
    }
  }
  return std::nullopt;
}

}  // namespace jsongen
