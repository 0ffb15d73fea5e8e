// Boost.JSON: a reused parser builds a boost::json::value in a
// monotonic_resource (as Boost.JSON recommends for speed, and as the writing
// peer does), and value_to fills the structs through the tag_invoke(value_to_tag)
// conversions below, written as its documentation shows (object::at for each
// member). value_to makes a new value, which is then moved into the reused one:
// Boost.JSON has no way to convert into an existing object.
//
// What it checks: the whole grammar, UTF-8 (parse_options::allow_invalid_utf8
// is off), at most 32 levels of nesting (parse_options::max_depth); each
// member's key present (object::at) but for std::optional members; integers
// in the member's type's range and exact (value::to_number: 1e2 reads as 100,
// 1.5 is an error), std::array lengths. A duplicate key's last value wins.
// Doubles are NOT correctly rounded in Boost 1.81 (its parser multiplies the
// decimal digits by a power of ten, so the last bit can differ from strtod's),
// and 1e400 reads as infinity.
//
// Boost.JSON is compiled into peer_boostjson.cpp (<boost/json/src.hpp>);
// this file includes its declarations only.
#include <boost/json.hpp>

#include <optional>

#include "readers.h"

namespace json = boost::json;

namespace bench {
namespace {

// A member's key must be there, unless the member is a std::optional: then
// a missing key empties it.
template <class T>
inline void get(const json::object& o, json::string_view key, T& member) {
  member = json::value_to<T>(o.at(key));
}
template <class T>
inline void get(const json::object& o, json::string_view key, std::optional<T>& member) {
  if (const json::value* v = o.if_contains(key)) {
    member = json::value_to<std::optional<T>>(*v);
  } else {
    member.reset();
  }
}

}  // namespace
}  // namespace bench

namespace citm {
using bench::get;

Event tag_invoke(json::value_to_tag<Event>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Event v;
  get(o, "description", v.description);
  get(o, "id", v.id);
  get(o, "logo", v.logo);
  get(o, "name", v.name);
  get(o, "subTopicIds", v.subTopicIds);
  get(o, "subjectCode", v.subjectCode);
  get(o, "subtitle", v.subtitle);
  get(o, "topicIds", v.topicIds);
  return v;
}

Price tag_invoke(json::value_to_tag<Price>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Price v;
  get(o, "amount", v.amount);
  get(o, "audienceSubCategoryId", v.audienceSubCategoryId);
  get(o, "seatCategoryId", v.seatCategoryId);
  return v;
}

Area tag_invoke(json::value_to_tag<Area>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Area v;
  get(o, "areaId", v.areaId);
  get(o, "blockIds", v.blockIds);
  return v;
}

SeatCategory tag_invoke(json::value_to_tag<SeatCategory>, const json::value& jv) {
  const json::object& o = jv.as_object();
  SeatCategory v;
  get(o, "areas", v.areas);
  get(o, "seatCategoryId", v.seatCategoryId);
  return v;
}

Performance tag_invoke(json::value_to_tag<Performance>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Performance v;
  get(o, "eventId", v.eventId);
  get(o, "id", v.id);
  get(o, "logo", v.logo);
  get(o, "name", v.name);
  get(o, "prices", v.prices);
  get(o, "seatCategories", v.seatCategories);
  get(o, "seatMapImage", v.seatMapImage);
  get(o, "start", v.start);
  get(o, "venueCode", v.venueCode);
  return v;
}

Catalog tag_invoke(json::value_to_tag<Catalog>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Catalog v;
  get(o, "areaNames", v.areaNames);
  get(o, "audienceSubCategoryNames", v.audienceSubCategoryNames);
  get(o, "blockNames", v.blockNames);
  get(o, "events", v.events);
  get(o, "performances", v.performances);
  get(o, "seatCategoryNames", v.seatCategoryNames);
  get(o, "subTopicNames", v.subTopicNames);
  get(o, "subjectNames", v.subjectNames);
  get(o, "topicNames", v.topicNames);
  get(o, "topicSubTopics", v.topicSubTopics);
  get(o, "venueNames", v.venueNames);
  return v;
}
}  // namespace citm

namespace twitter {
using bench::get;

Metadata tag_invoke(json::value_to_tag<Metadata>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Metadata v;
  get(o, "result_type", v.result_type);
  get(o, "iso_language_code", v.iso_language_code);
  return v;
}

Url tag_invoke(json::value_to_tag<Url>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Url v;
  get(o, "url", v.url);
  get(o, "expanded_url", v.expanded_url);
  get(o, "display_url", v.display_url);
  get(o, "indices", v.indices);
  return v;
}

UrlList tag_invoke(json::value_to_tag<UrlList>, const json::value& jv) {
  const json::object& o = jv.as_object();
  UrlList v;
  get(o, "urls", v.urls);
  return v;
}

UserEntities tag_invoke(json::value_to_tag<UserEntities>, const json::value& jv) {
  const json::object& o = jv.as_object();
  UserEntities v;
  get(o, "url", v.url);
  get(o, "description", v.description);
  return v;
}

User tag_invoke(json::value_to_tag<User>, const json::value& jv) {
  const json::object& o = jv.as_object();
  User v;
  get(o, "id", v.id);
  get(o, "id_str", v.id_str);
  get(o, "name", v.name);
  get(o, "screen_name", v.screen_name);
  get(o, "location", v.location);
  get(o, "description", v.description);
  get(o, "url", v.url);
  get(o, "entities", v.entities);
  get(o, "protected", v.protected_);
  get(o, "followers_count", v.followers_count);
  get(o, "friends_count", v.friends_count);
  get(o, "listed_count", v.listed_count);
  get(o, "created_at", v.created_at);
  get(o, "favourites_count", v.favourites_count);
  get(o, "utc_offset", v.utc_offset);
  get(o, "time_zone", v.time_zone);
  get(o, "geo_enabled", v.geo_enabled);
  get(o, "verified", v.verified);
  get(o, "statuses_count", v.statuses_count);
  get(o, "lang", v.lang);
  get(o, "contributors_enabled", v.contributors_enabled);
  get(o, "is_translator", v.is_translator);
  get(o, "is_translation_enabled", v.is_translation_enabled);
  get(o, "profile_background_color", v.profile_background_color);
  get(o, "profile_background_image_url", v.profile_background_image_url);
  get(o, "profile_background_image_url_https", v.profile_background_image_url_https);
  get(o, "profile_background_tile", v.profile_background_tile);
  get(o, "profile_image_url", v.profile_image_url);
  get(o, "profile_image_url_https", v.profile_image_url_https);
  get(o, "profile_banner_url", v.profile_banner_url);
  get(o, "profile_link_color", v.profile_link_color);
  get(o, "profile_sidebar_border_color", v.profile_sidebar_border_color);
  get(o, "profile_sidebar_fill_color", v.profile_sidebar_fill_color);
  get(o, "profile_text_color", v.profile_text_color);
  get(o, "profile_use_background_image", v.profile_use_background_image);
  get(o, "default_profile", v.default_profile);
  get(o, "default_profile_image", v.default_profile_image);
  get(o, "following", v.following);
  get(o, "follow_request_sent", v.follow_request_sent);
  get(o, "notifications", v.notifications);
  return v;
}

Hashtag tag_invoke(json::value_to_tag<Hashtag>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Hashtag v;
  get(o, "text", v.text);
  get(o, "indices", v.indices);
  return v;
}

UserMention tag_invoke(json::value_to_tag<UserMention>, const json::value& jv) {
  const json::object& o = jv.as_object();
  UserMention v;
  get(o, "screen_name", v.screen_name);
  get(o, "name", v.name);
  get(o, "id", v.id);
  get(o, "id_str", v.id_str);
  get(o, "indices", v.indices);
  return v;
}

MediaSize tag_invoke(json::value_to_tag<MediaSize>, const json::value& jv) {
  const json::object& o = jv.as_object();
  MediaSize v;
  get(o, "w", v.w);
  get(o, "h", v.h);
  get(o, "resize", v.resize);
  return v;
}

MediaSizes tag_invoke(json::value_to_tag<MediaSizes>, const json::value& jv) {
  const json::object& o = jv.as_object();
  MediaSizes v;
  get(o, "medium", v.medium);
  get(o, "small", v.small);
  get(o, "thumb", v.thumb);
  get(o, "large", v.large);
  return v;
}

Media tag_invoke(json::value_to_tag<Media>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Media v;
  get(o, "id", v.id);
  get(o, "id_str", v.id_str);
  get(o, "indices", v.indices);
  get(o, "media_url", v.media_url);
  get(o, "media_url_https", v.media_url_https);
  get(o, "url", v.url);
  get(o, "display_url", v.display_url);
  get(o, "expanded_url", v.expanded_url);
  get(o, "type", v.type);
  get(o, "sizes", v.sizes);
  get(o, "source_status_id", v.source_status_id);
  get(o, "source_status_id_str", v.source_status_id_str);
  return v;
}

StatusEntities tag_invoke(json::value_to_tag<StatusEntities>, const json::value& jv) {
  const json::object& o = jv.as_object();
  StatusEntities v;
  get(o, "hashtags", v.hashtags);
  get(o, "symbols", v.symbols);
  get(o, "urls", v.urls);
  get(o, "user_mentions", v.user_mentions);
  get(o, "media", v.media);
  return v;
}

// The fields a status and a retweeted status share, before and after the
// one they do not ("retweeted_status").
template <class S>
void get_status_head(const json::object& o, S& v) {
  get(o, "metadata", v.metadata);
  get(o, "created_at", v.created_at);
  get(o, "id", v.id);
  get(o, "id_str", v.id_str);
  get(o, "text", v.text);
  get(o, "source", v.source);
  get(o, "truncated", v.truncated);
  get(o, "in_reply_to_status_id", v.in_reply_to_status_id);
  get(o, "in_reply_to_status_id_str", v.in_reply_to_status_id_str);
  get(o, "in_reply_to_user_id", v.in_reply_to_user_id);
  get(o, "in_reply_to_user_id_str", v.in_reply_to_user_id_str);
  get(o, "in_reply_to_screen_name", v.in_reply_to_screen_name);
  get(o, "user", v.user);
  get(o, "geo", v.geo);
  get(o, "coordinates", v.coordinates);
  get(o, "place", v.place);
  get(o, "contributors", v.contributors);
}

template <class S>
void get_status_tail(const json::object& o, S& v) {
  get(o, "retweet_count", v.retweet_count);
  get(o, "favorite_count", v.favorite_count);
  get(o, "entities", v.entities);
  get(o, "favorited", v.favorited);
  get(o, "retweeted", v.retweeted);
  get(o, "possibly_sensitive", v.possibly_sensitive);
  get(o, "lang", v.lang);
}

RetweetedStatus tag_invoke(json::value_to_tag<RetweetedStatus>, const json::value& jv) {
  const json::object& o = jv.as_object();
  RetweetedStatus v;
  get_status_head(o, v);
  get_status_tail(o, v);
  return v;
}

Status tag_invoke(json::value_to_tag<Status>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Status v;
  get_status_head(o, v);
  get(o, "retweeted_status", v.retweeted_status);
  get_status_tail(o, v);
  return v;
}

SearchMetadata tag_invoke(json::value_to_tag<SearchMetadata>, const json::value& jv) {
  const json::object& o = jv.as_object();
  SearchMetadata v;
  get(o, "completed_in", v.completed_in);
  get(o, "max_id", v.max_id);
  get(o, "max_id_str", v.max_id_str);
  get(o, "next_results", v.next_results);
  get(o, "query", v.query);
  get(o, "refresh_url", v.refresh_url);
  get(o, "count", v.count);
  get(o, "since_id", v.since_id);
  get(o, "since_id_str", v.since_id_str);
  return v;
}

SearchResult tag_invoke(json::value_to_tag<SearchResult>, const json::value& jv) {
  const json::object& o = jv.as_object();
  SearchResult v;
  get(o, "statuses", v.statuses);
  get(o, "search_metadata", v.search_metadata);
  return v;
}
}  // namespace twitter

namespace canada {
using bench::get;

Properties tag_invoke(json::value_to_tag<Properties>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Properties v;
  get(o, "name", v.name);
  return v;
}

Geometry tag_invoke(json::value_to_tag<Geometry>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Geometry v;
  get(o, "type", v.type);
  get(o, "coordinates", v.coordinates);
  return v;
}

Feature tag_invoke(json::value_to_tag<Feature>, const json::value& jv) {
  const json::object& o = jv.as_object();
  Feature v;
  get(o, "type", v.type);
  get(o, "properties", v.properties);
  get(o, "geometry", v.geometry);
  return v;
}

FeatureCollection tag_invoke(json::value_to_tag<FeatureCollection>, const json::value& jv) {
  const json::object& o = jv.as_object();
  FeatureCollection v;
  get(o, "type", v.type);
  get(o, "features", v.features);
  return v;
}
}  // namespace canada

namespace synthetic {
using bench::get;

IntegerRecord tag_invoke(json::value_to_tag<IntegerRecord>, const json::value& jv) {
  const json::object& o = jv.as_object();
  IntegerRecord v;
  get(o, "id", v.id);
  get(o, "hash", v.hash);
  get(o, "delta", v.delta);
  get(o, "count", v.count);
  get(o, "offset", v.offset);
  get(o, "flags", v.flags);
  return v;
}

StringRecord tag_invoke(json::value_to_tag<StringRecord>, const json::value& jv) {
  const json::object& o = jv.as_object();
  StringRecord v;
  get(o, "name", v.name);
  get(o, "email", v.email);
  get(o, "city", v.city);
  get(o, "comment", v.comment);
  return v;
}
}  // namespace synthetic

namespace bench {
namespace {

class BoostJsonReader final : public Reader {
 public:
  std::string name() const override { return "Boost.JSON"; }
  std::string about() const override {
    return "parser in a monotonic_resource, then value_to; doubles not correctly rounded";
  }
  int double_error_ulps() const override { return 1; }  // what canada.json shows
  bool read(const std::string& json, citm::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter::SearchResult& v) override { return run(json, v); }
  bool read(const std::string& json, canada::FeatureCollection& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::StringRecord>& v) override { return run(json, v); }

 private:
  template <class T>
  bool run(const std::string& text, T& value) {
    json::monotonic_resource memory;
    parser_.reset(&memory);
    boost::system::error_code ec;
    parser_.write(text.data(), text.size(), ec);
    if (ec) {
      error_ = ec.message();
      return false;
    }
    try {
      const json::value jv = parser_.release();
      value = json::value_to<T>(jv);
      return true;
    } catch (const std::exception& e) {
      error_ = e.what();
      return false;
    }
  }
  json::parser parser_;  // reused: keeps its stack's capacity
};

}  // namespace

std::unique_ptr<Reader> make_boostjson_reader() { return std::make_unique<BoostJsonReader>(); }

}  // namespace bench
