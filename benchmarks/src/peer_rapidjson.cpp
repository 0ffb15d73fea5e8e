// RapidJSON: hand-written Writer calls walking the structs, into one reused
// StringBuffer. This is how RapidJSON's SAX-style writer is meant to be used
// for speed: no DOM, every key and value handed straight to the Writer.
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cstdint>
#include <map>
#include <optional>
#include <type_traits>

#include "peers.h"

namespace bench {
namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

template <std::size_t N>
inline void key(Writer& w, const char (&k)[N]) {
  w.Key(k, static_cast<rapidjson::SizeType>(N - 1));
}

// Forward declarations: the templates below find the struct overloads.
void write(Writer& w, const citm::Event& v);
void write(Writer& w, const citm::Price& v);
void write(Writer& w, const citm::Area& v);
void write(Writer& w, const citm::SeatCategory& v);
void write(Writer& w, const citm::Performance& v);
void write(Writer& w, const twitter::Metadata& v);
void write(Writer& w, const twitter::Url& v);
void write(Writer& w, const twitter::UrlList& v);
void write(Writer& w, const twitter::User& v);
void write(Writer& w, const twitter::Hashtag& v);
void write(Writer& w, const twitter::UserMention& v);
void write(Writer& w, const twitter::Media& v);
void write(Writer& w, const twitter::RetweetedStatus& v);
void write(Writer& w, const twitter::Status& v);
void write(Writer& w, const canada::Feature& v);
void write(Writer& w, const synthetic::IntegerRecord& v);
void write(Writer& w, const synthetic::StringRecord& v);

template <class T>
void write(Writer& w, const std::optional<T>& v);
template <class T>
void write(Writer& w, const std::vector<T>& v);
template <class T, std::size_t N>
void write(Writer& w, const std::array<T, N>& v);
template <class T>
void write(Writer& w, const std::map<std::string, T>& v);

inline void write(Writer& w, const std::string& v) {
  w.String(v.data(), static_cast<rapidjson::SizeType>(v.size()));
}
inline void write(Writer& w, bool v) { w.Bool(v); }
inline void write(Writer& w, double v) { w.Double(v); }

template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
inline void write(Writer& w, T v) {
  if constexpr (std::is_signed_v<T>) {
    if constexpr (sizeof(T) <= 4) {
      w.Int(v);
    } else {
      w.Int64(v);
    }
  } else if constexpr (sizeof(T) <= 4) {
    w.Uint(v);
  } else {
    w.Uint64(v);
  }
}

template <class T>
void write(Writer& w, const std::optional<T>& v) {
  if (v) {
    write(w, *v);
  } else {
    w.Null();
  }
}

template <class T>
void write(Writer& w, const std::vector<T>& v) {
  w.StartArray();
  for (const auto& e : v) write(w, e);
  w.EndArray();
}

template <class T, std::size_t N>
void write(Writer& w, const std::array<T, N>& v) {
  w.StartArray();
  for (const auto& e : v) write(w, e);
  w.EndArray();
}

template <class T>
void write(Writer& w, const std::map<std::string, T>& v) {
  w.StartObject();
  for (const auto& [k, e] : v) {
    w.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
    write(w, e);
  }
  w.EndObject();
}

// --- CITM catalog

void write(Writer& w, const citm::Event& v) {
  w.StartObject();
  key(w, "description"), write(w, v.description);
  key(w, "id"), write(w, v.id);
  key(w, "logo"), write(w, v.logo);
  key(w, "name"), write(w, v.name);
  key(w, "subTopicIds"), write(w, v.subTopicIds);
  key(w, "subjectCode"), write(w, v.subjectCode);
  key(w, "subtitle"), write(w, v.subtitle);
  key(w, "topicIds"), write(w, v.topicIds);
  w.EndObject();
}

void write(Writer& w, const citm::Price& v) {
  w.StartObject();
  key(w, "amount"), write(w, v.amount);
  key(w, "audienceSubCategoryId"), write(w, v.audienceSubCategoryId);
  key(w, "seatCategoryId"), write(w, v.seatCategoryId);
  w.EndObject();
}

void write(Writer& w, const citm::Area& v) {
  w.StartObject();
  key(w, "areaId"), write(w, v.areaId);
  key(w, "blockIds"), write(w, v.blockIds);
  w.EndObject();
}

void write(Writer& w, const citm::SeatCategory& v) {
  w.StartObject();
  key(w, "areas"), write(w, v.areas);
  key(w, "seatCategoryId"), write(w, v.seatCategoryId);
  w.EndObject();
}

void write(Writer& w, const citm::Performance& v) {
  w.StartObject();
  key(w, "eventId"), write(w, v.eventId);
  key(w, "id"), write(w, v.id);
  key(w, "logo"), write(w, v.logo);
  key(w, "name"), write(w, v.name);
  key(w, "prices"), write(w, v.prices);
  key(w, "seatCategories"), write(w, v.seatCategories);
  key(w, "seatMapImage"), write(w, v.seatMapImage);
  key(w, "start"), write(w, v.start);
  key(w, "venueCode"), write(w, v.venueCode);
  w.EndObject();
}

void write(Writer& w, const citm::Catalog& v) {
  w.StartObject();
  key(w, "areaNames"), write(w, v.areaNames);
  key(w, "audienceSubCategoryNames"), write(w, v.audienceSubCategoryNames);
  key(w, "blockNames"), write(w, v.blockNames);
  key(w, "events"), write(w, v.events);
  key(w, "performances"), write(w, v.performances);
  key(w, "seatCategoryNames"), write(w, v.seatCategoryNames);
  key(w, "subTopicNames"), write(w, v.subTopicNames);
  key(w, "subjectNames"), write(w, v.subjectNames);
  key(w, "topicNames"), write(w, v.topicNames);
  key(w, "topicSubTopics"), write(w, v.topicSubTopics);
  key(w, "venueNames"), write(w, v.venueNames);
  w.EndObject();
}

// --- Twitter

void write(Writer& w, const twitter::Metadata& v) {
  w.StartObject();
  key(w, "result_type"), write(w, v.result_type);
  key(w, "iso_language_code"), write(w, v.iso_language_code);
  w.EndObject();
}

void write(Writer& w, const twitter::Url& v) {
  w.StartObject();
  key(w, "url"), write(w, v.url);
  key(w, "expanded_url"), write(w, v.expanded_url);
  key(w, "display_url"), write(w, v.display_url);
  key(w, "indices"), write(w, v.indices);
  w.EndObject();
}

void write(Writer& w, const twitter::UrlList& v) {
  w.StartObject();
  key(w, "urls"), write(w, v.urls);
  w.EndObject();
}

void write(Writer& w, const twitter::UserEntities& v) {
  w.StartObject();
  key(w, "url"), write(w, v.url);
  key(w, "description"), write(w, v.description);
  w.EndObject();
}

void write(Writer& w, const twitter::User& v) {
  w.StartObject();
  key(w, "id"), write(w, v.id);
  key(w, "id_str"), write(w, v.id_str);
  key(w, "name"), write(w, v.name);
  key(w, "screen_name"), write(w, v.screen_name);
  key(w, "location"), write(w, v.location);
  key(w, "description"), write(w, v.description);
  key(w, "url"), write(w, v.url);
  key(w, "entities"), write(w, v.entities);
  key(w, "protected"), write(w, v.protected_);
  key(w, "followers_count"), write(w, v.followers_count);
  key(w, "friends_count"), write(w, v.friends_count);
  key(w, "listed_count"), write(w, v.listed_count);
  key(w, "created_at"), write(w, v.created_at);
  key(w, "favourites_count"), write(w, v.favourites_count);
  key(w, "utc_offset"), write(w, v.utc_offset);
  key(w, "time_zone"), write(w, v.time_zone);
  key(w, "geo_enabled"), write(w, v.geo_enabled);
  key(w, "verified"), write(w, v.verified);
  key(w, "statuses_count"), write(w, v.statuses_count);
  key(w, "lang"), write(w, v.lang);
  key(w, "contributors_enabled"), write(w, v.contributors_enabled);
  key(w, "is_translator"), write(w, v.is_translator);
  key(w, "is_translation_enabled"), write(w, v.is_translation_enabled);
  key(w, "profile_background_color"), write(w, v.profile_background_color);
  key(w, "profile_background_image_url"), write(w, v.profile_background_image_url);
  key(w, "profile_background_image_url_https"), write(w, v.profile_background_image_url_https);
  key(w, "profile_background_tile"), write(w, v.profile_background_tile);
  key(w, "profile_image_url"), write(w, v.profile_image_url);
  key(w, "profile_image_url_https"), write(w, v.profile_image_url_https);
  key(w, "profile_banner_url"), write(w, v.profile_banner_url);
  key(w, "profile_link_color"), write(w, v.profile_link_color);
  key(w, "profile_sidebar_border_color"), write(w, v.profile_sidebar_border_color);
  key(w, "profile_sidebar_fill_color"), write(w, v.profile_sidebar_fill_color);
  key(w, "profile_text_color"), write(w, v.profile_text_color);
  key(w, "profile_use_background_image"), write(w, v.profile_use_background_image);
  key(w, "default_profile"), write(w, v.default_profile);
  key(w, "default_profile_image"), write(w, v.default_profile_image);
  key(w, "following"), write(w, v.following);
  key(w, "follow_request_sent"), write(w, v.follow_request_sent);
  key(w, "notifications"), write(w, v.notifications);
  w.EndObject();
}

void write(Writer& w, const twitter::Hashtag& v) {
  w.StartObject();
  key(w, "text"), write(w, v.text);
  key(w, "indices"), write(w, v.indices);
  w.EndObject();
}

void write(Writer& w, const twitter::UserMention& v) {
  w.StartObject();
  key(w, "screen_name"), write(w, v.screen_name);
  key(w, "name"), write(w, v.name);
  key(w, "id"), write(w, v.id);
  key(w, "id_str"), write(w, v.id_str);
  key(w, "indices"), write(w, v.indices);
  w.EndObject();
}

void write(Writer& w, const twitter::MediaSize& v) {
  w.StartObject();
  key(w, "w"), write(w, v.w);
  key(w, "h"), write(w, v.h);
  key(w, "resize"), write(w, v.resize);
  w.EndObject();
}

void write(Writer& w, const twitter::MediaSizes& v) {
  w.StartObject();
  key(w, "medium"), write(w, v.medium);
  key(w, "small"), write(w, v.small);
  key(w, "thumb"), write(w, v.thumb);
  key(w, "large"), write(w, v.large);
  w.EndObject();
}

void write(Writer& w, const twitter::Media& v) {
  w.StartObject();
  key(w, "id"), write(w, v.id);
  key(w, "id_str"), write(w, v.id_str);
  key(w, "indices"), write(w, v.indices);
  key(w, "media_url"), write(w, v.media_url);
  key(w, "media_url_https"), write(w, v.media_url_https);
  key(w, "url"), write(w, v.url);
  key(w, "display_url"), write(w, v.display_url);
  key(w, "expanded_url"), write(w, v.expanded_url);
  key(w, "type"), write(w, v.type);
  key(w, "sizes"), write(w, v.sizes);
  key(w, "source_status_id"), write(w, v.source_status_id);
  key(w, "source_status_id_str"), write(w, v.source_status_id_str);
  w.EndObject();
}

void write(Writer& w, const twitter::StatusEntities& v) {
  w.StartObject();
  key(w, "hashtags"), write(w, v.hashtags);
  key(w, "symbols"), write(w, v.symbols);
  key(w, "urls"), write(w, v.urls);
  key(w, "user_mentions"), write(w, v.user_mentions);
  key(w, "media"), write(w, v.media);
  w.EndObject();
}

// The fields a status and a retweeted status share, before and after the
// one they do not ("retweeted_status").
template <class S>
void write_status_head(Writer& w, const S& v) {
  key(w, "metadata"), write(w, v.metadata);
  key(w, "created_at"), write(w, v.created_at);
  key(w, "id"), write(w, v.id);
  key(w, "id_str"), write(w, v.id_str);
  key(w, "text"), write(w, v.text);
  key(w, "source"), write(w, v.source);
  key(w, "truncated"), write(w, v.truncated);
  key(w, "in_reply_to_status_id"), write(w, v.in_reply_to_status_id);
  key(w, "in_reply_to_status_id_str"), write(w, v.in_reply_to_status_id_str);
  key(w, "in_reply_to_user_id"), write(w, v.in_reply_to_user_id);
  key(w, "in_reply_to_user_id_str"), write(w, v.in_reply_to_user_id_str);
  key(w, "in_reply_to_screen_name"), write(w, v.in_reply_to_screen_name);
  key(w, "user"), write(w, v.user);
  key(w, "geo"), write(w, v.geo);
  key(w, "coordinates"), write(w, v.coordinates);
  key(w, "place"), write(w, v.place);
  key(w, "contributors"), write(w, v.contributors);
}

template <class S>
void write_status_tail(Writer& w, const S& v) {
  key(w, "retweet_count"), write(w, v.retweet_count);
  key(w, "favorite_count"), write(w, v.favorite_count);
  key(w, "entities"), write(w, v.entities);
  key(w, "favorited"), write(w, v.favorited);
  key(w, "retweeted"), write(w, v.retweeted);
  key(w, "possibly_sensitive"), write(w, v.possibly_sensitive);
  key(w, "lang"), write(w, v.lang);
}

void write(Writer& w, const twitter::RetweetedStatus& v) {
  w.StartObject();
  write_status_head(w, v);
  write_status_tail(w, v);
  w.EndObject();
}

void write(Writer& w, const twitter::Status& v) {
  w.StartObject();
  write_status_head(w, v);
  key(w, "retweeted_status"), write(w, v.retweeted_status);
  write_status_tail(w, v);
  w.EndObject();
}

void write(Writer& w, const twitter::SearchMetadata& v) {
  w.StartObject();
  key(w, "completed_in"), write(w, v.completed_in);
  key(w, "max_id"), write(w, v.max_id);
  key(w, "max_id_str"), write(w, v.max_id_str);
  key(w, "next_results"), write(w, v.next_results);
  key(w, "query"), write(w, v.query);
  key(w, "refresh_url"), write(w, v.refresh_url);
  key(w, "count"), write(w, v.count);
  key(w, "since_id"), write(w, v.since_id);
  key(w, "since_id_str"), write(w, v.since_id_str);
  w.EndObject();
}

void write(Writer& w, const twitter::SearchResult& v) {
  w.StartObject();
  key(w, "statuses"), write(w, v.statuses);
  key(w, "search_metadata"), write(w, v.search_metadata);
  w.EndObject();
}

// --- canada

void write(Writer& w, const canada::Feature& v) {
  w.StartObject();
  key(w, "type"), write(w, v.type);
  key(w, "properties");
  w.StartObject();
  key(w, "name"), write(w, v.properties.name);
  w.EndObject();
  key(w, "geometry");
  w.StartObject();
  key(w, "type"), write(w, v.geometry.type);
  key(w, "coordinates"), write(w, v.geometry.coordinates);
  w.EndObject();
  w.EndObject();
}

void write(Writer& w, const canada::FeatureCollection& v) {
  w.StartObject();
  key(w, "type"), write(w, v.type);
  key(w, "features"), write(w, v.features);
  w.EndObject();
}

// --- generated workloads

void write(Writer& w, const synthetic::IntegerRecord& v) {
  w.StartObject();
  key(w, "id"), write(w, v.id);
  key(w, "hash"), write(w, v.hash);
  key(w, "delta"), write(w, v.delta);
  key(w, "count"), write(w, v.count);
  key(w, "offset"), write(w, v.offset);
  key(w, "flags"), write(w, v.flags);
  w.EndObject();
}

void write(Writer& w, const synthetic::StringRecord& v) {
  w.StartObject();
  key(w, "name"), write(w, v.name);
  key(w, "email"), write(w, v.email);
  key(w, "city"), write(w, v.city);
  key(w, "comment"), write(w, v.comment);
  w.EndObject();
}

class RapidjsonPeer final : public Peer {
 public:
  RapidjsonPeer() : writer_(buffer_) {}
  std::string name() const override { return "RapidJSON"; }
  std::string_view serialize(const citm::Catalog& v) override { return run(v); }
  std::string_view serialize(const twitter::SearchResult& v) override { return run(v); }
  std::string_view serialize(const canada::FeatureCollection& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::IntegerRecord>& v) override { return run(v); }
  std::string_view serialize(const std::vector<synthetic::StringRecord>& v) override { return run(v); }

 private:
  template <class T>
  std::string_view run(const T& value) {
    buffer_.Clear();  // keeps the capacity
    writer_.Reset(buffer_);
    write(writer_, value);
    return {buffer_.GetString(), buffer_.GetSize()};
  }
  rapidjson::StringBuffer buffer_;
  Writer writer_;
};

}  // namespace

std::unique_ptr<Peer> make_rapidjson_peer() { return std::make_unique<RapidjsonPeer>(); }

}  // namespace bench
