#include <cstdio>
#include <string>
#include <vector>

#include "round_trip.h"  // every value read back and written again
#include "settings.json.h"

namespace {

std::string read_status(const char* text) {
  app::Settings s;
  const jsongen::status status = jsongen::from_json(text, s);
  return status ? "ok" : status.message();
}

}  // namespace

int main() {
  // A newer file: unknown members before, between and after the known ones,
  // at two levels; kept as they were, written after the fields.
  app::Settings settings;
  const char* newer =
      R"({"version":3,"theme":"dark","accent":{"r":1,"g":0.5},"windows":[{"width":800,"x":-1,"height":600,)"
      R"("maximized":true}],"plugins":["a","b"]})";
  if (!jsongen::from_json(newer, settings)) return 1;
  // Reading again into the same value: the unknown members are the new
  // input's alone.
  app::Settings again = settings;
  if (!jsongen::from_json(R"({"theme":"light","windows":[],"beta":null})", again)) return 2;
  app::Anything anything;
  if (!jsongen::from_json(R"({"a":1,"b":[true],"c":"\u00e9"})", anything)) return 3;
  app::Anything empty;

  // A kept member whose key a field has would be written twice: an error.
  app::Window clash;
  clash.rest.emplace("width", jsongen::raw_json("1"));
  std::string out;
  const jsongen::status written = jsongen::try_to_json(clash, out);

  const std::vector<std::string> messages = {written.message(),
                                             read_status(R"({"theme":"t","windows":[],"x":1,"x":2})"),
                                             read_status(R"({"theme":"t","windows":[],"x":[1,}})")};
  const std::string text = "[" + jsongen_test::to_json(settings) + "," + jsongen_test::to_json(again) + "," +
                           jsongen_test::to_json(anything) + "," + jsongen_test::to_json(empty) + "," +
                           jsongen::to_json(messages) + "]";
  std::puts(text.c_str());
}
