// A partial model of citm_catalog.json, as a program that lists the
// performances with their prices and the events' names has: about a third of
// the members, the others left out whole and mid-object (areaNames before
// events, seatCategoryNames..topicSubTopics between performances and
// venueNames; an event's description and logo around its id; a performance's
// id, logo and name after its eventId, its seatCategories and seatMapImage
// before its start), so that the reader skips keys where they come.
#pragma once

#include <jsongen/annotations.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace citm_partial {

struct JSONGEN_SERIALIZE Event {
  std::int64_t id = 0;
  std::string name;
  std::vector<std::int64_t> topicIds;
};

struct JSONGEN_SERIALIZE Price {
  std::int64_t amount = 0;
  std::int64_t seatCategoryId = 0;
};

struct JSONGEN_SERIALIZE Performance {
  std::int64_t eventId = 0;
  std::vector<Price> prices;
  std::int64_t start = 0;  // milliseconds since 1970
};

struct JSONGEN_SERIALIZE Catalog {
  std::map<std::string, Event> events;
  std::vector<Performance> performances;
  std::map<std::string, std::string> venueNames;
};

}  // namespace citm_partial
