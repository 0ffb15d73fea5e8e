// The twitter.json data set: a search result of 100 statuses with their
// users, entities and search metadata. Fields that some objects of the data
// lack (a user's "profile_banner_url", a status's "retweeted_status",
// "possibly_sensitive", "entities.media", ...) are std::optional and print
// as null when absent; fields that are null throughout the data ("geo",
// "coordinates", "place", "contributors") are std::optional<std::string>.
#pragma once

#include <jsongen/annotations.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace twitter {

using Indices = std::array<std::int32_t, 2>;  // [first, last) character offsets

struct JSONGEN_SERIALIZE Metadata {
  std::string result_type;
  std::string iso_language_code;
};

struct JSONGEN_SERIALIZE Url {
  std::string url;
  std::string expanded_url;
  std::string display_url;
  Indices indices{};
};

struct JSONGEN_SERIALIZE UrlList {
  std::vector<Url> urls;
};

struct JSONGEN_SERIALIZE UserEntities {
  std::optional<UrlList> url;
  UrlList description;
};

struct JSONGEN_SERIALIZE User {
  std::int64_t id = 0;
  std::string id_str;
  std::string name;
  std::string screen_name;
  std::string location;
  std::string description;
  std::optional<std::string> url;
  UserEntities entities;
  bool protected_ JSONGEN_RENAME("protected") = false;  // a C++ keyword
  std::int64_t followers_count = 0;
  std::int64_t friends_count = 0;
  std::int64_t listed_count = 0;
  std::string created_at;
  std::int64_t favourites_count = 0;
  std::optional<std::int32_t> utc_offset;
  std::optional<std::string> time_zone;
  bool geo_enabled = false;
  bool verified = false;
  std::int64_t statuses_count = 0;
  std::string lang;
  bool contributors_enabled = false;
  bool is_translator = false;
  bool is_translation_enabled = false;
  std::string profile_background_color;
  std::string profile_background_image_url;
  std::string profile_background_image_url_https;
  bool profile_background_tile = false;
  std::string profile_image_url;
  std::string profile_image_url_https;
  std::optional<std::string> profile_banner_url;
  std::string profile_link_color;
  std::string profile_sidebar_border_color;
  std::string profile_sidebar_fill_color;
  std::string profile_text_color;
  bool profile_use_background_image = false;
  bool default_profile = false;
  bool default_profile_image = false;
  bool following = false;
  bool follow_request_sent = false;
  bool notifications = false;
};

struct JSONGEN_SERIALIZE Hashtag {
  std::string text;
  Indices indices{};
};

struct JSONGEN_SERIALIZE UserMention {
  std::string screen_name;
  std::string name;
  std::int64_t id = 0;
  std::string id_str;
  Indices indices{};
};

struct JSONGEN_SERIALIZE MediaSize {
  std::int32_t w = 0;
  std::int32_t h = 0;
  std::string resize;
};

struct JSONGEN_SERIALIZE MediaSizes {
  MediaSize medium;
  MediaSize small;
  MediaSize thumb;
  MediaSize large;
};

struct JSONGEN_SERIALIZE Media {
  std::int64_t id = 0;
  std::string id_str;
  Indices indices{};
  std::string media_url;
  std::string media_url_https;
  std::string url;
  std::string display_url;
  std::string expanded_url;
  std::string type;
  MediaSizes sizes;
  std::optional<std::int64_t> source_status_id;
  std::optional<std::string> source_status_id_str;
};

struct JSONGEN_SERIALIZE StatusEntities {
  std::vector<Hashtag> hashtags;
  std::vector<Hashtag> symbols;  // same shape as hashtags; empty in the data
  std::vector<Url> urls;
  std::vector<UserMention> user_mentions;
  std::optional<std::vector<Media>> media;
};

// A status nested in another one. Status cannot hold an optional Status of
// its own type, so the retweeted status is this separate struct: the same
// fields, without a further "retweeted_status".
struct JSONGEN_SERIALIZE RetweetedStatus {
  Metadata metadata;
  std::string created_at;
  std::int64_t id = 0;
  std::string id_str;
  std::string text;
  std::string source;
  bool truncated = false;
  std::optional<std::int64_t> in_reply_to_status_id;
  std::optional<std::string> in_reply_to_status_id_str;
  std::optional<std::int64_t> in_reply_to_user_id;
  std::optional<std::string> in_reply_to_user_id_str;
  std::optional<std::string> in_reply_to_screen_name;
  User user;
  std::optional<std::string> geo;
  std::optional<std::string> coordinates;
  std::optional<std::string> place;
  std::optional<std::string> contributors;
  std::int64_t retweet_count = 0;
  std::int64_t favorite_count = 0;
  StatusEntities entities;
  bool favorited = false;
  bool retweeted = false;
  std::optional<bool> possibly_sensitive;
  std::string lang;
};

struct JSONGEN_SERIALIZE Status {
  Metadata metadata;
  std::string created_at;
  std::int64_t id = 0;
  std::string id_str;
  std::string text;
  std::string source;
  bool truncated = false;
  std::optional<std::int64_t> in_reply_to_status_id;
  std::optional<std::string> in_reply_to_status_id_str;
  std::optional<std::int64_t> in_reply_to_user_id;
  std::optional<std::string> in_reply_to_user_id_str;
  std::optional<std::string> in_reply_to_screen_name;
  User user;
  std::optional<std::string> geo;
  std::optional<std::string> coordinates;
  std::optional<std::string> place;
  std::optional<std::string> contributors;
  std::optional<RetweetedStatus> retweeted_status;
  std::int64_t retweet_count = 0;
  std::int64_t favorite_count = 0;
  StatusEntities entities;
  bool favorited = false;
  bool retweeted = false;
  std::optional<bool> possibly_sensitive;
  std::string lang;
};

struct JSONGEN_SERIALIZE SearchMetadata {
  double completed_in = 0;
  std::int64_t max_id = 0;
  std::string max_id_str;
  std::string next_results;
  std::string query;
  std::string refresh_url;
  std::int64_t count = 0;
  std::int64_t since_id = 0;
  std::string since_id_str;
};

struct JSONGEN_SERIALIZE SearchResult {
  std::vector<Status> statuses;
  SearchMetadata search_metadata;
};

}  // namespace twitter
