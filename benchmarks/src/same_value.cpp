#include "same_value.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

#include "nlohmann_bindings.h"

namespace bench {
namespace {

using nlohmann::json;

std::string show(const json& j) {
  if (j.is_number_float()) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", j.get<double>());
    return text;
  }
  std::string s = j.dump();
  if (s.size() > 80) s = s.substr(0, 77) + "...";
  return s;
}

std::string at(const std::string& path) { return path.empty() ? "(the root)" : path; }

// JSON Pointer escapes, so that a key with '/' or '~' names one place.
std::string pointer_token(const std::string& key) {
  std::string token;
  for (const char c : key) {
    if (c == '~') {
      token += "~0";
    } else if (c == '/') {
      token += "~1";
    } else {
      token += c;
    }
  }
  return token;
}

// Units in the last place between two finite doubles of different bits: the
// distance of their bit patterns mapped onto one ordered line, at least 1
// (0.0 and -0.0 are one apart).
std::uint64_t ulps_between(std::uint64_t a_bits, std::uint64_t b_bits) {
  constexpr std::uint64_t kSign = std::uint64_t{1} << 63;
  auto ordered = [](std::uint64_t bits) { return (bits & kSign) != 0 ? kSign - (bits & ~kSign) : kSign + bits; };
  const std::uint64_t x = ordered(a_bits);
  const std::uint64_t y = ordered(b_bits);
  const std::uint64_t distance = x > y ? x - y : y - x;
  return distance == 0 ? 1 : distance;
}

// `kept_only`: `actual` may leave out members of `expected` (a partial
// model's value against the full model's), not hold others.
std::string walk(const json& expected, const json& actual, const std::string& path, Rounding& rounding,
                 bool kept_only) {
  if (expected.type() != actual.type()) {
    return at(path) + ": expected " + show(expected) + ", found " + show(actual);
  }
  if (expected.is_object()) {
    for (auto it = expected.begin(); it != expected.end(); ++it) {
      const std::string here = path + "/" + pointer_token(it.key());
      const auto other = actual.find(it.key());
      if (other == actual.end()) {
        if (kept_only) continue;
        return at(here) + ": missing";
      }
      std::string difference = walk(it.value(), *other, here, rounding, kept_only);
      if (!difference.empty()) return difference;
    }
    for (auto it = actual.begin(); it != actual.end(); ++it) {
      if (!expected.contains(it.key())) return at(path + "/" + pointer_token(it.key())) + ": not expected";
    }
    return "";
  }
  if (expected.is_array()) {
    if (expected.size() != actual.size()) {
      return at(path) + ": expected " + std::to_string(expected.size()) + " elements, found " +
             std::to_string(actual.size());
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
      std::string difference = walk(expected[i], actual[i], path + "/" + std::to_string(i), rounding, kept_only);
      if (!difference.empty()) return difference;
    }
    return "";
  }
  if (expected.is_number_float()) {
    // By the bits: 0.0 and -0.0 differ, and the last bit of a rounding counts.
    const double e = expected.get<double>();
    const double a = actual.get<double>();
    std::uint64_t e_bits = 0;
    std::uint64_t a_bits = 0;
    std::memcpy(&e_bits, &e, sizeof e);
    std::memcpy(&a_bits, &a, sizeof a);
    ++rounding.doubles;
    if (e_bits == a_bits) return "";
    const std::uint64_t ulps = ulps_between(e_bits, a_bits);
    if (ulps > static_cast<std::uint64_t>(rounding.allowed_ulps)) {
      return at(path) + ": expected " + show(expected) + ", found " + show(actual) + " (" + std::to_string(ulps) +
             " units in the last place)";
    }
    ++rounding.off;
    if (ulps > rounding.max_ulps) rounding.max_ulps = ulps;
    return "";
  }
  if (expected != actual) return at(path) + ": expected " + show(expected) + ", found " + show(actual);
  return "";
}

template <class T>
std::string compare(const T& expected, const T& actual, Rounding& rounding) {
  return walk(json(expected), json(actual), "", rounding, false);
}

template <class Full, class Partial>
std::string compare_kept(const Full& full, const Partial& partial) {
  Rounding exact;
  return walk(json(full), json(partial), "", exact, true);
}

}  // namespace

std::string first_difference(const citm::Catalog& expected, const citm::Catalog& actual, Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference(const twitter::SearchResult& expected, const twitter::SearchResult& actual, Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference(const canada::FeatureCollection& expected, const canada::FeatureCollection& actual, Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference(const std::vector<synthetic::IntegerRecord>& expected,
                             const std::vector<synthetic::IntegerRecord>& actual, Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference(const std::vector<synthetic::StringRecord>& expected,
                             const std::vector<synthetic::StringRecord>& actual, Rounding& rounding) {
  return compare(expected, actual, rounding);
}

std::string first_difference(const citm_partial::Catalog& expected, const citm_partial::Catalog& actual,
                             Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference(const twitter_partial::SearchResult& expected, const twitter_partial::SearchResult& actual,
                             Rounding& rounding) {
  return compare(expected, actual, rounding);
}
std::string first_difference_in_kept_members(const citm::Catalog& full, const citm_partial::Catalog& partial) {
  return compare_kept(full, partial);
}
std::string first_difference_in_kept_members(const twitter::SearchResult& full,
                                             const twitter_partial::SearchResult& partial) {
  return compare_kept(full, partial);
}

}  // namespace bench
