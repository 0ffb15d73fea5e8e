// simdjson On-Demand: each struct read by hand-written calls, one per member
// in declaration order (object["key"], which finds a key where the previous
// search left off and wraps around, so keys in another order or unknown keys
// cost a scan), as simdjson's documentation reads into structs. The text is
// read in place: the harness leaves simdjson's padding past its end (reader.h).
//
// What simdjson checks by default: the whole text is valid UTF-8 and its
// brackets balance (stage 1, before any value is read); each value read is of
// its JSON kind; strings and numbers read are well formed. Values skipped
// (unknown keys) are only checked for balance, and a document whose root is
// an object is not checked for content past the members read, nor any document
// for content past its root (3.0 has no document::at_end()). On top: integers
// in the member's range, fixed-size arrays' length, every key present except
// for std::optional members (which a missing key empties). Unknown keys are
// skipped; of duplicate keys the first after the previous member wins.
#include <simdjson.h>

#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string_view>
#include <type_traits>

#include "readers.h"

namespace bench {
namespace {

namespace od = simdjson::ondemand;
using simdjson::error_code;

// ---------------------------------------------------------------- members

template <class F>
bool fields(citm::Event& v, F&& f) {
  return f("description", v.description) || f("id", v.id) || f("logo", v.logo) || f("name", v.name) ||
         f("subTopicIds", v.subTopicIds) || f("subjectCode", v.subjectCode) || f("subtitle", v.subtitle) ||
         f("topicIds", v.topicIds);
}
template <class F>
bool fields(citm::Price& v, F&& f) {
  return f("amount", v.amount) || f("audienceSubCategoryId", v.audienceSubCategoryId) ||
         f("seatCategoryId", v.seatCategoryId);
}
template <class F>
bool fields(citm::Area& v, F&& f) {
  return f("areaId", v.areaId) || f("blockIds", v.blockIds);
}
template <class F>
bool fields(citm::SeatCategory& v, F&& f) {
  return f("areas", v.areas) || f("seatCategoryId", v.seatCategoryId);
}
template <class F>
bool fields(citm::Performance& v, F&& f) {
  return f("eventId", v.eventId) || f("id", v.id) || f("logo", v.logo) || f("name", v.name) || f("prices", v.prices) ||
         f("seatCategories", v.seatCategories) || f("seatMapImage", v.seatMapImage) || f("start", v.start) ||
         f("venueCode", v.venueCode);
}
template <class F>
bool fields(citm::Catalog& v, F&& f) {
  return f("areaNames", v.areaNames) || f("audienceSubCategoryNames", v.audienceSubCategoryNames) ||
         f("blockNames", v.blockNames) || f("events", v.events) || f("performances", v.performances) ||
         f("seatCategoryNames", v.seatCategoryNames) || f("subTopicNames", v.subTopicNames) ||
         f("subjectNames", v.subjectNames) || f("topicNames", v.topicNames) || f("topicSubTopics", v.topicSubTopics) ||
         f("venueNames", v.venueNames);
}

template <class F>
bool fields(citm_partial::Event& v, F&& f) {
  return f("id", v.id) || f("name", v.name) || f("topicIds", v.topicIds);
}
template <class F>
bool fields(citm_partial::Price& v, F&& f) {
  return f("amount", v.amount) || f("seatCategoryId", v.seatCategoryId);
}
template <class F>
bool fields(citm_partial::Performance& v, F&& f) {
  return f("eventId", v.eventId) || f("prices", v.prices) || f("start", v.start);
}
template <class F>
bool fields(citm_partial::Catalog& v, F&& f) {
  return f("events", v.events) || f("performances", v.performances) || f("venueNames", v.venueNames);
}

template <class F>
bool fields(twitter::Metadata& v, F&& f) {
  return f("result_type", v.result_type) || f("iso_language_code", v.iso_language_code);
}
template <class F>
bool fields(twitter::Url& v, F&& f) {
  return f("url", v.url) || f("expanded_url", v.expanded_url) || f("display_url", v.display_url) ||
         f("indices", v.indices);
}
template <class F>
bool fields(twitter::UrlList& v, F&& f) {
  return f("urls", v.urls);
}
template <class F>
bool fields(twitter::UserEntities& v, F&& f) {
  return f("url", v.url) || f("description", v.description);
}
// The members of a user before "protected" (which the partial model leaves
// out) and after it.
template <class U, class F>
bool user_head(U& v, F& f) {
  return f("id", v.id) || f("id_str", v.id_str) || f("name", v.name) || f("screen_name", v.screen_name) ||
         f("location", v.location) || f("description", v.description) || f("url", v.url) || f("entities", v.entities);
}
template <class U, class F>
bool user_tail(U& v, F& f) {
  return f("followers_count", v.followers_count) || f("friends_count", v.friends_count) ||
         f("listed_count", v.listed_count) || f("created_at", v.created_at) ||
         f("favourites_count", v.favourites_count) || f("utc_offset", v.utc_offset) || f("time_zone", v.time_zone) ||
         f("geo_enabled", v.geo_enabled) || f("verified", v.verified) || f("statuses_count", v.statuses_count) ||
         f("lang", v.lang) || f("contributors_enabled", v.contributors_enabled) ||
         f("is_translator", v.is_translator) || f("is_translation_enabled", v.is_translation_enabled) ||
         f("profile_background_color", v.profile_background_color) ||
         f("profile_background_image_url", v.profile_background_image_url) ||
         f("profile_background_image_url_https", v.profile_background_image_url_https) ||
         f("profile_background_tile", v.profile_background_tile) || f("profile_image_url", v.profile_image_url) ||
         f("profile_image_url_https", v.profile_image_url_https) || f("profile_banner_url", v.profile_banner_url) ||
         f("profile_link_color", v.profile_link_color) ||
         f("profile_sidebar_border_color", v.profile_sidebar_border_color) ||
         f("profile_sidebar_fill_color", v.profile_sidebar_fill_color) ||
         f("profile_text_color", v.profile_text_color) ||
         f("profile_use_background_image", v.profile_use_background_image) || f("default_profile", v.default_profile) ||
         f("default_profile_image", v.default_profile_image) || f("following", v.following) ||
         f("follow_request_sent", v.follow_request_sent) || f("notifications", v.notifications);
}
template <class F>
bool fields(twitter::User& v, F&& f) {
  return user_head(v, f) || f("protected", v.protected_) || user_tail(v, f);
}
template <class F>
bool fields(twitter_partial::User& v, F&& f) {
  return user_head(v, f) || user_tail(v, f);
}
template <class F>
bool fields(twitter::Hashtag& v, F&& f) {
  return f("text", v.text) || f("indices", v.indices);
}
template <class F>
bool fields(twitter::UserMention& v, F&& f) {
  return f("screen_name", v.screen_name) || f("name", v.name) || f("id", v.id) || f("id_str", v.id_str) ||
         f("indices", v.indices);
}
template <class F>
bool fields(twitter::MediaSize& v, F&& f) {
  return f("w", v.w) || f("h", v.h) || f("resize", v.resize);
}
template <class F>
bool fields(twitter::MediaSizes& v, F&& f) {
  return f("medium", v.medium) || f("small", v.small) || f("thumb", v.thumb) || f("large", v.large);
}
template <class F>
bool fields(twitter::Media& v, F&& f) {
  return f("id", v.id) || f("id_str", v.id_str) || f("indices", v.indices) || f("media_url", v.media_url) ||
         f("media_url_https", v.media_url_https) || f("url", v.url) || f("display_url", v.display_url) ||
         f("expanded_url", v.expanded_url) || f("type", v.type) || f("sizes", v.sizes) ||
         f("source_status_id", v.source_status_id) || f("source_status_id_str", v.source_status_id_str);
}
template <class F>
bool fields(twitter::StatusEntities& v, F&& f) {
  return f("hashtags", v.hashtags) || f("symbols", v.symbols) || f("urls", v.urls) ||
         f("user_mentions", v.user_mentions) || f("media", v.media);
}

// The members a status and a retweeted status share (of the full model and
// of the partial one), before and after "geo" .. "contributors" (which the
// partial model leaves out) and "retweeted_status" (which a retweeted status
// has not).
template <class S, class F>
bool status_head(S& v, F& f) {
  return f("metadata", v.metadata) || f("created_at", v.created_at) || f("id", v.id) || f("id_str", v.id_str) ||
         f("text", v.text) || f("source", v.source) || f("truncated", v.truncated) ||
         f("in_reply_to_status_id", v.in_reply_to_status_id) ||
         f("in_reply_to_status_id_str", v.in_reply_to_status_id_str) ||
         f("in_reply_to_user_id", v.in_reply_to_user_id) || f("in_reply_to_user_id_str", v.in_reply_to_user_id_str) ||
         f("in_reply_to_screen_name", v.in_reply_to_screen_name) || f("user", v.user);
}
template <class S, class F>
bool status_places(S& v, F& f) {
  return f("geo", v.geo) || f("coordinates", v.coordinates) || f("place", v.place) || f("contributors", v.contributors);
}
template <class S, class F>
bool status_tail(S& v, F& f) {
  return f("retweet_count", v.retweet_count) || f("favorite_count", v.favorite_count) || f("entities", v.entities) ||
         f("favorited", v.favorited) || f("retweeted", v.retweeted) || f("possibly_sensitive", v.possibly_sensitive) ||
         f("lang", v.lang);
}
template <class F>
bool fields(twitter::RetweetedStatus& v, F&& f) {
  return status_head(v, f) || status_places(v, f) || status_tail(v, f);
}
template <class F>
bool fields(twitter::Status& v, F&& f) {
  return status_head(v, f) || status_places(v, f) || f("retweeted_status", v.retweeted_status) || status_tail(v, f);
}
template <class F>
bool fields(twitter_partial::RetweetedStatus& v, F&& f) {
  return status_head(v, f) || status_tail(v, f);
}
template <class F>
bool fields(twitter_partial::Status& v, F&& f) {
  return status_head(v, f) || f("retweeted_status", v.retweeted_status) || status_tail(v, f);
}
template <class F>
bool fields(twitter::SearchMetadata& v, F&& f) {
  return f("completed_in", v.completed_in) || f("max_id", v.max_id) || f("max_id_str", v.max_id_str) ||
         f("next_results", v.next_results) || f("query", v.query) || f("refresh_url", v.refresh_url) ||
         f("count", v.count) || f("since_id", v.since_id) || f("since_id_str", v.since_id_str);
}
template <class F>
bool fields(twitter::SearchResult& v, F&& f) {
  return f("statuses", v.statuses) || f("search_metadata", v.search_metadata);
}
template <class F>
bool fields(twitter_partial::SearchResult& v, F&& f) {
  return f("statuses", v.statuses) || f("search_metadata", v.search_metadata);
}

template <class F>
bool fields(canada::Properties& v, F&& f) {
  return f("name", v.name);
}
template <class F>
bool fields(canada::Geometry& v, F&& f) {
  return f("type", v.type) || f("coordinates", v.coordinates);
}
template <class F>
bool fields(canada::Feature& v, F&& f) {
  return f("type", v.type) || f("properties", v.properties) || f("geometry", v.geometry);
}
template <class F>
bool fields(canada::FeatureCollection& v, F&& f) {
  return f("type", v.type) || f("features", v.features);
}

template <class F>
bool fields(synthetic::IntegerRecord& v, F&& f) {
  return f("id", v.id) || f("hash", v.hash) || f("delta", v.delta) || f("count", v.count) || f("offset", v.offset) ||
         f("flags", v.flags);
}
template <class F>
bool fields(synthetic::StringRecord& v, F&& f) {
  return f("name", v.name) || f("email", v.email) || f("city", v.city) || f("comment", v.comment);
}

// ---------------------------------------------------------------- values

// Each reads one value (an od::value, or the document's root) into `out`;
// SUCCESS or what went wrong. `Json` is od::value or od::document.
struct Read {
  const char* failed_key = nullptr;  // the member whose key was missing

  template <class Json>
  error_code value(Json& json, bool& out) {
    return json.get_bool().get(out);
  }
  template <class Json>
  error_code value(Json& json, double& out) {
    return json.get_double().get(out);
  }
  template <class Json>
  error_code value(Json& json, std::string& out) {
    std::string_view text;
    const error_code error = json.get_string().get(text);
    if (error == simdjson::SUCCESS) out.assign(text.data(), text.size());
    return error;
  }
  template <class Json, class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  error_code value(Json& json, T& out) {
    if constexpr (std::is_signed_v<T>) {
      std::int64_t n = 0;
      if (const error_code error = json.get_int64().get(n)) return error;
      if (n < std::numeric_limits<T>::min() || n > std::numeric_limits<T>::max()) return simdjson::NUMBER_OUT_OF_RANGE;
      out = static_cast<T>(n);
    } else {
      std::uint64_t n = 0;
      if (const error_code error = json.get_uint64().get(n)) return error;
      if (n > std::numeric_limits<T>::max()) return simdjson::NUMBER_OUT_OF_RANGE;
      out = static_cast<T>(n);
    }
    return simdjson::SUCCESS;
  }
  template <class Json, class T>
  error_code value(Json& json, std::optional<T>& out) {
    bool null = false;
    if (const error_code error = json.is_null().get(null)) return error;
    if (null) {
      out.reset();
      return simdjson::SUCCESS;
    }
    if (!out) out.emplace();
    return value(json, *out);
  }
  // Elements read into the ones the vector holds, so that a reused value
  // keeps their strings' capacity.
  template <class Json, class T>
  error_code value(Json& json, std::vector<T>& out) {
    od::array array;
    if (const error_code error = json.get_array().get(array)) return error;
    std::size_t n = 0;
    for (auto element : array) {
      od::value item;
      if (const error_code error = element.get(item)) return error;
      if (n == out.size()) out.emplace_back();
      if (const error_code error = value(item, out[n])) return error;
      ++n;
    }
    out.resize(n);
    return simdjson::SUCCESS;
  }
  template <class Json, class T, std::size_t N>
  error_code value(Json& json, std::array<T, N>& out) {
    od::array array;
    if (const error_code error = json.get_array().get(array)) return error;
    std::size_t n = 0;
    for (auto element : array) {
      od::value item;
      if (const error_code error = element.get(item)) return error;
      if (n == N) return simdjson::INCORRECT_TYPE;  // too many elements
      if (const error_code error = value(item, out[n])) return error;
      ++n;
    }
    return n == N ? simdjson::SUCCESS : simdjson::INCORRECT_TYPE;
  }
  template <class Json, class T>
  error_code value(Json& json, std::map<std::string, T>& out) {
    od::object object;
    if (const error_code error = json.get_object().get(object)) return error;
    out.clear();
    for (auto field : object) {
      std::string_view key;
      if (const error_code error = field.unescaped_key().get(key)) return error;
      od::value item;
      if (const error_code error = field.value().get(item)) return error;
      T& member =
          out.emplace_hint(out.end(), std::piecewise_construct, std::forward_as_tuple(key), std::forward_as_tuple())
              ->second;
      if (const error_code error = value(item, member)) return error;
    }
    return simdjson::SUCCESS;
  }
  // A struct: its members in declaration order.
  template <class Json, class T,
            class = decltype(fields(std::declval<T&>(), std::declval<bool (*)(const char*, int&)>()))>
  error_code value(Json& json, T& out) {
    od::object object;
    if (const error_code error = json.get_object().get(object)) return error;
    error_code result = simdjson::SUCCESS;
    fields(out, [&](const char* key, auto& member) {
      od::value item;
      const error_code error = object[key].get(item);
      if (error == simdjson::NO_SUCH_FIELD) {
        if constexpr (is_optional(static_cast<std::remove_reference_t<decltype(member)>*>(nullptr))) {
          member.reset();
          return false;
        }
        failed_key = key;
      }
      if (error == simdjson::SUCCESS)
        result = value(item, member);
      else
        result = error;
      return result != simdjson::SUCCESS;
    });
    return result;
  }

  template <class T>
  static constexpr bool is_optional(T*) {
    return false;
  }
  template <class T>
  static constexpr bool is_optional(std::optional<T>*) {
    return true;
  }
};

class SimdjsonReader final : public Reader {
 public:
  std::string name() const override { return "simdjson On-Demand"; }
  std::string about() const override {
    // Stage 1 (the structural index, UTF-8 validation) runs the kernel picked at run time; On-Demand's
    // value parsing the one the compiler targets (without -march on x86-64: "fallback").
    return "simdjson " + std::to_string(simdjson::SIMDJSON_VERSION_MAJOR) + "." +
           std::to_string(simdjson::SIMDJSON_VERSION_MINOR) + " (stage 1 " +
           simdjson::get_active_implementation()->name() + ", On-Demand " + simdjson::builtin_implementation()->name() +
           "), obj[\"key\"] per member in order, in place; UTF-8 validated";
  }
  bool read(const std::string& json, citm::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter::SearchResult& v) override { return run(json, v); }
  bool read(const std::string& json, canada::FeatureCollection& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::StringRecord>& v) override { return run(json, v); }
  bool reads_partial_models() const override { return true; }
  bool read(const std::string& json, citm_partial::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter_partial::SearchResult& v) override { return run(json, v); }

 private:
  od::parser parser_;

  template <class T>
  bool run(const std::string& json, T& value) {
    od::document document;
    error_code error =
        parser_.iterate(simdjson::padded_string_view(json.data(), json.size(), json.capacity())).get(document);
    Read read;
    if (error == simdjson::SUCCESS) error = read.value(document, value);
    if (error == simdjson::SUCCESS) return true;
    error_ = simdjson::error_message(error);
    if (read.failed_key != nullptr) error_ += std::string(" (key \"") + read.failed_key + "\")";
    return false;
  }
};

}  // namespace

std::unique_ptr<Reader> make_simdjson_reader() { return std::make_unique<SimdjsonReader>(); }

}  // namespace bench
