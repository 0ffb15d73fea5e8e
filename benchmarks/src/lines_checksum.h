// The checksum of a twitter::Status that jsongen_lines_bench's readers
// compute after each record (lines_bench.cpp): most of its fields, so
// that both readers are seen to fill the same values.
#pragma once

#include <cstdint>
#include <string>

#include "bench/twitter.h"

namespace lines_bench {
namespace {  // (each reader's translation unit its own copy: they are compiled with other flags)

// ---- A checksum of what was read, the same for both ----------------------------------

std::uint64_t mix(std::uint64_t h, std::uint64_t v) { return (h ^ v) * 0x100000001b3ULL; }
std::uint64_t text_sum(std::uint64_t h, const std::string& s) {
  h = mix(h, s.size());
  if (!s.empty()) h = mix(h, static_cast<unsigned char>(s.front()) + 256u * static_cast<unsigned char>(s.back()));
  return h;
}
std::uint64_t user_sum(std::uint64_t h, const twitter::User& u) {
  for (const std::string* s : {&u.id_str, &u.name, &u.screen_name, &u.location, &u.description, &u.created_at, &u.lang,
                               &u.profile_background_color, &u.profile_image_url_https, &u.profile_text_color})
    h = text_sum(h, *s);
  for (std::int64_t v : {u.id, u.followers_count, u.friends_count, u.listed_count, u.favourites_count, u.statuses_count})
    h = mix(h, static_cast<std::uint64_t>(v));
  h = mix(h, u.utc_offset ? static_cast<std::uint64_t>(*u.utc_offset) : 7);
  h = mix(h, u.time_zone ? u.time_zone->size() : 9);
  h = mix(h, u.url ? u.url->size() : 11);
  h = mix(h, u.profile_banner_url ? u.profile_banner_url->size() : 13);
  h = mix(h, u.entities.description.urls.size() + (u.entities.url ? 100 * u.entities.url->urls.size() : 0));
  h = mix(h, u.protected_ + 2 * u.geo_enabled + 4 * u.verified + 8 * u.contributors_enabled + 16 * u.is_translator +
                 32 * u.profile_use_background_image + 64 * u.default_profile + 128 * u.following);
  return h;
}
std::uint64_t entities_sum(std::uint64_t h, const twitter::StatusEntities& e) {
  for (const auto& t : e.hashtags) h = text_sum(mix(h, static_cast<std::uint64_t>(t.indices[0])), t.text);
  for (const auto& u : e.urls) h = text_sum(text_sum(mix(h, static_cast<std::uint64_t>(u.indices[1])), u.url), u.expanded_url);
  for (const auto& m : e.user_mentions) h = text_sum(mix(h, static_cast<std::uint64_t>(m.id)), m.screen_name);
  if (e.media) {
    for (const auto& m : *e.media) {
      h = text_sum(mix(h, static_cast<std::uint64_t>(m.id)), m.media_url_https);
      h = mix(h, static_cast<std::uint64_t>(m.sizes.large.w * 7 + m.sizes.thumb.h) + (m.source_status_id ? 1 : 0));
      h = text_sum(h, m.sizes.medium.resize);
    }
  }
  return h;
}
template <class S>
std::uint64_t status_common_sum(std::uint64_t h, const S& s) {
  h = text_sum(text_sum(h, s.metadata.result_type), s.metadata.iso_language_code);
  for (const std::string* t : {&s.created_at, &s.id_str, &s.text, &s.source, &s.lang}) h = text_sum(h, *t);
  for (std::int64_t v : {s.id, s.retweet_count, s.favorite_count}) h = mix(h, static_cast<std::uint64_t>(v));
  h = mix(h, s.in_reply_to_status_id ? static_cast<std::uint64_t>(*s.in_reply_to_status_id) : 3);
  h = mix(h, s.in_reply_to_user_id ? static_cast<std::uint64_t>(*s.in_reply_to_user_id) : 5);
  h = mix(h, s.in_reply_to_screen_name ? s.in_reply_to_screen_name->size() : 17);
  h = mix(h, s.possibly_sensitive ? 1 + *s.possibly_sensitive : 0);
  h = mix(h, s.truncated + 2 * s.favorited + 4 * s.retweeted + 8 * s.geo.has_value() + 16 * s.place.has_value());
  return entities_sum(user_sum(h, s.user), s.entities);
}
std::uint64_t status_sum(const twitter::Status& s) {
  std::uint64_t h = status_common_sum(0xcbf29ce484222325ULL, s);
  if (s.retweeted_status) h = status_common_sum(mix(h, 1), *s.retweeted_status);
  return h;
}

}  // namespace
}  // namespace lines_bench
