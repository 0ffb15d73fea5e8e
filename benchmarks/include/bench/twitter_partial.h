// A partial model of twitter.json, as a program that reads part of an API's
// response has: the statuses without "geo", "coordinates", "place" and
// "contributors", their users without "protected" (865 keys of the file the
// reader skips, mid-object, where they come in each object). The structs
// that lose nothing are twitter.h's.
#pragma once

#include "bench/twitter.h"

namespace twitter_partial {

using twitter::Metadata;
using twitter::SearchMetadata;
using twitter::StatusEntities;
using twitter::UserEntities;

struct JSONGEN_SERIALIZE User {
  std::int64_t id = 0;
  std::string id_str;
  std::string name;
  std::string screen_name;
  std::string location;
  std::string description;
  std::optional<std::string> url;
  UserEntities entities;
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
  std::optional<RetweetedStatus> retweeted_status;
  std::int64_t retweet_count = 0;
  std::int64_t favorite_count = 0;
  StatusEntities entities;
  bool favorited = false;
  bool retweeted = false;
  std::optional<bool> possibly_sensitive;
  std::string lang;
};

struct JSONGEN_SERIALIZE SearchResult {
  std::vector<Status> statuses;
  SearchMetadata search_metadata;
};

}  // namespace twitter_partial
