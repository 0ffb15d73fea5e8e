// Boost.JSON: tag_invoke(value_from_tag) conversions build a boost::json::value
// (in a monotonic_resource, as Boost.JSON recommends for speed), and a reused
// boost::json::serializer writes it into one reused buffer.
//
// Boost.JSON is compiled into this translation unit (header-only mode), so it
// gets the same compiler and flags as every other serializer here.
#include <boost/json/src.hpp>

#include "peers.h"

namespace json = boost::json;

namespace bench {
namespace {

template <class T>
inline void put(json::object& o, json::string_view key, const T& v) {
  o.emplace(key, json::value_from(v, o.storage()));
}

}  // namespace
}  // namespace bench

namespace citm {
using bench::put;

void tag_invoke(json::value_from_tag, json::value& jv, const Event& v) {
  json::object& o = jv.emplace_object();
  o.reserve(8);
  put(o, "description", v.description);
  put(o, "id", v.id);
  put(o, "logo", v.logo);
  put(o, "name", v.name);
  put(o, "subTopicIds", v.subTopicIds);
  put(o, "subjectCode", v.subjectCode);
  put(o, "subtitle", v.subtitle);
  put(o, "topicIds", v.topicIds);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Price& v) {
  json::object& o = jv.emplace_object();
  o.reserve(3);
  put(o, "amount", v.amount);
  put(o, "audienceSubCategoryId", v.audienceSubCategoryId);
  put(o, "seatCategoryId", v.seatCategoryId);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Area& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "areaId", v.areaId);
  put(o, "blockIds", v.blockIds);
}

void tag_invoke(json::value_from_tag, json::value& jv, const SeatCategory& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "areas", v.areas);
  put(o, "seatCategoryId", v.seatCategoryId);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Performance& v) {
  json::object& o = jv.emplace_object();
  o.reserve(9);
  put(o, "eventId", v.eventId);
  put(o, "id", v.id);
  put(o, "logo", v.logo);
  put(o, "name", v.name);
  put(o, "prices", v.prices);
  put(o, "seatCategories", v.seatCategories);
  put(o, "seatMapImage", v.seatMapImage);
  put(o, "start", v.start);
  put(o, "venueCode", v.venueCode);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Catalog& v) {
  json::object& o = jv.emplace_object();
  o.reserve(11);
  put(o, "areaNames", v.areaNames);
  put(o, "audienceSubCategoryNames", v.audienceSubCategoryNames);
  put(o, "blockNames", v.blockNames);
  put(o, "events", v.events);
  put(o, "performances", v.performances);
  put(o, "seatCategoryNames", v.seatCategoryNames);
  put(o, "subTopicNames", v.subTopicNames);
  put(o, "subjectNames", v.subjectNames);
  put(o, "topicNames", v.topicNames);
  put(o, "topicSubTopics", v.topicSubTopics);
  put(o, "venueNames", v.venueNames);
}
}  // namespace citm

namespace twitter {
using bench::put;

void tag_invoke(json::value_from_tag, json::value& jv, const Metadata& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "result_type", v.result_type);
  put(o, "iso_language_code", v.iso_language_code);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Url& v) {
  json::object& o = jv.emplace_object();
  o.reserve(4);
  put(o, "url", v.url);
  put(o, "expanded_url", v.expanded_url);
  put(o, "display_url", v.display_url);
  put(o, "indices", v.indices);
}

void tag_invoke(json::value_from_tag, json::value& jv, const UrlList& v) {
  json::object& o = jv.emplace_object();
  o.reserve(1);
  put(o, "urls", v.urls);
}

void tag_invoke(json::value_from_tag, json::value& jv, const UserEntities& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "url", v.url);
  put(o, "description", v.description);
}

void tag_invoke(json::value_from_tag, json::value& jv, const User& v) {
  json::object& o = jv.emplace_object();
  o.reserve(40);
  put(o, "id", v.id);
  put(o, "id_str", v.id_str);
  put(o, "name", v.name);
  put(o, "screen_name", v.screen_name);
  put(o, "location", v.location);
  put(o, "description", v.description);
  put(o, "url", v.url);
  put(o, "entities", v.entities);
  put(o, "protected", v.protected_);
  put(o, "followers_count", v.followers_count);
  put(o, "friends_count", v.friends_count);
  put(o, "listed_count", v.listed_count);
  put(o, "created_at", v.created_at);
  put(o, "favourites_count", v.favourites_count);
  put(o, "utc_offset", v.utc_offset);
  put(o, "time_zone", v.time_zone);
  put(o, "geo_enabled", v.geo_enabled);
  put(o, "verified", v.verified);
  put(o, "statuses_count", v.statuses_count);
  put(o, "lang", v.lang);
  put(o, "contributors_enabled", v.contributors_enabled);
  put(o, "is_translator", v.is_translator);
  put(o, "is_translation_enabled", v.is_translation_enabled);
  put(o, "profile_background_color", v.profile_background_color);
  put(o, "profile_background_image_url", v.profile_background_image_url);
  put(o, "profile_background_image_url_https", v.profile_background_image_url_https);
  put(o, "profile_background_tile", v.profile_background_tile);
  put(o, "profile_image_url", v.profile_image_url);
  put(o, "profile_image_url_https", v.profile_image_url_https);
  put(o, "profile_banner_url", v.profile_banner_url);
  put(o, "profile_link_color", v.profile_link_color);
  put(o, "profile_sidebar_border_color", v.profile_sidebar_border_color);
  put(o, "profile_sidebar_fill_color", v.profile_sidebar_fill_color);
  put(o, "profile_text_color", v.profile_text_color);
  put(o, "profile_use_background_image", v.profile_use_background_image);
  put(o, "default_profile", v.default_profile);
  put(o, "default_profile_image", v.default_profile_image);
  put(o, "following", v.following);
  put(o, "follow_request_sent", v.follow_request_sent);
  put(o, "notifications", v.notifications);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Hashtag& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "text", v.text);
  put(o, "indices", v.indices);
}

void tag_invoke(json::value_from_tag, json::value& jv, const UserMention& v) {
  json::object& o = jv.emplace_object();
  o.reserve(5);
  put(o, "screen_name", v.screen_name);
  put(o, "name", v.name);
  put(o, "id", v.id);
  put(o, "id_str", v.id_str);
  put(o, "indices", v.indices);
}

void tag_invoke(json::value_from_tag, json::value& jv, const MediaSize& v) {
  json::object& o = jv.emplace_object();
  o.reserve(3);
  put(o, "w", v.w);
  put(o, "h", v.h);
  put(o, "resize", v.resize);
}

void tag_invoke(json::value_from_tag, json::value& jv, const MediaSizes& v) {
  json::object& o = jv.emplace_object();
  o.reserve(4);
  put(o, "medium", v.medium);
  put(o, "small", v.small);
  put(o, "thumb", v.thumb);
  put(o, "large", v.large);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Media& v) {
  json::object& o = jv.emplace_object();
  o.reserve(12);
  put(o, "id", v.id);
  put(o, "id_str", v.id_str);
  put(o, "indices", v.indices);
  put(o, "media_url", v.media_url);
  put(o, "media_url_https", v.media_url_https);
  put(o, "url", v.url);
  put(o, "display_url", v.display_url);
  put(o, "expanded_url", v.expanded_url);
  put(o, "type", v.type);
  put(o, "sizes", v.sizes);
  put(o, "source_status_id", v.source_status_id);
  put(o, "source_status_id_str", v.source_status_id_str);
}

void tag_invoke(json::value_from_tag, json::value& jv, const StatusEntities& v) {
  json::object& o = jv.emplace_object();
  o.reserve(5);
  put(o, "hashtags", v.hashtags);
  put(o, "symbols", v.symbols);
  put(o, "urls", v.urls);
  put(o, "user_mentions", v.user_mentions);
  put(o, "media", v.media);
}

// The fields a status and a retweeted status share, before and after the
// one they do not ("retweeted_status").
template <class S>
void put_status_head(json::object& o, const S& v) {
  put(o, "metadata", v.metadata);
  put(o, "created_at", v.created_at);
  put(o, "id", v.id);
  put(o, "id_str", v.id_str);
  put(o, "text", v.text);
  put(o, "source", v.source);
  put(o, "truncated", v.truncated);
  put(o, "in_reply_to_status_id", v.in_reply_to_status_id);
  put(o, "in_reply_to_status_id_str", v.in_reply_to_status_id_str);
  put(o, "in_reply_to_user_id", v.in_reply_to_user_id);
  put(o, "in_reply_to_user_id_str", v.in_reply_to_user_id_str);
  put(o, "in_reply_to_screen_name", v.in_reply_to_screen_name);
  put(o, "user", v.user);
  put(o, "geo", v.geo);
  put(o, "coordinates", v.coordinates);
  put(o, "place", v.place);
  put(o, "contributors", v.contributors);
}

template <class S>
void put_status_tail(json::object& o, const S& v) {
  put(o, "retweet_count", v.retweet_count);
  put(o, "favorite_count", v.favorite_count);
  put(o, "entities", v.entities);
  put(o, "favorited", v.favorited);
  put(o, "retweeted", v.retweeted);
  put(o, "possibly_sensitive", v.possibly_sensitive);
  put(o, "lang", v.lang);
}

void tag_invoke(json::value_from_tag, json::value& jv, const RetweetedStatus& v) {
  json::object& o = jv.emplace_object();
  o.reserve(24);
  put_status_head(o, v);
  put_status_tail(o, v);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Status& v) {
  json::object& o = jv.emplace_object();
  o.reserve(25);
  put_status_head(o, v);
  put(o, "retweeted_status", v.retweeted_status);
  put_status_tail(o, v);
}

void tag_invoke(json::value_from_tag, json::value& jv, const SearchMetadata& v) {
  json::object& o = jv.emplace_object();
  o.reserve(9);
  put(o, "completed_in", v.completed_in);
  put(o, "max_id", v.max_id);
  put(o, "max_id_str", v.max_id_str);
  put(o, "next_results", v.next_results);
  put(o, "query", v.query);
  put(o, "refresh_url", v.refresh_url);
  put(o, "count", v.count);
  put(o, "since_id", v.since_id);
  put(o, "since_id_str", v.since_id_str);
}

void tag_invoke(json::value_from_tag, json::value& jv, const SearchResult& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "statuses", v.statuses);
  put(o, "search_metadata", v.search_metadata);
}
}  // namespace twitter

namespace canada {
using bench::put;

void tag_invoke(json::value_from_tag, json::value& jv, const Properties& v) {
  json::object& o = jv.emplace_object();
  o.reserve(1);
  put(o, "name", v.name);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Geometry& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "type", v.type);
  put(o, "coordinates", v.coordinates);
}

void tag_invoke(json::value_from_tag, json::value& jv, const Feature& v) {
  json::object& o = jv.emplace_object();
  o.reserve(3);
  put(o, "type", v.type);
  put(o, "properties", v.properties);
  put(o, "geometry", v.geometry);
}

void tag_invoke(json::value_from_tag, json::value& jv, const FeatureCollection& v) {
  json::object& o = jv.emplace_object();
  o.reserve(2);
  put(o, "type", v.type);
  put(o, "features", v.features);
}
}  // namespace canada

namespace synthetic {
using bench::put;

void tag_invoke(json::value_from_tag, json::value& jv, const IntegerRecord& v) {
  json::object& o = jv.emplace_object();
  o.reserve(6);
  put(o, "id", v.id);
  put(o, "hash", v.hash);
  put(o, "delta", v.delta);
  put(o, "count", v.count);
  put(o, "offset", v.offset);
  put(o, "flags", v.flags);
}

void tag_invoke(json::value_from_tag, json::value& jv, const StringRecord& v) {
  json::object& o = jv.emplace_object();
  o.reserve(4);
  put(o, "name", v.name);
  put(o, "email", v.email);
  put(o, "city", v.city);
  put(o, "comment", v.comment);
}
}  // namespace synthetic

namespace bench {
namespace {

class BoostJsonPeer final : public Peer {
 public:
  std::string name() const override { return "Boost.JSON"; }
  std::string_view serialize(const citm::Catalog& v) override { return run(v); }
  std::string_view serialize(const twitter::SearchResult& v) override { return run(v); }
  std::string_view serialize(const canada::FeatureCollection& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::IntegerRecord>& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::StringRecord>& v) override { return run(v); }

 private:
  template <class T>
  std::string_view run(const T& value) {
    json::monotonic_resource memory;
    const json::value jv = json::value_from(value, &memory);
    serializer_.reset(&jv);
    std::size_t size = 0;
    while (!serializer_.done()) {
      if (size == buffer_.size()) buffer_.resize(buffer_.empty() ? 4096 : 2 * buffer_.size());
      size += serializer_.read(buffer_.data() + size, buffer_.size() - size).size();
    }
    return {buffer_.data(), size};
  }
  json::serializer serializer_;
  std::string buffer_;  // never shrinks, so later calls reuse it as is
};

}  // namespace

std::unique_ptr<Peer> make_boostjson_peer() { return std::make_unique<BoostJsonPeer>(); }

}  // namespace bench
