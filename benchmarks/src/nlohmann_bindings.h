// nlohmann::json conversions for the benchmark structs, in both directions:
// from_json loads the data sets (not timed) and is the nlohmann reader, to_json
// is the nlohmann peer (and renders values read for comparison).
// BENCH_NLOHMANN_TYPE is NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE made of nlohmann's
// own pieces, except that a std::optional member's key may be missing (it is
// then emptied: twitter.json leaves some out) and that defining
// BENCH_NLOHMANN_TO_JSON_ONLY leaves from_json out (compile_cost.sh measures
// serialization alone). By hand where a JSON key is not the member's name
// (User's "protected").
#pragma once

#include <nlohmann/json.hpp>

#include <optional>

#include "bench/canada.h"
#include "bench/citm.h"
#include "bench/synthetic.h"
#include "bench/twitter.h"
#if !defined(BENCH_NLOHMANN_TO_JSON_ONLY)
#include "bench/citm_partial.h"
#include "bench/twitter_partial.h"
#endif

// std::optional <-> value or null (nlohmann 3.11 has no built-in one).
namespace nlohmann {
template <class T>
struct adl_serializer<std::optional<T>> {
  static void to_json(json& j, const std::optional<T>& v) {
    if (v) {
      j = *v;
    } else {
      j = nullptr;
    }
  }
  static void from_json(const json& j, std::optional<T>& v) {
    if (j.is_null()) {
      v.reset();
    } else {
      v = j.get<T>();
    }
  }
};
}  // namespace nlohmann

// Every other member's key must be there (json::at throws otherwise), as
// NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE has it; get_to reads into the member in
// place, so a reused value keeps its strings' capacity where nlohmann allows.
namespace bench_nlohmann {
template <class T>
void get_member(const nlohmann::json& j, const char* key, T& member) {
  j.at(key).get_to(member);
}
template <class T>
void get_member(const nlohmann::json& j, const char* key, std::optional<T>& member) {
  const auto it = j.find(key);
  if (it == j.end()) {
    member.reset();
  } else {
    it->get_to(member);
  }
}
}  // namespace bench_nlohmann

// clang-format off
#define BENCH_NLOHMANN_TYPE(Type, ...)                                                \
  inline void to_json(nlohmann::json& nlohmann_json_j, const Type& nlohmann_json_t) { \
    NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(NLOHMANN_JSON_TO, __VA_ARGS__))          \
  }                                                                                   \
  BENCH_NLOHMANN_FROM_JSON(Type, __VA_ARGS__)
// clang-format on

#if defined(BENCH_NLOHMANN_TO_JSON_ONLY)
#define BENCH_NLOHMANN_FROM_JSON(Type, ...)
#else
#define BENCH_NLOHMANN_FROM(v1) bench_nlohmann::get_member(nlohmann_json_j, #v1, nlohmann_json_t.v1);
#define BENCH_NLOHMANN_FROM_JSON(Type, ...)                                             \
  inline void from_json(const nlohmann::json& nlohmann_json_j, Type& nlohmann_json_t) { \
    NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(BENCH_NLOHMANN_FROM, __VA_ARGS__))         \
  }
#endif

namespace citm {
BENCH_NLOHMANN_TYPE(Event, description, id, logo, name, subTopicIds, subjectCode, subtitle, topicIds)
BENCH_NLOHMANN_TYPE(Price, amount, audienceSubCategoryId, seatCategoryId)
BENCH_NLOHMANN_TYPE(Area, areaId, blockIds)
BENCH_NLOHMANN_TYPE(SeatCategory, areas, seatCategoryId)
BENCH_NLOHMANN_TYPE(Performance, eventId, id, logo, name, prices, seatCategories, seatMapImage, start, venueCode)
BENCH_NLOHMANN_TYPE(Catalog, areaNames, audienceSubCategoryNames, blockNames, events, performances,
                    seatCategoryNames, subTopicNames, subjectNames, topicNames, topicSubTopics, venueNames)
}  // namespace citm

namespace twitter {
BENCH_NLOHMANN_TYPE(Metadata, result_type, iso_language_code)
BENCH_NLOHMANN_TYPE(Url, url, expanded_url, display_url, indices)
BENCH_NLOHMANN_TYPE(UrlList, urls)
BENCH_NLOHMANN_TYPE(UserEntities, url, description)

inline void to_json(nlohmann::json& j, const User& v) {
  j["id"] = v.id;
  j["id_str"] = v.id_str;
  j["name"] = v.name;
  j["screen_name"] = v.screen_name;
  j["location"] = v.location;
  j["description"] = v.description;
  j["url"] = v.url;
  j["entities"] = v.entities;
  j["protected"] = v.protected_;
  j["followers_count"] = v.followers_count;
  j["friends_count"] = v.friends_count;
  j["listed_count"] = v.listed_count;
  j["created_at"] = v.created_at;
  j["favourites_count"] = v.favourites_count;
  j["utc_offset"] = v.utc_offset;
  j["time_zone"] = v.time_zone;
  j["geo_enabled"] = v.geo_enabled;
  j["verified"] = v.verified;
  j["statuses_count"] = v.statuses_count;
  j["lang"] = v.lang;
  j["contributors_enabled"] = v.contributors_enabled;
  j["is_translator"] = v.is_translator;
  j["is_translation_enabled"] = v.is_translation_enabled;
  j["profile_background_color"] = v.profile_background_color;
  j["profile_background_image_url"] = v.profile_background_image_url;
  j["profile_background_image_url_https"] = v.profile_background_image_url_https;
  j["profile_background_tile"] = v.profile_background_tile;
  j["profile_image_url"] = v.profile_image_url;
  j["profile_image_url_https"] = v.profile_image_url_https;
  j["profile_banner_url"] = v.profile_banner_url;
  j["profile_link_color"] = v.profile_link_color;
  j["profile_sidebar_border_color"] = v.profile_sidebar_border_color;
  j["profile_sidebar_fill_color"] = v.profile_sidebar_fill_color;
  j["profile_text_color"] = v.profile_text_color;
  j["profile_use_background_image"] = v.profile_use_background_image;
  j["default_profile"] = v.default_profile;
  j["default_profile_image"] = v.default_profile_image;
  j["following"] = v.following;
  j["follow_request_sent"] = v.follow_request_sent;
  j["notifications"] = v.notifications;
}

#if !defined(BENCH_NLOHMANN_TO_JSON_ONLY)
inline void from_json(const nlohmann::json& j, User& v) {
  auto get = [&j](const char* key, auto& member) { bench_nlohmann::get_member(j, key, member); };
  get("id", v.id);
  get("id_str", v.id_str);
  get("name", v.name);
  get("screen_name", v.screen_name);
  get("location", v.location);
  get("description", v.description);
  get("url", v.url);
  get("entities", v.entities);
  get("protected", v.protected_);
  get("followers_count", v.followers_count);
  get("friends_count", v.friends_count);
  get("listed_count", v.listed_count);
  get("created_at", v.created_at);
  get("favourites_count", v.favourites_count);
  get("utc_offset", v.utc_offset);
  get("time_zone", v.time_zone);
  get("geo_enabled", v.geo_enabled);
  get("verified", v.verified);
  get("statuses_count", v.statuses_count);
  get("lang", v.lang);
  get("contributors_enabled", v.contributors_enabled);
  get("is_translator", v.is_translator);
  get("is_translation_enabled", v.is_translation_enabled);
  get("profile_background_color", v.profile_background_color);
  get("profile_background_image_url", v.profile_background_image_url);
  get("profile_background_image_url_https", v.profile_background_image_url_https);
  get("profile_background_tile", v.profile_background_tile);
  get("profile_image_url", v.profile_image_url);
  get("profile_image_url_https", v.profile_image_url_https);
  get("profile_banner_url", v.profile_banner_url);
  get("profile_link_color", v.profile_link_color);
  get("profile_sidebar_border_color", v.profile_sidebar_border_color);
  get("profile_sidebar_fill_color", v.profile_sidebar_fill_color);
  get("profile_text_color", v.profile_text_color);
  get("profile_use_background_image", v.profile_use_background_image);
  get("default_profile", v.default_profile);
  get("default_profile_image", v.default_profile_image);
  get("following", v.following);
  get("follow_request_sent", v.follow_request_sent);
  get("notifications", v.notifications);
}
#endif

BENCH_NLOHMANN_TYPE(Hashtag, text, indices)
BENCH_NLOHMANN_TYPE(UserMention, screen_name, name, id, id_str, indices)
BENCH_NLOHMANN_TYPE(MediaSize, w, h, resize)
BENCH_NLOHMANN_TYPE(MediaSizes, medium, small, thumb, large)
BENCH_NLOHMANN_TYPE(Media, id, id_str, indices, media_url, media_url_https, url, display_url, expanded_url, type,
                    sizes, source_status_id, source_status_id_str)
BENCH_NLOHMANN_TYPE(StatusEntities, hashtags, symbols, urls, user_mentions, media)
BENCH_NLOHMANN_TYPE(RetweetedStatus, metadata, created_at, id, id_str, text, source, truncated,
                    in_reply_to_status_id, in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str,
                    in_reply_to_screen_name, user, geo, coordinates, place, contributors, retweet_count,
                    favorite_count, entities, favorited, retweeted, possibly_sensitive, lang)
BENCH_NLOHMANN_TYPE(Status, metadata, created_at, id, id_str, text, source, truncated, in_reply_to_status_id,
                    in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str,
                    in_reply_to_screen_name, user, geo, coordinates, place, contributors, retweeted_status,
                    retweet_count, favorite_count, entities, favorited, retweeted, possibly_sensitive, lang)
BENCH_NLOHMANN_TYPE(SearchMetadata, completed_in, max_id, max_id_str, next_results, query, refresh_url, count,
                    since_id, since_id_str)
BENCH_NLOHMANN_TYPE(SearchResult, statuses, search_metadata)
}  // namespace twitter

// The partial models (nlohmann's from_json skips the keys they leave out);
// not in compile_cost.sh's translation unit, which measures the full models.
#if !defined(BENCH_NLOHMANN_TO_JSON_ONLY)
namespace citm_partial {
BENCH_NLOHMANN_TYPE(Event, id, name, topicIds)
BENCH_NLOHMANN_TYPE(Price, amount, seatCategoryId)
BENCH_NLOHMANN_TYPE(Performance, eventId, prices, start)
BENCH_NLOHMANN_TYPE(Catalog, events, performances, venueNames)
}  // namespace citm_partial

namespace twitter_partial {
BENCH_NLOHMANN_TYPE(User, id, id_str, name, screen_name, location, description, url, entities, followers_count,
                    friends_count, listed_count, created_at, favourites_count, utc_offset, time_zone, geo_enabled,
                    verified, statuses_count, lang, contributors_enabled, is_translator, is_translation_enabled,
                    profile_background_color, profile_background_image_url, profile_background_image_url_https,
                    profile_background_tile, profile_image_url, profile_image_url_https, profile_banner_url,
                    profile_link_color, profile_sidebar_border_color, profile_sidebar_fill_color, profile_text_color,
                    profile_use_background_image, default_profile, default_profile_image, following,
                    follow_request_sent, notifications)
BENCH_NLOHMANN_TYPE(RetweetedStatus, metadata, created_at, id, id_str, text, source, truncated, in_reply_to_status_id,
                    in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str, in_reply_to_screen_name,
                    user, retweet_count, favorite_count, entities, favorited, retweeted, possibly_sensitive, lang)
BENCH_NLOHMANN_TYPE(Status, metadata, created_at, id, id_str, text, source, truncated, in_reply_to_status_id,
                    in_reply_to_status_id_str, in_reply_to_user_id, in_reply_to_user_id_str, in_reply_to_screen_name,
                    user, retweeted_status, retweet_count, favorite_count, entities, favorited, retweeted,
                    possibly_sensitive, lang)
BENCH_NLOHMANN_TYPE(SearchResult, statuses, search_metadata)
}  // namespace twitter_partial
#endif

namespace canada {
BENCH_NLOHMANN_TYPE(Properties, name)
BENCH_NLOHMANN_TYPE(Geometry, type, coordinates)
BENCH_NLOHMANN_TYPE(Feature, type, properties, geometry)
BENCH_NLOHMANN_TYPE(FeatureCollection, type, features)
}  // namespace canada

namespace synthetic {
BENCH_NLOHMANN_TYPE(IntegerRecord, id, hash, delta, count, offset, flags)
BENCH_NLOHMANN_TYPE(StringRecord, name, email, city, comment)
}  // namespace synthetic
