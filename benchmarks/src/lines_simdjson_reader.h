// simdjson On-Demand reading twitter statuses into twitter::Status by
// hand-written get calls, every field of the struct (jsongen_lines_bench):
// included by lines_simdjson_default.cpp (the project's flags: no -march,
// so simdjson's built-in kernel is its portable "fallback" one) and by
// lines_simdjson_haswell.cpp (-march=haswell: its AVX2 kernel), each in a
// namespace of its own (LINES_SIMDJSON_NAMESPACE).
#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bench/twitter.h"
#include "lines_checksum.h"

namespace LINES_SIMDJSON_NAMESPACE {
namespace {

namespace od = simdjson::ondemand;

void get(od::value v, std::string& out);
void get(od::value v, std::int64_t& out);
void get(od::value v, std::int32_t& out);
void get(od::value v, bool& out);
template <class T>
void get(od::value v, std::optional<T>& out);
void get(od::value v, twitter::Indices& out);
template <class T>
void get(od::value v, std::vector<T>& out);
void get(od::value v, twitter::Metadata& m);
void get(od::value v, twitter::Url& u);
void get(od::value v, twitter::UrlList& l);
void get(od::value v, twitter::UserEntities& e);
void get(od::value v, twitter::User& u);
void get(od::value v, twitter::Hashtag& t);
void get(od::value v, twitter::UserMention& m);
void get(od::value v, twitter::MediaSize& s);
void get(od::value v, twitter::MediaSizes& s);
void get(od::value v, twitter::Media& m);
void get(od::value v, twitter::StatusEntities& e);
void get(od::value v, twitter::RetweetedStatus& s);

void get(od::value v, std::string& out) { out = std::string_view(v.get_string()); }
void get(od::value v, std::int64_t& out) { out = v.get_int64(); }
void get(od::value v, std::int32_t& out) { out = static_cast<std::int32_t>(v.get_int64()); }
void get(od::value v, bool& out) { out = v.get_bool(); }
template <class T>
void get(od::value v, std::optional<T>& out) {
  if (v.is_null()) {
    out.reset();
  } else {
    get(v, out.emplace());
  }
}
void get(od::value v, twitter::Indices& out) {
  std::size_t i = 0;
  for (auto x : v.get_array()) {
    if (i < 2) out[i] = static_cast<std::int32_t>(x.get_int64());
    ++i;
  }
}
template <class T>
void get(od::value v, std::vector<T>& out) {
  out.clear();
  for (auto x : v.get_array()) get(x.value(), out.emplace_back());
}
void get(od::value v, twitter::Metadata& m) {
  od::object o = v.get_object();
  get(o["result_type"], m.result_type);
  get(o["iso_language_code"], m.iso_language_code);
}
void get(od::value v, twitter::Url& u) {
  od::object o = v.get_object();
  get(o["url"], u.url);
  get(o["expanded_url"], u.expanded_url);
  get(o["display_url"], u.display_url);
  get(o["indices"], u.indices);
}
void get(od::value v, twitter::UrlList& l) { get(v.get_object()["urls"], l.urls); }
void get(od::value v, twitter::UserEntities& e) {
  od::object o = v.get_object();
  auto url = o.find_field_unordered("url");
  if (url.error() == simdjson::SUCCESS) {
    get(url.value(), e.url);
  } else {
    e.url.reset();
  }
  get(o["description"], e.description);
}
void get(od::value v, twitter::User& u) {
  od::object o = v.get_object();
  get(o["id"], u.id);
  get(o["id_str"], u.id_str);
  get(o["name"], u.name);
  get(o["screen_name"], u.screen_name);
  get(o["location"], u.location);
  get(o["description"], u.description);
  get(o["url"], u.url);
  get(o["entities"], u.entities);
  get(o["protected"], u.protected_);
  get(o["followers_count"], u.followers_count);
  get(o["friends_count"], u.friends_count);
  get(o["listed_count"], u.listed_count);
  get(o["created_at"], u.created_at);
  get(o["favourites_count"], u.favourites_count);
  get(o["utc_offset"], u.utc_offset);
  get(o["time_zone"], u.time_zone);
  get(o["geo_enabled"], u.geo_enabled);
  get(o["verified"], u.verified);
  get(o["statuses_count"], u.statuses_count);
  get(o["lang"], u.lang);
  get(o["contributors_enabled"], u.contributors_enabled);
  get(o["is_translator"], u.is_translator);
  get(o["is_translation_enabled"], u.is_translation_enabled);
  get(o["profile_background_color"], u.profile_background_color);
  get(o["profile_background_image_url"], u.profile_background_image_url);
  get(o["profile_background_image_url_https"], u.profile_background_image_url_https);
  get(o["profile_background_tile"], u.profile_background_tile);
  get(o["profile_image_url"], u.profile_image_url);
  get(o["profile_image_url_https"], u.profile_image_url_https);
  auto banner = o.find_field_unordered("profile_banner_url");
  if (banner.error() == simdjson::SUCCESS) {
    get(banner.value(), u.profile_banner_url);
  } else {
    u.profile_banner_url.reset();
  }
  get(o["profile_link_color"], u.profile_link_color);
  get(o["profile_sidebar_border_color"], u.profile_sidebar_border_color);
  get(o["profile_sidebar_fill_color"], u.profile_sidebar_fill_color);
  get(o["profile_text_color"], u.profile_text_color);
  get(o["profile_use_background_image"], u.profile_use_background_image);
  get(o["default_profile"], u.default_profile);
  get(o["default_profile_image"], u.default_profile_image);
  get(o["following"], u.following);
  get(o["follow_request_sent"], u.follow_request_sent);
  get(o["notifications"], u.notifications);
}
void get(od::value v, twitter::Hashtag& t) {
  od::object o = v.get_object();
  get(o["text"], t.text);
  get(o["indices"], t.indices);
}
void get(od::value v, twitter::UserMention& m) {
  od::object o = v.get_object();
  get(o["screen_name"], m.screen_name);
  get(o["name"], m.name);
  get(o["id"], m.id);
  get(o["id_str"], m.id_str);
  get(o["indices"], m.indices);
}
void get(od::value v, twitter::MediaSize& s) {
  od::object o = v.get_object();
  get(o["w"], s.w);
  get(o["h"], s.h);
  get(o["resize"], s.resize);
}
void get(od::value v, twitter::MediaSizes& s) {
  od::object o = v.get_object();
  get(o["medium"], s.medium);
  get(o["small"], s.small);
  get(o["thumb"], s.thumb);
  get(o["large"], s.large);
}
template <class T>
void get_optional_field(od::object& o, const char* key, std::optional<T>& out) {
  auto f = o.find_field_unordered(key);
  if (f.error() == simdjson::SUCCESS) {
    get(f.value(), out);
  } else {
    out.reset();
  }
}
void get(od::value v, twitter::Media& m) {
  od::object o = v.get_object();
  get(o["id"], m.id);
  get(o["id_str"], m.id_str);
  get(o["indices"], m.indices);
  get(o["media_url"], m.media_url);
  get(o["media_url_https"], m.media_url_https);
  get(o["url"], m.url);
  get(o["display_url"], m.display_url);
  get(o["expanded_url"], m.expanded_url);
  get(o["type"], m.type);
  get(o["sizes"], m.sizes);
  get_optional_field(o, "source_status_id", m.source_status_id);
  get_optional_field(o, "source_status_id_str", m.source_status_id_str);
}
void get(od::value v, twitter::StatusEntities& e) {
  od::object o = v.get_object();
  get(o["hashtags"], e.hashtags);
  get(o["symbols"], e.symbols);
  get(o["urls"], e.urls);
  get(o["user_mentions"], e.user_mentions);
  get_optional_field(o, "media", e.media);
}
template <class S>
void get_status_head(od::object& o, S& s) {
  get(o["metadata"], s.metadata);
  get(o["created_at"], s.created_at);
  get(o["id"], s.id);
  get(o["id_str"], s.id_str);
  get(o["text"], s.text);
  get(o["source"], s.source);
  get(o["truncated"], s.truncated);
  get(o["in_reply_to_status_id"], s.in_reply_to_status_id);
  get(o["in_reply_to_status_id_str"], s.in_reply_to_status_id_str);
  get(o["in_reply_to_user_id"], s.in_reply_to_user_id);
  get(o["in_reply_to_user_id_str"], s.in_reply_to_user_id_str);
  get(o["in_reply_to_screen_name"], s.in_reply_to_screen_name);
  get(o["user"], s.user);
  get(o["geo"], s.geo);
  get(o["coordinates"], s.coordinates);
  get(o["place"], s.place);
  get(o["contributors"], s.contributors);
}
template <class S>
void get_status_tail(od::object& o, S& s) {
  get(o["retweet_count"], s.retweet_count);
  get(o["favorite_count"], s.favorite_count);
  get(o["entities"], s.entities);
  get(o["favorited"], s.favorited);
  get(o["retweeted"], s.retweeted);
  get_optional_field(o, "possibly_sensitive", s.possibly_sensitive);
  get(o["lang"], s.lang);
}
void get(od::value v, twitter::RetweetedStatus& s) {
  od::object o = v.get_object();
  get_status_head(o, s);
  get_status_tail(o, s);
}
void get_status(od::object o, twitter::Status& s) {
  get_status_head(o, s);
  get_optional_field(o, "retweeted_status", s.retweeted_status);
  get_status_tail(o, s);
}

}  // namespace

// Every status of `lines` (iterate_many, batches of 1 MiB), each read into
// `record` and summed into `sum`; returns how many, or 0 on an error.
std::size_t read_lines(const simdjson::padded_string& lines, twitter::Status& record, std::uint64_t& sum) {
  static od::parser parser;
  std::size_t n = 0;
  od::document_stream stream;
  if (parser.iterate_many(lines, 1 << 20).get(stream)) return 0;
  for (auto d : stream) {
    od::document_reference doc = d.value();
    get_status(doc.get_object(), record);
    sum += lines_bench::status_sum(record);
    ++n;
  }
  if (stream.truncated_bytes() != 0) return 0;
  return n;
}

#define LINES_SIMDJSON_TEXT(x) #x
#define LINES_SIMDJSON_NAME(x) LINES_SIMDJSON_TEXT(x)
// The kernel On-Demand was compiled with here (the library's own
// builtin_implementation() says what the .so was built with).
const char* kernel() { return LINES_SIMDJSON_NAME(SIMDJSON_BUILTIN_IMPLEMENTATION); }

// Whether iterate_many runs stage 1 of the next batch in a thread of its
// own (SIMDJSON_THREADS_ENABLED, with -pthread): that thread's time would
// not be in the calling thread's CPU time. Off here.
bool threaded() {
#ifdef SIMDJSON_THREADS_ENABLED
  return true;
#else
  return false;
#endif
}

}  // namespace LINES_SIMDJSON_NAMESPACE
