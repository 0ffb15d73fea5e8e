// The CITM catalog data set (data/citm_catalog.json): every field of it.
// Object keys that are ids ("138586341": {...}) are maps with string keys.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace citm {

struct JSONGEN_SERIALIZE Event {
  std::optional<std::string> description;  // null in every event of the data set
  std::int64_t id = 0;
  std::optional<std::string> logo;
  std::string name;
  std::vector<std::int64_t> subTopicIds;
  std::optional<std::string> subjectCode;  // always null in the data
  std::optional<std::string> subtitle;     // always null in the data
  std::vector<std::int64_t> topicIds;
};

struct JSONGEN_SERIALIZE Price {
  std::int64_t amount = 0;
  std::int64_t audienceSubCategoryId = 0;
  std::int64_t seatCategoryId = 0;
};

struct JSONGEN_SERIALIZE Area {
  std::int64_t areaId = 0;
  std::vector<std::int64_t> blockIds;  // empty everywhere in the data
};

struct JSONGEN_SERIALIZE SeatCategory {
  std::vector<Area> areas;
  std::int64_t seatCategoryId = 0;
};

struct JSONGEN_SERIALIZE Performance {
  std::int64_t eventId = 0;
  std::int64_t id = 0;
  std::optional<std::string> logo;
  std::optional<std::string> name;  // always null in the data
  std::vector<Price> prices;
  std::vector<SeatCategory> seatCategories;
  std::optional<std::string> seatMapImage;  // always null in the data
  std::int64_t start = 0;                   // milliseconds since 1970
  std::string venueCode;
};

struct JSONGEN_SERIALIZE Catalog {
  std::map<std::string, std::string> areaNames;
  std::map<std::string, std::string> audienceSubCategoryNames;
  std::map<std::string, std::string> blockNames;  // empty in the data
  std::map<std::string, Event> events;
  std::vector<Performance> performances;
  std::map<std::string, std::string> seatCategoryNames;
  std::map<std::string, std::string> subTopicNames;
  std::map<std::string, std::string> subjectNames;  // empty in the data
  std::map<std::string, std::string> topicNames;
  std::map<std::string, std::vector<std::int64_t>> topicSubTopics;
  std::map<std::string, std::string> venueNames;
};

}  // namespace citm
