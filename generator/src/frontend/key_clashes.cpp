#include "frontend/key_clashes.h"

#include <algorithm>

namespace jsongen {
namespace {

std::string origin(const model::Field& f) {
  std::string text;
  if (!f.flattened_from.empty()) {
    std::string path;
    for (const auto& step : f.flattened_from) path += (path.empty() ? "" : ".") + step.member;
    text += " (flattened from '" + path + "')";
  }
  if (!f.base_cast.empty()) text += " (from '" + f.base_cast + "')";
  return text;
}

// The key of the nested object `b` is written in (JSONGEN_UNDER) at a's
// level, where a's own key is, or "" when there is none.
std::string nested_key_beside(const model::Field& a, const model::Field& b) {
  if (b.under.size() <= a.under.size() || !std::equal(a.under.begin(), a.under.end(), b.under.begin())) return {};
  return b.under[a.under.size()];
}

std::string nested_path(const model::Field& f) {
  std::string path;
  for (const auto& key : f.under) path += (path.empty() ? "\"" : "\", \"") + key;
  return path + "\"";
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
    // A nested object's key (JSONGEN_UNDER) is a key of its level too.
    const std::string other_object = nested_key_beside(field, other);
    if (!other_object.empty() && takes(field, other_object)) {
      return what + origin(field) + " uses the JSON key \"" + other_object +
             "\" (or has it as an alias), where field '" + other.member + "'" + origin(other) +
             " is written in a nested object (JSONGEN_UNDER(" + nested_path(other) + ")); rename one of them";
    }
    const std::string own_object = nested_key_beside(other, field);
    if (!own_object.empty() && takes(other, own_object)) {
      return what + origin(field) + " is written in a nested object (JSONGEN_UNDER(" + nested_path(field) +
             ")) whose key \"" + own_object + "\" field '" + other.member + "'" + origin(other) +
             " uses already (or has as an alias); rename one of them";
    }
    if (other.under != field.under) continue;  // (in another object)
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
