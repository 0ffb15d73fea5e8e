// RapidJSON: its SAX Reader (no DOM) with a handler that fills the structs as
// the events arrive, the faster of RapidJSON's two ways into structs (a
// Document parse, then walking it into the structs, was slower on every
// input but canada's minified text). Each struct's
// members are listed once (fields(), below); a table of functions per C++
// type takes the events a value of that type accepts, so the handler only
// keeps a stack of the containers being filled.
//
// Flags: kParseDefaultFlags plus kParseValidateEncodingFlag (the bytes of
// every string and key must be valid UTF-8) and kParseFullPrecisionFlag
// (doubles correctly rounded; without it RapidJSON's faster path may be off
// in the last bits, and the canada check below finds it). The reader stops at
// the end of the text (a MemoryStream, as Document::Parse(str, length) reads),
// needing no NUL terminator. RAPIDJSON_SSE2 turns on its SIMD whitespace
// skipping where the target has SSE2 (any x86-64); its SIMD string scan is
// not used when UTF-8 is validated.
//
// What the handler checks beyond RapidJSON's grammar: each value's JSON kind,
// integers in the member's range (a double is no integer), fixed-size arrays'
// length, every key present except for std::optional members (which a
// missing key empties). Unknown keys are skipped; a duplicate key's last
// value wins. Not checked by RapidJSON: a lone low surrogate (\uDC00) is
// accepted (and written as the bytes ED B0 80); its parser recurses with no
// depth limit (100,000 nested arrays overflow the stack); a UTF-8 BOM first
// is skipped.
#if defined(__SSE2__) && !defined(RAPIDJSON_SSE2)
#define RAPIDJSON_SSE2
#endif
#include <rapidjson/encodedstream.h>
#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <string_view>
#include <type_traits>

#include "readers.h"

namespace bench {
namespace {

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
  return f("eventId", v.eventId) || f("id", v.id) || f("logo", v.logo) || f("name", v.name) ||
         f("prices", v.prices) || f("seatCategories", v.seatCategories) || f("seatMapImage", v.seatMapImage) ||
         f("start", v.start) || f("venueCode", v.venueCode);
}
template <class F>
bool fields(citm::Catalog& v, F&& f) {
  return f("areaNames", v.areaNames) || f("audienceSubCategoryNames", v.audienceSubCategoryNames) ||
         f("blockNames", v.blockNames) || f("events", v.events) || f("performances", v.performances) ||
         f("seatCategoryNames", v.seatCategoryNames) || f("subTopicNames", v.subTopicNames) ||
         f("subjectNames", v.subjectNames) || f("topicNames", v.topicNames) ||
         f("topicSubTopics", v.topicSubTopics) || f("venueNames", v.venueNames);
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
template <class F>
bool fields(twitter::User& v, F&& f) {
  return f("id", v.id) || f("id_str", v.id_str) || f("name", v.name) || f("screen_name", v.screen_name) ||
         f("location", v.location) || f("description", v.description) || f("url", v.url) ||
         f("entities", v.entities) || f("protected", v.protected_) || f("followers_count", v.followers_count) ||
         f("friends_count", v.friends_count) || f("listed_count", v.listed_count) ||
         f("created_at", v.created_at) || f("favourites_count", v.favourites_count) ||
         f("utc_offset", v.utc_offset) || f("time_zone", v.time_zone) || f("geo_enabled", v.geo_enabled) ||
         f("verified", v.verified) || f("statuses_count", v.statuses_count) || f("lang", v.lang) ||
         f("contributors_enabled", v.contributors_enabled) || f("is_translator", v.is_translator) ||
         f("is_translation_enabled", v.is_translation_enabled) ||
         f("profile_background_color", v.profile_background_color) ||
         f("profile_background_image_url", v.profile_background_image_url) ||
         f("profile_background_image_url_https", v.profile_background_image_url_https) ||
         f("profile_background_tile", v.profile_background_tile) ||
         f("profile_image_url", v.profile_image_url) || f("profile_image_url_https", v.profile_image_url_https) ||
         f("profile_banner_url", v.profile_banner_url) || f("profile_link_color", v.profile_link_color) ||
         f("profile_sidebar_border_color", v.profile_sidebar_border_color) ||
         f("profile_sidebar_fill_color", v.profile_sidebar_fill_color) ||
         f("profile_text_color", v.profile_text_color) ||
         f("profile_use_background_image", v.profile_use_background_image) ||
         f("default_profile", v.default_profile) || f("default_profile_image", v.default_profile_image) ||
         f("following", v.following) || f("follow_request_sent", v.follow_request_sent) ||
         f("notifications", v.notifications);
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

// The members a status and a retweeted status share, before and after the
// one they do not ("retweeted_status").
template <class S, class F>
bool status_head(S& v, F& f) {
  return f("metadata", v.metadata) || f("created_at", v.created_at) || f("id", v.id) || f("id_str", v.id_str) ||
         f("text", v.text) || f("source", v.source) || f("truncated", v.truncated) ||
         f("in_reply_to_status_id", v.in_reply_to_status_id) ||
         f("in_reply_to_status_id_str", v.in_reply_to_status_id_str) ||
         f("in_reply_to_user_id", v.in_reply_to_user_id) ||
         f("in_reply_to_user_id_str", v.in_reply_to_user_id_str) ||
         f("in_reply_to_screen_name", v.in_reply_to_screen_name) || f("user", v.user) || f("geo", v.geo) ||
         f("coordinates", v.coordinates) || f("place", v.place) || f("contributors", v.contributors);
}
template <class S, class F>
bool status_tail(S& v, F& f) {
  return f("retweet_count", v.retweet_count) || f("favorite_count", v.favorite_count) ||
         f("entities", v.entities) || f("favorited", v.favorited) || f("retweeted", v.retweeted) ||
         f("possibly_sensitive", v.possibly_sensitive) || f("lang", v.lang);
}
template <class F>
bool fields(twitter::RetweetedStatus& v, F&& f) {
  return status_head(v, f) || status_tail(v, f);
}
template <class F>
bool fields(twitter::Status& v, F&& f) {
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
  return f("id", v.id) || f("hash", v.hash) || f("delta", v.delta) || f("count", v.count) ||
         f("offset", v.offset) || f("flags", v.flags);
}
template <class F>
bool fields(synthetic::StringRecord& v, F&& f) {
  return f("name", v.name) || f("email", v.email) || f("city", v.city) || f("comment", v.comment);
}

// ---------------------------------------------------------------- fillers

struct Frame;

// Where a JSON value goes: an object and the functions that take the events
// its type accepts (kOps<T>).
struct Ops;
struct Slot {
  void* target;
  const Ops* ops;
};

// A container being filled: the handler's stack holds one per open {} or [].
struct Frame {
  Slot slot;
  bool array;
  std::size_t count;     // elements so far (arrays)
  std::uint64_t seen;    // members so far, a bit each (structs)
  const char* missing;   // set by a struct's end_object: the key it lacked
};

struct Ops {
  const char* expected;  // for the error message: "expected a string"
  bool (*null)(void* target);
  bool (*boolean)(void* target, bool b);
  bool (*negative)(void* target, std::int64_t i);  // RapidJSON's Int and Int64 (and -0)
  bool (*nonnegative)(void* target, std::uint64_t u);
  bool (*number)(void* target, double d);
  bool (*string)(void* target, const char* s, std::size_t n);
  bool (*start_object)(Frame& f);
  bool (*key)(Frame& f, std::string_view key, Slot& next);
  bool (*end_object)(Frame& f);
  bool (*start_array)(Frame& f);
  bool (*element)(Frame& f, Slot& next);
  bool (*end_array)(Frame& f);
};

// What a type does not override, it refuses.
struct Refuse {
  static bool null(void*) { return false; }
  static bool boolean(void*, bool) { return false; }
  static bool negative(void*, std::int64_t) { return false; }
  static bool nonnegative(void*, std::uint64_t) { return false; }
  static bool number(void*, double) { return false; }
  static bool string(void*, const char*, std::size_t) { return false; }
  static bool start_object(Frame&) { return false; }
  static bool key(Frame&, std::string_view, Slot&) { return false; }
  static bool end_object(Frame&) { return false; }
  static bool start_array(Frame&) { return false; }
  static bool element(Frame&, Slot&) { return false; }
  static bool end_array(Frame&) { return false; }
};

template <class T, class = void>
struct Fill;  // a struct with fields(), or one of the specialisations below

template <class T>
inline constexpr Ops kOps = {
    Fill<T>::expected,  Fill<T>::null,       Fill<T>::boolean,      Fill<T>::negative, Fill<T>::nonnegative,
    Fill<T>::number,    Fill<T>::string,     Fill<T>::start_object, Fill<T>::key,      Fill<T>::end_object,
    Fill<T>::start_array, Fill<T>::element, Fill<T>::end_array,
};

template <class T>
Slot slot_of(T& target) {
  return {&target, &kOps<T>};
}

template <class T>
T& target(void* p) {
  return *static_cast<T*>(p);
}

template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};

// Any value of an unknown key: accepted and dropped (RapidJSON still parses it).
struct Skip {};
template <>
struct Fill<Skip> {
  static constexpr const char* expected = "any value";
  static bool null(void*) { return true; }
  static bool boolean(void*, bool) { return true; }
  static bool negative(void*, std::int64_t) { return true; }
  static bool nonnegative(void*, std::uint64_t) { return true; }
  static bool number(void*, double) { return true; }
  static bool string(void*, const char*, std::size_t) { return true; }
  static bool start_object(Frame&) { return true; }
  static bool key(Frame&, std::string_view, Slot& next) {
    next = {nullptr, &kOps<Skip>};
    return true;
  }
  static bool end_object(Frame&) { return true; }
  static bool start_array(Frame&) { return true; }
  static bool element(Frame&, Slot& next) {
    next = {nullptr, &kOps<Skip>};
    return true;
  }
  static bool end_array(Frame&) { return true; }
};

template <>
struct Fill<bool> : Refuse {
  static constexpr const char* expected = "true or false";
  static bool boolean(void* p, bool b) {
    target<bool>(p) = b;
    return true;
  }
};

template <class T>
struct Fill<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> : Refuse {
  static constexpr const char* expected = "an integer in the member's range";
  static bool negative(void* p, std::int64_t i) {
    if constexpr (std::is_signed_v<T>) {
      if (i < std::numeric_limits<T>::min()) return false;
      target<T>(p) = static_cast<T>(i);
      return true;
    } else {
      if (i != 0) return false;  // -0
      target<T>(p) = 0;
      return true;
    }
  }
  static bool nonnegative(void* p, std::uint64_t u) {
    if (u > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return false;
    target<T>(p) = static_cast<T>(u);
    return true;
  }
};

template <>
struct Fill<double> : Refuse {
  static constexpr const char* expected = "a number";
  static bool negative(void* p, std::int64_t i) {
    target<double>(p) = static_cast<double>(i);
    return true;
  }
  static bool nonnegative(void* p, std::uint64_t u) {
    target<double>(p) = static_cast<double>(u);
    return true;
  }
  static bool number(void* p, double d) {
    target<double>(p) = d;
    return true;
  }
};

template <>
struct Fill<std::string> : Refuse {
  static constexpr const char* expected = "a string";
  static bool string(void* p, const char* s, std::size_t n) {
    target<std::string>(p).assign(s, n);  // keeps the capacity
    return true;
  }
};

// null empties it; any other value goes into the (engaged) value.
template <class T>
struct Fill<std::optional<T>> {
  static constexpr const char* expected = Fill<T>::expected;
  static T& engaged(void* p) {
    auto& o = target<std::optional<T>>(p);
    if (!o) o.emplace();
    return *o;
  }
  static bool null(void* p) {
    target<std::optional<T>>(p).reset();
    return true;
  }
  static bool boolean(void* p, bool b) { return kOps<T>.boolean(&engaged(p), b); }
  static bool negative(void* p, std::int64_t i) { return kOps<T>.negative(&engaged(p), i); }
  static bool nonnegative(void* p, std::uint64_t u) { return kOps<T>.nonnegative(&engaged(p), u); }
  static bool number(void* p, double d) { return kOps<T>.number(&engaged(p), d); }
  static bool string(void* p, const char* s, std::size_t n) { return kOps<T>.string(&engaged(p), s, n); }
  // The frame becomes the contained value's.
  static bool start_object(Frame& f) {
    f.slot = slot_of(engaged(f.slot.target));
    return f.slot.ops->start_object(f);
  }
  static bool start_array(Frame& f) {
    f.slot = slot_of(engaged(f.slot.target));
    return f.slot.ops->start_array(f);
  }
  static bool key(Frame&, std::string_view, Slot&) { return false; }
  static bool end_object(Frame&) { return false; }
  static bool element(Frame&, Slot&) { return false; }
  static bool end_array(Frame&) { return false; }
};

// Elements are read into the ones already there, then the rest is dropped.
template <class T>
struct Fill<std::vector<T>> : Refuse {
  static constexpr const char* expected = "an array";
  static bool start_array(Frame& f) {
    f.count = 0;
    return true;
  }
  static bool element(Frame& f, Slot& next) {
    auto& v = target<std::vector<T>>(f.slot.target);
    if (f.count == v.size()) v.emplace_back();
    next = slot_of(v[f.count++]);
    return true;
  }
  static bool end_array(Frame& f) {
    auto& v = target<std::vector<T>>(f.slot.target);
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(f.count), v.end());
    return true;
  }
};

template <class T, std::size_t N>
struct Fill<std::array<T, N>> : Refuse {
  static constexpr const char* expected = "an array of the member's length";
  static bool start_array(Frame& f) {
    f.count = 0;
    return true;
  }
  static bool element(Frame& f, Slot& next) {
    if (f.count == N) return false;
    next = slot_of(target<std::array<T, N>>(f.slot.target)[f.count++]);
    return true;
  }
  static bool end_array(Frame& f) { return f.count == N; }
};

template <class T>
struct Fill<std::map<std::string, T>> : Refuse {
  static constexpr const char* expected = "an object";
  static bool start_object(Frame& f) {
    target<std::map<std::string, T>>(f.slot.target).clear();
    return true;
  }
  static bool key(Frame& f, std::string_view key, Slot& next) {
    auto& m = target<std::map<std::string, T>>(f.slot.target);
    next = slot_of(m.try_emplace(std::string(key)).first->second);
    return true;
  }
  static bool end_object(Frame&) { return true; }
};

// Whether `key` is the member name `name` (a literal: its length is known).
template <std::size_t N>
bool is_key(std::string_view key, const char (&name)[N]) {
  return key.size() == N - 1 && std::memcmp(key.data(), name, N - 1) == 0;
}

// The structs: a key is found by comparing it with each member's in turn, as
// hand-written code does; a member's bit in `seen` records it was there.
template <class T, class>
struct Fill : Refuse {
  static constexpr const char* expected = "an object";
  static bool start_object(Frame& f) {
    f.seen = 0;
    return true;
  }
  static bool key(Frame& f, std::string_view key, Slot& next) {
    int index = 0;
    const bool known = fields(target<T>(f.slot.target), [&](const auto& name, auto& member) {
      if (!is_key(key, name)) {
        ++index;
        return false;
      }
      next = slot_of(member);
      return true;
    });
    if (known) {
      f.seen |= std::uint64_t{1} << index;  // structs here have at most 64 members
    } else {
      next = {nullptr, &kOps<Skip>};
    }
    return true;
  }
  static bool end_object(Frame& f) {
    int index = 0;
    fields(target<T>(f.slot.target), [&](const auto& name, auto& member) {
      if (((f.seen >> index++) & 1) == 0) {
        if constexpr (is_optional<std::remove_reference_t<decltype(member)>>::value) {
          member.reset();
        } else {
          f.missing = name;
          return true;
        }
      }
      return false;
    });
    return f.missing == nullptr;
  }
};

// ---------------------------------------------------------------- handler

class Handler {
 public:
  void reset(Slot root) {
    frames_.clear();
    next_ = root;
    problem_ = nullptr;
    missing_ = nullptr;
  }
  const char* problem() const { return problem_; }
  const char* missing() const { return missing_; }

  bool Null() { return value([](Slot s) { return s.ops->null(s.target); }); }
  bool Bool(bool b) { return value([b](Slot s) { return s.ops->boolean(s.target, b); }); }
  bool Int(int i) { return value([i](Slot s) { return s.ops->negative(s.target, i); }); }
  bool Int64(std::int64_t i) { return value([i](Slot s) { return s.ops->negative(s.target, i); }); }
  bool Uint(unsigned u) { return value([u](Slot s) { return s.ops->nonnegative(s.target, u); }); }
  bool Uint64(std::uint64_t u) { return value([u](Slot s) { return s.ops->nonnegative(s.target, u); }); }
  bool Double(double d) { return value([d](Slot s) { return s.ops->number(s.target, d); }); }
  bool RawNumber(const char*, rapidjson::SizeType, bool) { return false; }  // not asked for
  bool String(const char* str, rapidjson::SizeType n, bool) {
    return value([str, n](Slot s) { return s.ops->string(s.target, str, n); });
  }

  bool StartObject() { return open(false); }
  bool Key(const char* str, rapidjson::SizeType n, bool) {
    Frame& f = frames_.back();
    return f.slot.ops->key(f, std::string_view(str, n), next_);
  }
  bool EndObject(rapidjson::SizeType) { return close(false); }
  bool StartArray() { return open(true); }
  bool EndArray(rapidjson::SizeType) { return close(true); }

 private:
  // The slot the next value goes to: the next element in an array, else what
  // the last key (or the root) named.
  bool take(Slot& s) {
    if (!frames_.empty() && frames_.back().array) {
      Frame& f = frames_.back();
      if (!f.slot.ops->element(f, s)) {
        problem_ = "too many elements for the member's length";
        return false;
      }
      return true;
    }
    s = next_;
    return true;
  }
  template <class Put>
  bool value(Put put) {
    Slot s;
    if (!take(s)) return false;
    if (put(s)) return true;
    problem_ = s.ops->expected;
    return false;
  }
  bool open(bool array) {
    Slot s;
    if (!take(s)) return false;
    frames_.push_back({s, array, 0, 0, nullptr});
    Frame& f = frames_.back();
    if (array ? f.slot.ops->start_array(f) : f.slot.ops->start_object(f)) return true;
    problem_ = s.ops->expected;
    return false;
  }
  bool close(bool array) {
    Frame& f = frames_.back();
    const bool ok = array ? f.slot.ops->end_array(f) : f.slot.ops->end_object(f);
    if (!ok) {
      problem_ = array ? "more elements (the member's length)" : "a key that is missing";
      missing_ = f.missing;
    }
    frames_.pop_back();
    return ok;
  }

  std::vector<Frame> frames_;  // reused: keeps its capacity
  Slot next_{};
  const char* problem_ = nullptr;
  const char* missing_ = nullptr;
};

constexpr unsigned kFlags =
    rapidjson::kParseDefaultFlags | rapidjson::kParseValidateEncodingFlag | rapidjson::kParseFullPrecisionFlag;

class RapidjsonReader final : public Reader {
 public:
  std::string name() const override { return "RapidJSON"; }
  std::string about() const override {
    return "SAX Reader, a handler fills the structs; UTF-8 validated, doubles full precision";
  }
  bool read(const std::string& json, citm::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter::SearchResult& v) override { return run(json, v); }
  bool read(const std::string& json, canada::FeatureCollection& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::StringRecord>& v) override { return run(json, v); }

 private:
  template <class T>
  bool run(const std::string& json, T& value) {
    handler_.reset(slot_of(value));
    rapidjson::MemoryStream bytes(json.data(), json.size());
    rapidjson::EncodedInputStream<rapidjson::UTF8<>, rapidjson::MemoryStream> in(bytes);
    const rapidjson::ParseResult result = reader_.Parse<kFlags>(in, handler_);
    if (!result.IsError()) return true;
    if (result.Code() == rapidjson::kParseErrorTermination && handler_.problem() != nullptr) {
      error_ = std::string("expected ") + handler_.problem();
      if (handler_.missing() != nullptr) error_ += std::string(" ('") + handler_.missing() + "')";
    } else {
      error_ = rapidjson::GetParseError_En(result.Code());
    }
    error_ += " at byte " + std::to_string(result.Offset());
    return false;
  }
  rapidjson::Reader reader_;  // reused: keeps its stack's capacity
  Handler handler_;
};


}  // namespace

std::unique_ptr<Reader> make_rapidjson_reader() { return std::make_unique<RapidjsonReader>(); }

}  // namespace bench
